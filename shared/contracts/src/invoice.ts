import { z } from 'zod';

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
