import { z } from 'zod';
import { centsSchema } from './money.schema';
import { staffReasonSchema } from './staff-console.schema';
import { PAYABLE_KINDS, PAYMENT_SESSION_STATUSES, PAYWAY_OPTIONS, PROVIDER_METHODS } from './payment-rules';

/**
 * Paying through a provider (spec §1 payment methods, §7 Payment and Top-up): what is paid (an order, a
 * top-up or a bulk payment of invoices), with which method, and the payment session the provider runs.
 * Balance and promo credit are paid at once by the api; the others go through a provider's hosted page
 * (card with 3-D Secure, wallet approval, bank card / QR form) or wait for staff (bank and wire transfer).
 */



/**
 * A path of the storefront to come back to ('/payment/success?orderId=…'): never another site, and only the
 * characters a URL path and query may hold unescaped (RFC 3986: letters, digits, -._~ !$&'()*+,;=:@ / ? and
 * %-escapes), so it can be put in a Location header as it is.
 */
export const RETURN_PATH_PATTERN = /^\/(?![/\\])(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*$/;
export const returnPathSchema = z.string().max(500).regex(RETURN_PATH_PATTERN, 'Must be a path of this site');

/** Bank and wire transfer: where to send the money, and the reference that matches it to the payment. */
export const transferInstructionsSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  swiftCode: z.string(),
  /** Write this on the transfer: staff match the money to the payment by it. */
  reference: z.string(),
  amount: z.number().int(),
});
export type TransferInstructions = z.infer<typeof transferInstructionsSchema>;

/** Why a session failed: a §8 code, and for card declines the decline's own code (e.g. INSUFFICIENT_FUNDS). */
export const paymentFailureSchema = z.object({
  code: z.string(),
  message: z.string(),
  declineCode: z.string().nullable(),
});
export type PaymentFailure = z.infer<typeof paymentFailureSchema>;

/** A payment session: GET /api/payments/{sessionId}, and the answer of every call that starts one. */
export const paymentSessionSchema = z.object({
  sessionId: z.string(),
  kind: z.enum(PAYABLE_KINDS),
  /** The order id, top-up id or bulk payment id. */
  id: z.string(),
  method: z.enum(PROVIDER_METHODS),
  status: z.enum(PAYMENT_SESSION_STATUSES),
  /** What is paid for (cents), the provider's fee, and what the provider charges (amount + fee). */
  amount: z.number().int(),
  fee: z.number().int(),
  charge: z.number().int(),
  /** The provider's hosted page to send the customer to while status is requiresAction, else null. */
  redirectUrl: z.string().nullable(),
  expiresAt: z.string().nullable(),
  instructions: transferInstructionsSchema.nullable(),
  failure: paymentFailureSchema.nullable(),
  /** Set when the session paid an order or a bulk payment: its invoice(s). */
  invoiceIds: z.array(z.string()),
  createdAt: z.string(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;
export const paymentSessionParamsSchema = z.object({ sessionId: z.uuid() });

/**
 * POST /api/admin/payment-sessions/{sessionId}/confirm (staff): the transfer's money arrived and is always
 * recorded — it paid what it was for (paid), or that could no longer take it (voucher spent, order changed,
 * already paid, cancelled) and it was credited to the customer's balance (creditedToBalance, with the reason).
 */
export const transferConfirmationSchema = paymentSessionSchema.extend({
  outcome: z.enum(['paid', 'creditedToBalance']),
  reason: z.string().nullable(),
});
export type TransferConfirmation = z.infer<typeof transferConfirmationSchema>;

/**
 * POST /api/payments (header Idempotency-Key): starts paying an order, a top-up or a bulk payment with a
 * provider. continuePath is where the provider sends the customer back after paying (succeeded or pending);
 * cancelPath after a cancel or a decline. Both get `sessionId=` appended.
 */
export const startPaymentSchema = z.object({
  kind: z.enum(PAYABLE_KINDS),
  id: z.uuid(),
  method: z.enum(PROVIDER_METHODS),
  paymentOption: z.enum(PAYWAY_OPTIONS).optional(),
  continuePath: returnPathSchema,
  cancelPath: returnPathSchema,
  /** Orders only: the cart's updatedAt the customer saw (ORDER_CHANGED when the cart changed since). */
  cartUpdatedAt: z.iso.datetime({ offset: true }).optional(),
});
export type StartPaymentBody = z.input<typeof startPaymentSchema>;

/**
 * The spec's per-method paths for an order (§7), each the same start as POST /api/payments: where to come back
 * (by default the success page and the payment step) and the cart's updatedAt the customer saw.
 */
export const orderReturnPathsSchema = z.object({ continuePath: returnPathSchema.optional(), cancelPath: returnPathSchema.optional(), cartUpdatedAt: z.iso.datetime({ offset: true }).optional() });
/** POST /api/payment/card (header Idempotency-Key): pays an order by card. */
export const cardPaymentSchema = orderReturnPathsSchema.extend({ orderId: z.uuid() });
export type CardPaymentBody = z.input<typeof cardPaymentSchema>;
/** POST /api/payment/bank/transfer/{id} (header Idempotency-Key): pays an order by bank or wire transfer. */
export const bankTransferPaymentSchema = orderReturnPathsSchema.extend({ method: z.enum(['bankTransfer', 'wireTransfer']).default('bankTransfer') });
export type BankTransferPaymentBody = z.input<typeof bankTransferPaymentSchema>;
/** POST /api/payment/payway/form (header Idempotency-Key): the bank card / QR form of an order. */
export const paywayFormSchema = z.object({ orderId: z.uuid(), paymentOption: z.enum(PAYWAY_OPTIONS).default('abapay'), continueUrl: returnPathSchema.optional() });
export type PaywayFormBody = z.input<typeof paywayFormSchema>;

/** POST /api/paypal/capture/order/{id} and /api/paypal/capture/top-up/{id}: captures an approved wallet session. */
export const walletCaptureSchema = z.object({ sessionId: z.uuid() });


/** What the provider's callback reports (POST /api/payment/callback/{provider}, signed: see CALLBACK_SIGNATURE_HEADER). */
export const providerCallbackSchema = z.object({
  sessionId: z.uuid(),
  transactionId: z.string().min(1).max(100),
  status: z.enum(['succeeded', 'failed']),
  /** What the provider took (or tried to), in cents and its currency: an outcome is recorded only for the session's own charge in USD. */
  amount: centsSchema,
  /** ISO 4217, as the provider reported it: another currency than USD is refused and kept for staff, not lost as unreadable. */
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code'),
  declineCode: z.string().max(60).nullable().optional(),
  failureCode: z.string().max(60).nullable().optional(),
});
export type ProviderCallback = z.infer<typeof providerCallbackSchema>;
export const providerParamsSchema = z.object({ provider: z.enum(PROVIDER_METHODS) });
/** The callback's answer: received, and whether this delivery recorded the outcome (false for a repeat). */
export const callbackReceiptSchema = z.object({ received: z.literal(true), recorded: z.boolean() });
export type CallbackReceipt = z.infer<typeof callbackReceiptSchema>;

/** GET /api/admin/payment-sessions?status=&method= (staff): sessions by status, pending (transfers under review) by default. */
export const paymentSessionsQuerySchema = z.object({ status: z.enum(PAYMENT_SESSION_STATUSES).default('pending'), method: z.enum(PROVIDER_METHODS).optional() });
/** A payment session as staff see it: with whose it is. */
export const staffPaymentSessionSchema = paymentSessionSchema.extend({ userId: z.string(), userEmail: z.string() });
export const staffPaymentSessionsSchema = z.object({ items: z.array(staffPaymentSessionSchema) });
export type StaffPaymentSessions = z.infer<typeof staffPaymentSessionsSchema>;
/** POST /api/admin/payment-sessions/{sessionId}/confirm's optional body: the bank's reference of the transfer. */
export const transferConfirmSchema = z.object({ bankReference: z.string().trim().min(1).max(100).optional(), /** Why staff confirm it (the staff audit log). */ reason: staffReasonSchema.optional() }).nullish();
/** POST /api/admin/payment-sessions/{sessionId}/reject: why the transfer is refused. */
export const transferRejectSchema = z.object({ reason: staffReasonSchema });

