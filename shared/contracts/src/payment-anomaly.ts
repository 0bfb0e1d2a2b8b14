import { z } from 'zod';

/**
 * A provider outcome the storefront refused — an amount or currency other than the session charged, or a
 * signed callback whose body is not valid. Nothing was credited and the session was left as it was; staff
 * review these at GET /api/admin/payment-anomalies (newest first).
 */
export const paymentAnomalySchema = z.object({
  id: z.string(),
  /** The session reported on, when it is one of ours. */
  sessionId: z.string().nullable(),
  reportedSessionId: z.string().nullable(),
  provider: z.string(),
  transactionId: z.string().nullable(),
  reportedStatus: z.string().nullable(),
  /** What the provider said it took (null when it was not a valid amount), and what the session charged. */
  reportedAmount: z.number().int().nullable(),
  reportedCurrency: z.string().nullable(),
  expectedAmount: z.number().int().nullable(),
  expectedCurrency: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type PaymentAnomaly = z.infer<typeof paymentAnomalySchema>;
export const paymentAnomaliesSchema = z.object({ items: z.array(paymentAnomalySchema) });
export const paymentAnomaliesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(100) });
