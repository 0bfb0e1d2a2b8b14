import type { z } from 'zod';
import type { Balance, Ledger, ledgerQuerySchema } from '../balance';
import type { Invoice, invoiceListSchema } from '../invoice';
import type { promoCreditTotalSchema } from '../promo-credit';
import { typed, type Endpoints } from './endpoint';

/**
 * Billing (spec §2 /account balance and invoices): what the signed-in customer holds — the balance and its
 * ledger, the promo credit — and the invoices issued to them, amounts in cents. Tags `Balance`, `PromoCredit`
 * and `Invoice`: paying, topping up and staff adjustments make them stale.
 */
export const billingEndpoints = {
  getBalance: { method: 'GET', path: '/api/user/balance', response: typed<Balance>(), tags: ['Balance'] },
  getBalanceLedger: { method: 'GET', path: '/api/user/balance/ledger', query: typed<z.input<typeof ledgerQuerySchema>>(), response: typed<Ledger>(), tags: ['Balance'] },
  getPromoCreditTotal: { method: 'GET', path: '/api/user/promo-credit/total', response: typed<z.infer<typeof promoCreditTotalSchema>>(), tags: ['PromoCredit'] },
  listInvoices: { method: 'GET', path: '/api/user/invoices', response: typed<z.infer<typeof invoiceListSchema>>(), tags: ['Invoice'] },
  getInvoice: { method: 'GET', path: '/api/user/invoices/:id', response: typed<Invoice>(), tags: ['Invoice'] },
} as const satisfies Endpoints;
