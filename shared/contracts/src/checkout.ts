import { z } from 'zod';
import { contactFieldsSchema } from './contact.schema';
import { ORDER_STATUSES, PAYMENT_METHODS } from './order-terms';

/**
 * POST /api/checkout/init { orderId?, tabId? } — no orderId: the open order of the signed-in customer's cart
 * (made or remade: a POST, since it writes). tabId (a uuid each browser tab makes once) lets the api answer
 * INIT_CHECKOUT_ORDER_IN_OTHER_TAB while another tab is paying the same order.
 */
export const checkoutInitSchema = z.object({ orderId: z.uuid().optional(), tabId: z.uuid().optional() });
export type CheckoutInitBody = z.infer<typeof checkoutInitSchema>;

/** What a tab is doing with an order's checkout: PATCH /api/checkout/checkout-state/{orderId} { tabId, state }. */
export const CHECKOUT_STATES = ['basket', 'billing', 'payment', 'processing', 'done'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];
/** Another tab's 'processing' blocks this long after it last said so (a closed tab does not block for ever). */
export const CHECKOUT_PROCESSING_LEASE_SECONDS = 15 * 60;
export const checkoutStateSchema = z.object({ tabId: z.uuid(), state: z.enum(CHECKOUT_STATES) });
export type CheckoutStateBody = z.infer<typeof checkoutStateSchema>;
/** What PATCH /api/checkout/checkout-state/{orderId} recorded. */
export const checkoutStateResultSchema = z.object({ orderId: z.string(), tabId: z.string(), state: z.enum(CHECKOUT_STATES), stateAt: z.string() });
export type CheckoutStateResult = z.infer<typeof checkoutStateResultSchema>;

export const orderItemSchema = z.object({
  id: z.string(),
  type: z.string(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  period: z.number().int(),
  periodUnit: z.enum(['year', 'month']),
  unitPrice: z.number().int(),
  amount: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An order: a snapshot of the cart with its totals, every amount integer cents computed by the api. */
export const checkoutOrderSchema = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(orderItemSchema),
  subtotal: z.number().int(),
  discount: z.number().int(),
  /** The VAT rate in percent (10 = 10 %), as snapshotted on the order. */
  vatPercent: z.number(),
  vat: z.number().int(),
  total: z.number().int(),
  /** The cart's updatedAt the order was made from: a later cart change makes the order ORDER_CHANGED. */
  cartUpdatedAt: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The billing contact chosen by POST /api/checkout/save-address; paying needs it. */
  billingTo: contactFieldsSchema.nullable().optional(),
  /** The voucher whose discount the order carries, or null. */
  voucherCode: z.string().nullable().optional(),
  /** The payment method chosen on the cart when the order was made or refreshed, or null. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable().optional(),
  /** Promo credit applied to the order (cents), already taken off total; 0 when none. */
  promoCredit: z.number().int().optional(),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

/** GET /api/checkout/{id}/complete: how paying the order ended, for /payment/success and its pending variant. */
export const orderOutcomeSchema = z.object({
  orderId: z.string(),
  /** paid → success; pending → a bank or wire transfer waits for staff; open → not paid (failed or cancelled). */
  outcome: z.enum(['paid', 'pending', 'open']),
  total: z.number().int(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  method: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type OrderOutcome = z.infer<typeof orderOutcomeSchema>;
export const orderIdParamsSchema = z.object({ id: z.uuid() });

/** PATCH /api/checkout/{id}/payment-method { method }: the method chosen for my open order (promo credit never with its voucher). */
export const orderPaymentMethodSchema = z.object({ method: z.enum(PAYMENT_METHODS) });
export const orderPaymentMethodResultSchema = z.object({ orderId: z.string(), paymentMethod: z.enum(PAYMENT_METHODS) });
export type OrderPaymentMethodResult = z.infer<typeof orderPaymentMethodResultSchema>;
