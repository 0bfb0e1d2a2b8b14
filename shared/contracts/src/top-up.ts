import { z } from 'zod';
import { PROVIDER_METHODS, paymentSessionSchema } from './payment-flow';

/** Spec §5 / §9: a top-up is at least $10. */
export const TOP_UP_MIN_CENTS = 1000;
export const TOP_UP_MAX_CENTS = 1_000_000;
export const TOP_UP_MESSAGES = {
  min: 'Minimum amount is $10',
  max: 'Maximum amount is $10,000',
  required: 'Amount is required',
} as const;

/** Every provider method tops up; balance and promo credit do not. */
export const TOP_UP_METHODS = PROVIDER_METHODS;

/** The one check of a top-up amount (cents), for the form and the api alike: a message or null. */
export function topUpAmountError(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return TOP_UP_MESSAGES.required;
  if (!Number.isInteger(cents)) return TOP_UP_MESSAGES.required;
  if (cents < TOP_UP_MIN_CENTS) return TOP_UP_MESSAGES.min;
  if (cents > TOP_UP_MAX_CENTS) return TOP_UP_MESSAGES.max;
  return null;
}

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

export const TOP_UP_STATUSES = ['open', 'processing', 'paid', 'failed'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

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
