import { z } from 'zod';

export const idempotencyKeySchema = z.string().trim().min(8).max(128).regex(/^[A-Za-z0-9_.:-]+$/, 'Idempotency-Key: 8 to 128 letters, digits, _ . : -');

/** GET /api/payment/can-pay/{id}?cartUpdatedAt= */
export const canPayParamsSchema = z.object({ id: z.uuid() });
export const canPayQuerySchema = z.object({ cartUpdatedAt: z.iso.datetime({ offset: true }).optional() });
export const canPaySchema = z.object({ canPay: z.literal(true), total: z.number().int() });
export type CanPay = z.infer<typeof canPaySchema>;

/** POST /api/payment/balance/{id} (header Idempotency-Key); no body is the same as {}. */
export const payWithBalanceBodySchema = z.object({ cartUpdatedAt: z.iso.datetime({ offset: true }).optional() }).nullish();
export type PayWithBalanceBody = z.input<typeof payWithBalanceBodySchema>;

export const paymentResultSchema = z.object({
  orderId: z.string(),
  status: z.literal('paid'),
  paymentId: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  amount: z.number().int(),
  /** The balance left after the payment (cents). */
  balance: z.number().int(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;
