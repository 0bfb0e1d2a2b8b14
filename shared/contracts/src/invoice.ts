import { z } from 'zod';
import { type FieldErrors } from './identity';
import { phoneProblem, storedPhone } from './phone';
import { MESSAGES } from './validation';
import { PAYMENT_METHODS } from './order-terms';

export const INVOICE_STATUSES = ['paid', 'unpaid'] as const;
export const INVOICE_DUE = 'due upon receipt' as const;

export const invoiceLineSchema = z.object({
  description: z.string(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
});

export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  /** Null for a manual invoice issued by staff. */
  orderId: z.string().nullable(),
  total: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  issuedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** GET /api/user/invoices/{id}: everything the printed invoice shows, amounts in cents. */
export const invoiceSchema = invoiceSummarySchema.extend({
  customerId: z.string(),
  billingTo: z.record(z.string(), z.unknown()).nullable(),
  lines: z.array(invoiceLineSchema),
  subtotal: z.number().int(),
  discount: z.number().int(),
  vatName: z.string(),
  vatPercent: z.number(),
  vat: z.number().int(),
  /** Paid by promo credit, out of total (cents); 0 when none. */
  promoCredit: z.number().int().default(0),
  due: z.literal(INVOICE_DUE),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = z.object({ items: z.array(invoiceSummarySchema) });
export const invoiceParamsSchema = z.object({ id: z.uuid() });

/**
 * Company invoice details (spec §3 "Company invoice info", §5): the customer's company as invoices name it —
 * name and address in English and Khmer, phone and VAT TIN. PUT /api/users/company-info (the issue-company-invoice
 * form); every invoice then shows them, in the customer's language.
 */
export const COMPANY_INFO_LIMITS = { nameMax: 200, addressMax: 500, vatTinMax: 30 } as const;
export const COMPANY_INFO_FIELDS = ['nameEn', 'nameKm', 'addressEn', 'addressKm', 'phoneNumber', 'vatTin'] as const;
export type CompanyInfoField = (typeof COMPANY_INFO_FIELDS)[number];
export type CompanyInfoValues = Record<CompanyInfoField, string>;
/** A VAT TIN: letters, digits and hyphens (e.g. K001-901234567). */
export const VAT_TIN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

const COMPANY_LABELS: Record<CompanyInfoField, string> = {
  nameEn: 'Company name (English)',
  nameKm: 'Company name (Khmer)',
  addressEn: 'Company address (English)',
  addressKm: 'Company address (Khmer)',
  phoneNumber: 'Phone number',
  vatTin: 'VAT TIN',
};
const COMPANY_MAX: Record<CompanyInfoField, number> = {
  nameEn: COMPANY_INFO_LIMITS.nameMax,
  nameKm: COMPANY_INFO_LIMITS.nameMax,
  addressEn: COMPANY_INFO_LIMITS.addressMax,
  addressKm: COMPANY_INFO_LIMITS.addressMax,
  phoneNumber: 20,
  vatTin: COMPANY_INFO_LIMITS.vatTinMax,
};
const fillMessage = (template: string, params: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));

/** The §5 rules of the company invoice form (required, maximum length; phone and VAT TIN formats): one message per field. */
export function validateCompanyInfo(values: Partial<CompanyInfoValues>): FieldErrors<CompanyInfoField> {
  const errors: FieldErrors<CompanyInfoField> = {};
  for (const field of COMPANY_INFO_FIELDS) {
    const value = (values[field] ?? '').trim();
    const attribute = COMPANY_LABELS[field];
    if (!value) errors[field] = fillMessage(MESSAGES.required, { attribute });
    else if (value.length > COMPANY_MAX[field]) errors[field] = fillMessage(MESSAGES.max, { attribute, max: COMPANY_MAX[field] });
  }
  if (!errors.phoneNumber) {
    const phone = phoneProblem(values.phoneNumber ?? '');
    if (phone) errors.phoneNumber = phone;
  }
  if (!errors.vatTin && !VAT_TIN_PATTERN.test((values.vatTin ?? '').trim())) errors.vatTin = fillMessage(MESSAGES.email, { attribute: COMPANY_LABELS.vatTin });
  return errors;
}

/** PUT /api/users/company-info: each field checked by validateCompanyInfo, trimmed; the phone in E.164. */
export const companyInfoSchema = z
  .object(Object.fromEntries(COMPANY_INFO_FIELDS.map((field) => [field, z.string().max(COMPANY_MAX[field] * 4)])) as Record<CompanyInfoField, z.ZodString>)
  .superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(validateCompanyInfo(values))) if (message) ctx.addIssue({ code: 'custom', path: [path], message });
  })
  .transform((v) => ({
    nameEn: v.nameEn.trim(),
    nameKm: v.nameKm.trim(),
    addressEn: v.addressEn.trim(),
    addressKm: v.addressKm.trim(),
    phoneNumber: storedPhone(v.phoneNumber),
    vatTin: v.vatTin.trim(),
  }));
export const companyInfoAnswerSchema = z.object({
  /** Null until the customer fills the issue-company-invoice form. */
  companyInfo: z.object(Object.fromEntries(COMPANY_INFO_FIELDS.map((field) => [field, z.string()])) as Record<CompanyInfoField, z.ZodString>).nullable(),
});
export type CompanyInfoAnswer = z.infer<typeof companyInfoAnswerSchema>;

/** The seller as every invoice names it (configuration: SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_VAT_TIN). */
export const invoiceSellerSchema = z.object({ legalName: z.string(), address: z.string(), vatTin: z.string() });
export type InvoiceSeller = z.infer<typeof invoiceSellerSchema>;

/** The buyer's company on an invoice, in the customer's language (the Khmer name and address for km). */
export const invoiceCompanySchema = z.object({ name: z.string(), address: z.string(), phoneNumber: z.string(), vatTin: z.string() });
export type InvoiceCompany = z.infer<typeof invoiceCompanySchema>;

/** How a paid invoice was paid: the method and its reference (the provider's transaction id, or ours for the balance). */
export const invoicePaymentSchema = z.object({ method: z.enum(PAYMENT_METHODS).nullable(), reference: z.string() });
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** GET /api/user/invoices/{id}: the invoice with its seller, the buyer's company and how it was paid. */
export const businessInvoiceSchema = invoiceSchema.extend({
  seller: invoiceSellerSchema,
  company: invoiceCompanySchema.nullable(),
  payment: invoicePaymentSchema.nullable(),
});
export type BusinessInvoice = z.infer<typeof businessInvoiceSchema>;

/** GET /api/user/invoices/{id}/pdf: the invoice as a PDF file (application/pdf), the customer's own only. */
export const invoicePdfSchema = z.string().describe('application/pdf');
