import { z } from 'zod';
import { isPackageCode } from './packages';
import { WHEEL_LIMITS as L, WHEEL_PRIZE_KINDS, WHEEL_STATES, type WheelState } from './programmes-limits';
import { staffReasonSchema } from './staff-console.schema';

/**
 * The fortune wheel (spec §1, §2, §4, §5, §7): a promotion with free spins earned by paid orders; each spin is
 * drawn on the server, weighted, from the prizes still in stock, and its prize credited at once (promo credit,
 * a voucher in the customer's wallet, or free months of a package as a voucher). Joining needs a phone number and
 * a verified email.
 */

// WHEEL_STATES, WHEEL_PRIZE_KINDS and WHEEL_LIMITS are in ./programmes-limits.ts (zod-free, read by the staff console).

/** What the customer still needs before spinning (spec §4, §8): the codes the wheel answers. */
export const WHEEL_REQUIREMENTS = ['NEED_TO_PROVIDE_PHONE_NUMBER', 'NEED_TO_VERIFY_EMAIL'] as const;
export type WheelRequirement = (typeof WHEEL_REQUIREMENTS)[number];

/**
 * Why a spin would be refused now once the requirements are met (spec §4 "a user's spin can be over", §8 wheel
 * errors), as POST /users/use-spin would answer: YOUR_SPIN_IS_OVER (no spin left on the current wheel), else
 * AN_ERROR_OCCURRED_WHEN_SPIN (the wheel cannot be spun now: none running, not started, ended, switched off or out of
 * prizes; the customer's spins are kept).
 */
export const WHEEL_SPIN_REFUSALS = ['YOUR_SPIN_IS_OVER', 'AN_ERROR_OCCURRED_WHEN_SPIN'] as const;
export type WheelSpinRefusal = (typeof WHEEL_SPIN_REFUSALS)[number];

/** Reward histories are listed this many a page. */
export const WHEEL_HISTORY_PAGE_SIZE = 10;

/** How a voucher won on the wheel is named: WHEEL- and 8 letters or digits. */
export const WHEEL_VOUCHER_PREFIX = 'WHEEL-';

export const wheelPrizeSchema = z.object({
  id: z.string(),
  kind: z.enum(WHEEL_PRIZE_KINDS),
  /** The segment's words in the request's language. */
  label: z.string(),
  /** Cents of promo credit, cents or percent of a voucher, or months. */
  amount: z.number().int(),
  discountType: z.enum(['fixed', 'percent']).nullable(),
  /** The share of the draw, among prizes in stock (weights are relative). */
  weight: z.number().int(),
  /** Left to win; null = no limit. */
  stock: z.number().int().nullable(),
  color: z.string(),
});
export type WheelPrize = z.infer<typeof wheelPrizeSchema>;

export const fortuneWheelSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** A paid order of at least this many cents earns `spinsPerOrder` spins. */
  minOrderTotal: z.number().int(),
  spinsPerOrder: z.number().int(),
  prizes: z.array(wheelPrizeSchema),
});
export type FortuneWheel = z.infer<typeof fortuneWheelSchema>;

/** GET /api/fortune-wheel: the current wheel and its state. */
export const fortuneWheelStateSchema = z.object({ state: z.enum(WHEEL_STATES), wheel: fortuneWheelSchema.nullable() });
export type FortuneWheelState = z.infer<typeof fortuneWheelStateSchema>;

/** GET /api/fortune-wheel/check-spin?reference&type: the spins a paid order earned. */
export const checkSpinQuerySchema = z.object({ reference: z.string().trim().min(1).max(100), type: z.enum(['order']).default('order') });
export const checkSpinSchema = z.object({ reference: z.string(), type: z.enum(['order']), wheelId: z.string().nullable(), spins: z.number().int() });
export type CheckSpin = z.infer<typeof checkSpinSchema>;

/** GET /api/users/spin-total/{wheelId} */
export const spinTotalSchema = z.object({ wheelId: z.string(), earned: z.number().int(), used: z.number().int(), remaining: z.number().int() });
export type SpinTotal = z.infer<typeof spinTotalSchema>;

/** The path's wheel or spin id. */
export const wheelIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** POST /api/users/use-spin */
export const useSpinSchema = z.object({ wheelId: z.string().trim().min(1).max(64) });

/** A spin's outcome: the prize drawn and what was credited (the voucher's code, the promo credit in cents). */
export const spinResultSchema = z.object({
  id: z.string(),
  wheelId: z.string(),
  prize: wheelPrizeSchema,
  /** The award in words, in the request's language ('$5.00 promo credit'). */
  award: z.string(),
  voucherCode: z.string().nullable(),
  voucherValidUntil: z.string().nullable(),
  promoCredit: z.number().int(),
  remaining: z.number().int(),
  createdAt: z.string(),
});
export type SpinResult = z.infer<typeof spinResultSchema>;

/** GET /api/fortune-wheel/{id}/reward-histories?page */
export const rewardHistoryQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });
export const rewardHistorySchema = z.object({
  items: z.array(z.object({ id: z.string(), customer: z.string(), date: z.string(), award: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RewardHistory = z.infer<typeof rewardHistorySchema>;

/**
 * GET /api/users/check-info-fortune-wheel: what the customer still needs before spinning (`missing`; empty = `ready`)
 * and whether a spin on the current wheel would be refused now all the same (`spinRefusal`; null = it would be drawn).
 */
export const wheelCheckInfoSchema = z.object({
  ready: z.boolean(),
  missing: z.array(z.enum(WHEEL_REQUIREMENTS)),
  spinRefusal: z.enum(WHEEL_SPIN_REFUSALS).nullable(),
  phoneNumber: z.string().nullable(),
  /** Whether the phone number is verified by its SMS code (a number alone does not let the customer spin). */
  phoneVerified: z.boolean(),
  email: z.string(),
});
export type WheelCheckInfo = z.infer<typeof wheelCheckInfoSchema>;

/** Masks a customer's name for the public history: 'Sokha Chan' → 'So*** C.' */
export function maskCustomerName(firstName: string, lastName: string): string {
  const first = [...firstName.trim()];
  const last = [...lastName.trim()];
  return `${first.slice(0, 2).join('')}***${last.length ? ` ${last[0]}.` : ''}`;
}

/** Staff: a wheel and its prizes (POST/PUT /api/admin/fortune-wheels). */
export const wheelPrizeInputSchema = z.object({
  /** A prize of the wheel kept as it is (its wins and their history) while what it gives is the same; else a new prize. */
  id: z.string().trim().min(1).max(64).optional(),
  kind: z.enum(WHEEL_PRIZE_KINDS),
  label: z.string().trim().min(1).max(L.labelMax),
  labelKm: z.string().trim().min(1).max(L.labelMax),
  amount: z.number().int().min(0).max(L.amountMax),
  discountType: z.enum(['fixed', 'percent']).nullable().default(null),
  /** The packages the prize's voucher is limited to (a voucher or free months); none named (null or []) = every package. */
  packages: z
    .array(z.string().refine((code): boolean => isPackageCode(code), { message: 'Not a package of the catalogue' }))
    .max(L.packagesMax)
    .nullable()
    .default(null)
    .transform((packages) => (packages?.length ? [...new Set(packages)] : null)),
  validDays: z.number().int().min(L.validDaysMin).max(L.validDaysMax).default(L.validDaysDefault),
  weight: z.number().int().min(L.weightMin).max(L.weightMax),
  stock: z.number().int().min(0).max(L.stockMax).nullable(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/).default('#2563eb'),
});
export const wheelInputSchema = z
  .object({
    name: z.string().trim().min(1).max(L.nameMax),
    nameKm: z.string().trim().min(1).max(L.nameMax),
    description: z.string().trim().max(L.descriptionMax).default(''),
    descriptionKm: z.string().trim().max(L.descriptionMax).default(''),
    startsAt: z.coerce.date(),
    endsAt: z.coerce.date(),
    active: z.boolean().default(true),
    minOrderTotal: z.number().int().min(0).max(L.minOrderTotalMax),
    spinsPerOrder: z.number().int().min(L.spinsPerOrderMin).max(L.spinsPerOrderMax),
    prizes: z.array(wheelPrizeInputSchema).min(L.prizesMin).max(L.prizesMax),
    /** Why staff change it (the audit log); the console always asks, older callers may leave it out. */
    reason: staffReasonSchema.optional(),
  })
  .refine((wheel) => wheel.endsAt > wheel.startsAt, { path: ['endsAt'], message: 'The end must come after the start' });
export type WheelInput = z.infer<typeof wheelInputSchema>;

/** GET /api/admin/fortune-wheels: every wheel with its prizes, stock, weights, dates and state (types in ./programmes-limits.ts, inferred from these). */
/** A prize as staff set it (both languages, stock and weight). */
export const staffWheelPrizeSchema = z.object({
  id: z.string(),
  kind: z.enum(WHEEL_PRIZE_KINDS),
  label: z.string(),
  labelKm: z.string(),
  /** Cents of promo credit, cents or percent of a voucher, or months. */
  amount: z.number().int(),
  discountType: z.enum(['fixed', 'percent']).nullable(),
  /** The packages its voucher is limited to (package codes); null = every package, and for prizes that give no voucher. */
  packages: z.array(z.string()).nullable(),
  validDays: z.number().int(),
  weight: z.number().int(),
  /** Left to win; null = no limit. */
  stock: z.number().int().nullable(),
  color: z.string(),
  /** Times it was won. */
  won: z.number().int(),
});
/** GET /api/admin/fortune-wheels: every wheel, newest start first, with its prizes and state now. */
export const staffWheelSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameKm: z.string(),
  description: z.string(),
  descriptionKm: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  active: z.boolean(),
  minOrderTotal: z.number().int(),
  spinsPerOrder: z.number().int(),
  state: z.enum(WHEEL_STATES.filter((state) => state !== 'comingSoon') as [Exclude<WheelState, 'comingSoon'>, ...Exclude<WheelState, 'comingSoon'>[]]),
  prizes: z.array(staffWheelPrizeSchema),
});
export const staffWheelListSchema = z.object({ items: z.array(staffWheelSchema) });
