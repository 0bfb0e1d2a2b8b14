import { z } from 'zod';
import { balanceSchema, ledgerQuerySchema, ledgerSchema, paymentTransactionsQuerySchema, paymentTransactionsSchema } from '../balance';
import { businessInvoiceSchema, companyInfoAnswerSchema, companyInfoSchema, invoiceListSchema, invoiceParamsSchema, invoicePdfSchema } from '../invoice';
import { promoCreditServicesSchema, promoCreditTotalSchema } from '../promo-credit';
import { localeSchema } from '../user';
import { billingEndpoints } from './billing';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';

/** ?locale=km: the PDF in the language of the page that links it (a download link sends no x-locale); else the customer's. */
const invoicePdfQuerySchema = z.object({ locale: localeSchema.optional() });

const schemas = {
  getBalance: { response: balanceSchema },
  getBalanceLedger: { query: ledgerQuerySchema, response: ledgerSchema },
  listPaymentTransactions: { body: paymentTransactionsQuerySchema, response: paymentTransactionsSchema },
  getPromoCreditTotal: { response: promoCreditTotalSchema },
  getPromoCreditServices: { response: promoCreditServicesSchema },
  listInvoices: { response: invoiceListSchema },
  getInvoice: { params: invoiceParamsSchema, response: businessInvoiceSchema },
  downloadInvoicePdf: { params: invoiceParamsSchema, query: invoicePdfQuerySchema, response: invoicePdfSchema },
  getCompanyInfo: { response: companyInfoAnswerSchema },
  updateCompanyInfo: { body: companyInfoSchema, response: companyInfoAnswerSchema },
} as const;

export const billingSchemas: BoundEndpoints<typeof billingEndpoints, typeof schemas> = bindSchemas('billing', billingEndpoints, schemas);
