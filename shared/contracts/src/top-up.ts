import { z } from 'zod';
import { paymentSessionSchema, returnPathSchema } from './payment-flow';
import { PAYWAY_OPTIONS, TOP_UP_MAX_CENTS, TOP_UP_MESSAGES, TOP_UP_METHODS, TOP_UP_MIN_CENTS, TOP_UP_STATUSES } from './payment-rules';


const topUpTotalSchema = z.coerce
  .number()
  .int(TOP_UP_MESSAGES.required)
  .min(TOP_UP_MIN_CENTS, TOP_UP_MESSAGES.min)
  .max(TOP_UP_MAX_CENTS, TOP_UP_MESSAGES.max);

/** GET /api/top-up/payment-fee?total=&method= — total in cents. */
export const topUpFeeQuerySchema = z.object({ total: topUpTotalSchema, method: z.enum(TOP_UP_METHODS).default('card') });
export const topUpFeeSchema = z.object({
  total: z.number().int(),
  method: z.enum(TOP_UP_METHODS),
  /** The fee rate in basis points (300 = 3 %) and the fee in cents; charge = total + fee. */
  feeBasisPoints: z.number().int(),
  fee: z.number().int(),
  charge: z.number().int(),
  /** Every method's fee for this total, for the method picker. */
  methods: z.array(z.object({ method: z.enum(TOP_UP_METHODS), feeBasisPoints: z.number().int(), fee: z.number().int(), charge: z.number().int() })),
});
export type TopUpFee = z.infer<typeof topUpFeeSchema>;

/** POST /api/top-up (header Idempotency-Key): a top-up of `total` cents to the balance, paid with `method`. */
export const createTopUpSchema = z.object({ total: topUpTotalSchema, method: z.enum(TOP_UP_METHODS) });
export type CreateTopUpBody = z.input<typeof createTopUpSchema>;


/** A top-up: GET /api/top-up/{id}/complete answers it with its latest payment session. */
export const topUpSchema = z.object({
  topUpId: z.string(),
  total: z.number().int(),
  fee: z.number().int(),
  charge: z.number().int(),
  paymentOption: z.enum(TOP_UP_METHODS),
  status: z.enum(TOP_UP_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The balance after the top-up was credited, when paid. */
  balance: z.number().int().nullable(),
  session: paymentSessionSchema.nullable(),
});
export type TopUp = z.infer<typeof topUpSchema>;
export const topUpParamsSchema = z.object({ id: z.uuid() });

/** PUT /api/top-up/{id}/card (header Idempotency-Key): pays a card top-up; where to come back. */
export const topUpCardSchema = z.object({ continuePath: returnPathSchema.optional(), cancelPath: returnPathSchema.optional() });
export type TopUpCardBody = z.input<typeof topUpCardSchema>;
/** POST /api/top-up/payway/form (header Idempotency-Key): the bank card / QR form of a bank-card top-up. */
export const topUpPaywayFormSchema = z.object({ topUpId: z.uuid(), paymentOption: z.enum(PAYWAY_OPTIONS).default('abapay'), continueUrl: returnPathSchema.optional() });
export type TopUpPaywayFormBody = z.input<typeof topUpPaywayFormSchema>;
