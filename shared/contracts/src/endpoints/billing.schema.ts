import { z } from 'zod';
import { balanceSchema, ledgerQuerySchema, ledgerSchema, paymentTransactionsQuerySchema, paymentTransactionsSchema } from '../balance';
import { businessInvoiceSchema, companyInfoAnswerSchema, companyInfoSchema, invoiceListSchema, invoiceParamsSchema, invoicePdfSchema } from '../invoice';
import { promoCreditServicesSchema, promoCreditTotalSchema } from '../promo-credit';
import { localeSchema } from '../user';
import { defineEndpoints } from './endpoint.schema';

/** ?locale=km: the PDF in the language of the page that links it (a download link sends no x-locale); else the customer's. */
const invoicePdfQuerySchema = z.object({ locale: localeSchema.optional() });

/**
 * Billing (spec §2 /account balance and invoices): what the signed-in customer holds — the balance and its
 * ledger, the promo credit — and the invoices issued to them, amounts in cents. Tags `Balance`, `PromoCredit`
 * and `Invoice`: paying, topping up and staff adjustments make them stale. The company invoice details (`CompanyInfo`)
 * the customer gives are printed on every invoice, with the seller's, in the invoice's page and its PDF.
 * Said once here; the browser's `billingEndpoints` (./billing.ts) is generated from it.
 */
export const billingSchemas = defineEndpoints(
  { area: 'billing', declarations: 'billingEndpoints' },
  {
    getBalance: { method: 'GET', path: '/api/user/balance', response: balanceSchema, tags: ['Balance'] },
    getBalanceLedger: { method: 'GET', path: '/api/user/balance/ledger', query: ledgerQuerySchema, response: ledgerSchema, tags: ['Balance'] },
    /** The customer's payment history (spec §7 POST /user/payment-transactions), read as a query. */
    listPaymentTransactions: {
      method: 'POST',
      path: '/api/user/payment-transactions',
      kind: 'query',
      body: paymentTransactionsQuerySchema,
      response: paymentTransactionsSchema,
      tags: ['Balance', 'Invoice'],
    },
    getPromoCreditTotal: { method: 'GET', path: '/api/user/promo-credit/total', response: promoCreditTotalSchema, tags: ['PromoCredit'] },
    getPromoCreditServices: { method: 'GET', path: '/api/promo-credit/services', response: promoCreditServicesSchema, tags: ['PromoCredit'] },
    listInvoices: { method: 'GET', path: '/api/user/invoices', response: invoiceListSchema, tags: ['Invoice'] },
    getInvoice: { method: 'GET', path: '/api/user/invoices/:id', params: invoiceParamsSchema, response: businessInvoiceSchema, tags: ['Invoice'] },
    /** The invoice as a PDF (application/pdf): a download link (`pathOf`, with `?locale=` the page's language), not a query. */
    downloadInvoicePdf: { method: 'GET', path: '/api/user/invoices/:id/pdf', params: invoiceParamsSchema, query: invoicePdfQuerySchema, response: invoicePdfSchema, kind: 'mutation' },
    getCompanyInfo: { method: 'GET', path: '/api/users/company-info', response: companyInfoAnswerSchema, tags: ['CompanyInfo'] },
    updateCompanyInfo: { method: 'PUT', path: '/api/users/company-info', body: companyInfoSchema, response: companyInfoAnswerSchema, tags: ['CompanyInfo', 'Invoice'] },
  },
);
