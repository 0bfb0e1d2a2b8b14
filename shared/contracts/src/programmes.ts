import { z } from 'zod';
import { centsSchema } from './money.schema';
import { AFFILIATE_LIMITS, LOYALTY_LIMITS } from './programmes-limits';
import { staffReasonSchema } from './staff-console.schema';

/**
 * VIP loyalty and the affiliate programme (spec §1, §2, §5, §7 "Loyalty", "Affiliate"; issue 17 items 3, 4, 9).
 *
 * Loyalty: tiers by qualifying spend in a period. A customer's tier in a period is the highest one reached by what
 * they paid in that period or in the period before (a tier earned is kept for the next period). Every paid order
 * earns the tier's cashback (basis points of what the order paid in money, promo credit excluded) as promo credit
 * at once; a refunded order's cashback is taken back.
 *
 * Affiliate: each customer who joins gets a referral code and link; a new customer signing up with it is tied to
 * them; the referred customer's first paid order of at least the rules' minimum makes the referral pending, and
 * after the maturity days the referrer is credited the reward as promo credit; a refund before or after that
 * undoes it (clawed back). A code of one's own (the same mailbox or phone) and a second account of someone already
 * referred are refused (NOT_ELIGIBLE).
 */

// LOYALTY_LIMITS and AFFILIATE_LIMITS are in ./programmes-limits.ts (zod-free, read by the staff console).

/** The money an amount earns at a rate in basis points, in whole cents (rounded down). */
export function cashbackOf(amount: number, basisPoints: number, cap: number | null = null): number {
  const raw = Math.floor((amount * basisPoints) / 10_000);
  return cap === null ? raw : Math.min(raw, cap);
}

const iso = z.iso.datetime({ offset: true });
const name = z.string().trim().min(1).max(LOYALTY_LIMITS.nameMax);
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour like #2563eb');

/** GET /api/loyalty/ranking-configs: the tiers, lowest first (names in the request's language). */
export const loyaltyTierSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** Cents of qualifying spend in a period that reach it. */
  minSpend: z.number().int(),
  /** Basis points: 150 = 1.5 % cashback. */
  cashbackBasisPoints: z.number().int(),
  color: z.string(),
});
export type LoyaltyTier = z.infer<typeof loyaltyTierSchema>;
export const loyaltyTiersSchema = z.object({ tiers: z.array(loyaltyTierSchema) });
export type LoyaltyTiers = z.infer<typeof loyaltyTiersSchema>;

/** GET /api/loyalty/program-configs/active: the programme as it runs now (null: paused). */
export const loyaltyProgramSchema = z.object({
  program: z.object({ id: z.string(), name: z.string(), description: z.string(), maxCashbackPerOrder: z.number().int().nullable() }).nullable(),
});
export type LoyaltyProgram = z.infer<typeof loyaltyProgramSchema>;

export const loyaltyPeriodSchema = z.object({ id: z.string(), name: z.string(), startsAt: z.string(), endsAt: z.string() });
export type LoyaltyPeriod = z.infer<typeof loyaltyPeriodSchema>;
/** GET /api/loyalty/periods/active (null: between periods). */
export const activeLoyaltyPeriodSchema = z.object({ period: loyaltyPeriodSchema.nullable() });
export type ActiveLoyaltyPeriod = z.infer<typeof activeLoyaltyPeriodSchema>;

/** GET /api/loyalty/me: the signed-in customer's standing in the running period. */
export const loyaltyStatusSchema = z.object({
  period: loyaltyPeriodSchema.nullable(),
  /** Cents paid in the period (refunded orders excluded). */
  spend: z.number().int(),
  /** Cents paid in the period before. */
  previousSpend: z.number().int(),
  tier: loyaltyTierSchema.nullable(),
  nextTier: loyaltyTierSchema.nullable(),
  /** Cents still to pay in this period to reach the next tier (0 when there is none). */
  toNextTier: z.number().int(),
  /** Cents still to pay in this period to keep the current tier for the next period (0: kept). */
  toKeepTier: z.number().int(),
  /** Cashback credited to date (reversals taken off), in cents. */
  cashbackEarned: z.number().int(),
  recent: z.array(z.object({ orderId: z.string(), amount: z.number().int(), reversed: z.boolean(), createdAt: z.string() })),
});
export type LoyaltyStatus = z.infer<typeof loyaltyStatusSchema>;

/** GET /api/loyalty/cashback-preview?orderId: what paying the order will earn (shown in the checkout summary). */
export const cashbackPreviewQuerySchema = z.object({ orderId: z.string().min(1).max(64) });
export const cashbackPreviewSchema = z.object({
  orderId: z.string(),
  tierName: z.string().nullable(),
  cashbackBasisPoints: z.number().int(),
  amount: z.number().int(),
});
export type CashbackPreview = z.infer<typeof cashbackPreviewSchema>;

/** GET /api/affiliate/rules/active (null: the programme takes no new referrals). */
export const affiliateRulesSchema = z.object({
  rules: z
    .object({
      id: z.string(),
      /** Cents of promo credit per qualified referral. */
      reward: z.number().int(),
      /** Cents the referred customer's first paid order must reach. */
      minOrderTotal: z.number().int(),
      maturityDays: z.number().int(),
      description: z.string(),
    })
    .nullable(),
});
export type AffiliateRules = z.infer<typeof affiliateRulesSchema>;

export const REFERRAL_STATUSES = ['signedUp', 'pending', 'credited', 'clawedBack'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** GET /api/affiliate/me and POST /api/affiliate/join: the customer's code, link and results. */
export const affiliateDashboardSchema = z.object({
  joined: z.boolean(),
  code: z.string().nullable(),
  /** The path of the referral link (the page adds the site's origin). */
  linkPath: z.string().nullable(),
  visits: z.number().int(),
  signUps: z.number().int(),
  /** Referrals whose first paid order is maturing. */
  pending: z.number().int(),
  qualified: z.number().int(),
  /** Cents credited (claw-backs taken off). */
  creditEarned: z.number().int(),
  referrals: z.array(
    z.object({
      /** The referred customer, masked (D*** K.). */
      customer: z.string(),
      status: z.enum(REFERRAL_STATUSES),
      signedUpAt: z.string(),
      reward: z.number().int(),
      maturesAt: z.string().nullable(),
    }),
  ),
});
export type AffiliateDashboard = z.infer<typeof affiliateDashboardSchema>;

// Staff (issue 17 item 9). Every change carries a reason, kept in the staff audit log (area `programme`).

export const loyaltyTierInputSchema = z.object({
  key: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/, 'Lower-case letters, digits and -'),
  name,
  nameKm: name,
  minSpend: centsSchema,
  cashbackBasisPoints: z.number().int().min(0).max(LOYALTY_LIMITS.cashbackBasisPointsMax),
  color,
});
export type LoyaltyTierInput = z.infer<typeof loyaltyTierInputSchema>;

/** PUT /api/admin/loyalty/tiers: the whole ladder, replaced at once (first tier from 0, spends and rates rising). */
export const loyaltyTiersInputSchema = z
  .object({ tiers: z.array(loyaltyTierInputSchema).min(1).max(LOYALTY_LIMITS.tiersMax), reason: staffReasonSchema })
  .strict()
  .superRefine((value, ctx) => {
    const keys = new Set(value.tiers.map((tier) => tier.key));
    if (keys.size !== value.tiers.length) ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'Each tier needs its own key' });
    if (value.tiers[0] && value.tiers[0].minSpend !== 0) ctx.addIssue({ code: 'custom', path: ['tiers', 0, 'minSpend'], message: 'The first tier starts at 0' });
    value.tiers.forEach((tier, index) => {
      const before = value.tiers[index - 1];
      if (before && tier.minSpend <= before.minSpend) ctx.addIssue({ code: 'custom', path: ['tiers', index, 'minSpend'], message: 'Each tier needs more spend than the one before' });
      if (before && tier.cashbackBasisPoints < before.cashbackBasisPoints) ctx.addIssue({ code: 'custom', path: ['tiers', index, 'cashbackBasisPoints'], message: 'A higher tier cannot earn less' });
    });
  });
export type LoyaltyTiersInput = z.infer<typeof loyaltyTiersInputSchema>;

/** POST /api/admin/loyalty/periods and PUT /api/admin/loyalty/periods/:id (periods never overlap). */
export const loyaltyPeriodInputSchema = z
  .object({ name, nameKm: name, startsAt: iso, endsAt: iso, reason: staffReasonSchema })
  .strict()
  .refine((value) => new Date(value.endsAt) > new Date(value.startsAt), { path: ['endsAt'], message: 'The period must end after it starts' });
export type LoyaltyPeriodInput = z.infer<typeof loyaltyPeriodInputSchema>;
export const loyaltyPeriodParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** PUT /api/admin/loyalty/program-config: the programme's words, its switch and the cap per order. */
export const loyaltyProgramInputSchema = z
  .object({
    name,
    nameKm: name,
    description: z.string().trim().max(LOYALTY_LIMITS.descriptionMax),
    descriptionKm: z.string().trim().max(LOYALTY_LIMITS.descriptionMax),
    active: z.boolean(),
    maxCashbackPerOrder: centsSchema.refine((value) => value > 0, 'The cap must be more than 0').nullable(),
    reason: staffReasonSchema,
  })
  .strict();
export type LoyaltyProgramInput = z.infer<typeof loyaltyProgramInputSchema>;

/** PUT /api/admin/affiliate/rules */
export const affiliateRulesInputSchema = z
  .object({
    active: z.boolean(),
    reward: centsSchema.refine((value) => value > 0, 'The reward must be more than 0'),
    minOrderTotal: centsSchema,
    maturityDays: z.number().int().min(0).max(AFFILIATE_LIMITS.maturityDaysMax),
    description: z.string().trim().max(AFFILIATE_LIMITS.descriptionMax),
    descriptionKm: z.string().trim().max(AFFILIATE_LIMITS.descriptionMax),
    reason: staffReasonSchema,
  })
  .strict();
export type AffiliateRulesInput = z.infer<typeof affiliateRulesInputSchema>;

/** GET /api/admin/programmes: everything staff set, both languages. */
export const staffProgrammesSchema = z.object({
  tiers: z.array(loyaltyTierInputSchema),
  periods: z.array(z.object({ id: z.string(), name: z.string(), nameKm: z.string(), startsAt: z.string(), endsAt: z.string() })),
  program: z.object({ id: z.string(), name: z.string(), nameKm: z.string(), description: z.string(), descriptionKm: z.string(), active: z.boolean(), maxCashbackPerOrder: z.number().int().nullable() }).nullable(),
  affiliateRules: z
    .object({ id: z.string(), active: z.boolean(), reward: z.number().int(), minOrderTotal: z.number().int(), maturityDays: z.number().int(), description: z.string(), descriptionKm: z.string() })
    .nullable(),
});
export type StaffProgrammes = z.infer<typeof staffProgrammesSchema>;

/** POST /api/admin/orders/:orderId/refund: the order's money back to the wallet (spec §9), its rewards undone. */
export const orderRefundInputSchema = z.object({ reason: staffReasonSchema }).strict();
export const orderRefundParamsSchema = z.object({ orderId: z.string().min(1).max(64) });
export const orderRefundSchema = z.object({
  orderId: z.string(),
  /** Cents back to the balance. */
  amount: z.number().int(),
  /** Cents of promo credit the order used, given back. */
  promoCredit: z.number().int(),
  /** Cents of cashback taken back. */
  cashbackReversed: z.number().int(),
  /** Cents of a referrer's reward taken back (0 when it had not matured: the referral is simply undone). */
  referralClawedBack: z.number().int(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;
