import { balanceSchema, ledgerQuerySchema, ledgerSchema, paymentTransactionsQuerySchema, paymentTransactionsSchema } from '../balance';
import { businessInvoiceSchema, companyInfoAnswerSchema, companyInfoSchema, invoiceListSchema, invoiceParamsSchema, invoicePdfSchema } from '../invoice';
import { promoCreditServicesSchema, promoCreditTotalSchema } from '../promo-credit';
import { billingEndpoints } from './billing';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';

const schemas = {
  getBalance: { response: balanceSchema },
  getBalanceLedger: { query: ledgerQuerySchema, response: ledgerSchema },
  listPaymentTransactions: { body: paymentTransactionsQuerySchema, response: paymentTransactionsSchema },
  getPromoCreditTotal: { response: promoCreditTotalSchema },
  getPromoCreditServices: { response: promoCreditServicesSchema },
  listInvoices: { response: invoiceListSchema },
  getInvoice: { params: invoiceParamsSchema, response: businessInvoiceSchema },
  downloadInvoicePdf: { params: invoiceParamsSchema, response: invoicePdfSchema },
  getCompanyInfo: { response: companyInfoAnswerSchema },
  updateCompanyInfo: { body: companyInfoSchema, response: companyInfoAnswerSchema },
} as const;

export const billingSchemas: BoundEndpoints<typeof billingEndpoints, typeof schemas> = bindSchemas('billing', billingEndpoints, schemas);
