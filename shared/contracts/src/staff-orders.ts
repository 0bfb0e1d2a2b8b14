import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS, STAFF_ORDER_SORTS } from './order-terms';
import { staffReasonBodySchema } from './staff-console.schema';
import { staffListPagingShape, staffPageOf } from './staff-lists';

const isoWithZone = z.iso.datetime({ offset: true });
const cents = z.coerce.number().int().min(0).max(1_000_000_000);

/**
 * GET /api/admin/orders: filters (each optional, all of them together), the order, and the page. `since` / `until`
 * are instants with their zone (the console sends its day's bounds in the staff member's zone). `q` finds an order
 * by its id (whole, or its first 8 characters), by its invoice's number (INV-000123), or by its customer's email.
 */
export const staffOrdersQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    method: z.enum(PAYMENT_METHODS).optional(),
    customer: z.uuid().optional(),
    since: isoWithZone.optional(),
    until: isoWithZone.optional(),
    minTotal: cents.optional(),
    maxTotal: cents.optional(),
    q: z.string().trim().min(1).max(254).optional(),
    sort: z.enum(STAFF_ORDER_SORTS).default('createdAt'),
    ...staffListPagingShape,
  })
  .strict();
export type StaffOrdersQuery = z.input<typeof staffOrdersQuerySchema>;
/** The query as the api reads it (defaults filled in, numbers coerced). */
export type StaffOrdersAsk = z.output<typeof staffOrdersQuerySchema>;

/** One order in the console's list. Amounts in cents, VAT apart (total = subtotal − discount + VAT). */
export const staffOrderRowSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** How it was paid (its payment's method), else the method chosen for it; null before one is chosen. */
  method: z.string().nullable(),
  customer: z.object({ id: z.string(), email: z.string() }),
  items: z.number().int(),
  subtotal: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  invoiceNumber: z.string().nullable(),
  refunded: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;
export const staffOrdersPageSchema = staffPageOf(staffOrderRowSchema);
export type StaffOrdersPage = z.infer<typeof staffOrdersPageSchema>;

export const staffOrderParamsSchema = z.object({ orderId: z.string().min(1).max(64) });

/**
 * GET /api/admin/orders/{orderId}: the order with its items, the payment sessions that tried to pay it, its invoice,
 * the fulfilment of what it bought (each domain's registry job, each service's provisioning), and its refund.
 */
export const staffOrderDetailSchema = z.object({
  order: staffOrderRowSchema.extend({ discount: z.number().int(), promoCredit: z.number().int(), voucherCode: z.string().nullable(), vatRate: z.number().int() }),
  lines: z.array(z.object({ id: z.string(), type: z.string(), title: z.string(), description: z.string(), period: z.number().int(), periodUnit: z.string(), amount: z.number().int() })),
  payments: z.array(
    z.object({ id: z.string(), method: z.string(), status: z.string(), amount: z.number().int(), fee: z.number().int(), failure: z.string().nullable(), createdAt: z.string(), updatedAt: z.string() }),
  ),
  invoice: z.object({ id: z.string(), number: z.string(), status: z.enum(['paid', 'unpaid']), issuedAt: z.string() }).nullable(),
  fulfilment: z.array(
    z.object({
      /** A domain's registry job (`domain`) or a service's provisioning (`service`). */
      kind: z.enum(['domain', 'service']),
      id: z.string(),
      subject: z.string(),
      /** domain: pending, done, refused, failed; service: its provisioning state (pending, ready, failed…). */
      state: z.string(),
      attempts: z.number().int().nullable(),
      lastError: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
  refund: z.object({ amount: z.number().int(), promoCredit: z.number().int(), reason: z.string(), by: z.string(), at: z.string() }).nullable(),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

/** POST /api/admin/orders/{orderId}/cancel: an unpaid order (open, or waiting for a transfer) cancelled, with why. */
export const staffOrderCancelSchema = staffReasonBodySchema;
