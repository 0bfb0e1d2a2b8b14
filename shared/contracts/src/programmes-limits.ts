/**
 * The programmes' constants and staff shapes without zod (the staff console reads them in the browser; the schemas
 * that use them are in ./programmes.ts, ./fortune-wheel.ts, ./trial.ts and ./trial-settings.ts, and the staff shapes
 * are inferred from ./fortune-wheel.ts's schemas with type-only imports).
 */
import type { z } from 'zod';
import type { staffWheelListSchema, staffWheelPrizeSchema, staffWheelSchema } from './fortune-wheel';

export const LOYALTY_LIMITS = { tiersMax: 10, nameMax: 60, descriptionMax: 1000, cashbackBasisPointsMax: 10_000 } as const;
export const AFFILIATE_LIMITS = { maturityDaysMax: 365, descriptionMax: 1000 } as const;

/** The page's states (spec §2, §4): none configured = coming soon; a wheel switched off by staff = promotion ended. */
export const WHEEL_STATES = ['comingSoon', 'notStarted', 'running', 'ended', 'outOfPrizes', 'promotionEnded'] as const;
export type WheelState = (typeof WHEEL_STATES)[number];

/** What a prize gives: promo credit (cents), a discount voucher (fixed cents or percent), free months of packages, or nothing. */
export const WHEEL_PRIZE_KINDS = ['promoCredit', 'voucher', 'freeMonths', 'nothing'] as const;
export type WheelPrizeKind = (typeof WHEEL_PRIZE_KINDS)[number];

/** Does a prize of this kind give a voucher, which may be limited to some packages (none named: every package)? */
export function wheelPrizeGivesVoucher(kind: WheelPrizeKind): kind is 'voucher' | 'freeMonths' {
  return kind === 'voucher' || kind === 'freeMonths';
}

/** What staff may set on a wheel and its prizes (POST/PUT /api/admin/fortune-wheels). */
export const WHEEL_LIMITS = {
  prizesMin: 2,
  prizesMax: 12,
  nameMax: 100,
  descriptionMax: 500,
  labelMax: 60,
  amountMax: 1_000_000,
  weightMin: 1,
  weightMax: 1_000_000,
  stockMax: 10_000_000,
  validDaysMin: 1,
  validDaysMax: 365,
  validDaysDefault: 30,
  spinsPerOrderMin: 1,
  spinsPerOrderMax: 100,
  minOrderTotalMax: 100_000_000,
  packagesMax: 20,
} as const;

/** A prize as staff set it (both languages, stock and weight). */
export type StaffWheelPrize = z.infer<typeof staffWheelPrizeSchema>;

/** GET /api/admin/fortune-wheels: every wheel, newest start first, with its prizes and state now. */
export type StaffWheel = z.infer<typeof staffWheelSchema>;
export type StaffWheelList = z.infer<typeof staffWheelListSchema>;

/** The trial voucher of each product (spec §3 codes). */
export const TRIAL_VOUCHERS = {
  CLOUD_SERVER: 'TRIAL-CS1M',
  CLOUD_HOSTING: 'TRIAL-CH1M',
  SHARED_HOSTING: 'TRIAL-SH1M',
  WORDPRESS_HOSTING: 'TRIAL-WP1M',
} as const;
export type TrialProduct = keyof typeof TRIAL_VOUCHERS;
export const TRIAL_PRODUCTS = Object.keys(TRIAL_VOUCHERS) as TrialProduct[];

/** Spec §9: the cloud server free trial lasts 30 days. */
export const TRIAL_DAYS = 30;

/** How long staff may make a trial. */
export const TRIAL_SETTINGS_LIMITS = { daysMin: 1, daysMax: 90 } as const;
