import { balanceSchema, ledgerQuerySchema, ledgerSchema } from '../balance';
import { invoiceListSchema, invoiceParamsSchema, invoiceSchema } from '../invoice';
import { promoCreditTotalSchema } from '../promo-credit';
import { billingEndpoints } from './billing';
import { bindSchemas } from './endpoint.schema';

export const billingSchemas = bindSchemas('billing', billingEndpoints, {
  getBalance: { response: balanceSchema },
  getBalanceLedger: { query: ledgerQuerySchema, response: ledgerSchema },
  getPromoCreditTotal: { response: promoCreditTotalSchema },
  listInvoices: { response: invoiceListSchema },
  getInvoice: { params: invoiceParamsSchema, response: invoiceSchema },
});
