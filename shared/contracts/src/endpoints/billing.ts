import type { z } from 'zod';
import type { Balance, Ledger, ledgerQuerySchema, PaymentTransactions, paymentTransactionsQuerySchema } from '../balance';
import type { BusinessInvoice, CompanyInfoAnswer, companyInfoSchema, invoiceListSchema } from '../invoice';
import type { Locale } from '../locale';
import type { PromoCreditServices, promoCreditTotalSchema } from '../promo-credit';
import { typed, type Endpoints } from './endpoint';

/**
 * Billing (spec §2 /account balance and invoices): what the signed-in customer holds — the balance and its
 * ledger, the promo credit — and the invoices issued to them, amounts in cents. Tags `Balance`, `PromoCredit`
 * and `Invoice`: paying, topping up and staff adjustments make them stale. The company invoice details (`CompanyInfo`)
 * the customer gives are printed on every invoice, with the seller's, in the invoice's page and its PDF.
 */
export const billingEndpoints = {
  getBalance: { method: 'GET', path: '/api/user/balance', response: typed<Balance>(), tags: ['Balance'] },
  getBalanceLedger: { method: 'GET', path: '/api/user/balance/ledger', query: typed<z.input<typeof ledgerQuerySchema>>(), response: typed<Ledger>(), tags: ['Balance'] },
  /** The customer's payment history (spec §7 POST /user/payment-transactions), read as a query. */
  listPaymentTransactions: {
    method: 'POST',
    path: '/api/user/payment-transactions',
    kind: 'query',
    body: typed<z.input<typeof paymentTransactionsQuerySchema>>(),
    response: typed<PaymentTransactions>(),
    tags: ['Balance', 'Invoice'],
  },
  getPromoCreditTotal: { method: 'GET', path: '/api/user/promo-credit/total', response: typed<z.infer<typeof promoCreditTotalSchema>>(), tags: ['PromoCredit'] },
  getPromoCreditServices: { method: 'GET', path: '/api/promo-credit/services', response: typed<PromoCreditServices>(), tags: ['PromoCredit'] },
  listInvoices: { method: 'GET', path: '/api/user/invoices', response: typed<z.infer<typeof invoiceListSchema>>(), tags: ['Invoice'] },
  getInvoice: { method: 'GET', path: '/api/user/invoices/:id', response: typed<BusinessInvoice>(), tags: ['Invoice'] },
  /** The invoice as a PDF (application/pdf): a download link (`pathOf`, with `?locale=` the page's language), not a query. */
  downloadInvoicePdf: { method: 'GET', path: '/api/user/invoices/:id/pdf', query: typed<{ locale?: Locale }>(), response: typed<string>(), kind: 'mutation' },
  getCompanyInfo: { method: 'GET', path: '/api/users/company-info', response: typed<CompanyInfoAnswer>(), tags: ['CompanyInfo'] },
  updateCompanyInfo: { method: 'PUT', path: '/api/users/company-info', body: typed<z.input<typeof companyInfoSchema>>(), response: typed<CompanyInfoAnswer>(), tags: ['CompanyInfo', 'Invoice'] },
} as const satisfies Endpoints;
