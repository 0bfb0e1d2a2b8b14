import { balanceSchema, ledgerQuerySchema, ledgerSchema } from '../balance';
import { invoiceListSchema, invoiceParamsSchema, invoiceSchema } from '../invoice';
import { promoCreditTotalSchema } from '../promo-credit';
import { billingEndpoints } from './billing';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';

const schemas = {
  getBalance: { response: balanceSchema },
  getBalanceLedger: { query: ledgerQuerySchema, response: ledgerSchema },
  getPromoCreditTotal: { response: promoCreditTotalSchema },
  listInvoices: { response: invoiceListSchema },
  getInvoice: { params: invoiceParamsSchema, response: invoiceSchema },
} as const;

export const billingSchemas: BoundEndpoints<typeof billingEndpoints, typeof schemas> = bindSchemas('billing', billingEndpoints, schemas);
