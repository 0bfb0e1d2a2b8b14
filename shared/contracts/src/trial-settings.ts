import { z } from 'zod';
import { TRIAL_DAYS, TRIAL_PRODUCTS, TRIAL_SETTINGS_LIMITS, type TrialProduct } from './programmes-limits';
import { staffReasonSchema } from './staff-console.schema';

/**
 * The free trial's settings staff change (issue 17 item 9): how many days a trial lasts and which products offer
 * one. Stored as the runtime setting `trial`; the defaults are the spec's (§9: 30 days; every product with a
 * trial voucher). The trial's on/off switch stays the feature flag `trial`.
 */
export const trialSettingsSchema = z.object({
  days: z.number().int().min(TRIAL_SETTINGS_LIMITS.daysMin).max(TRIAL_SETTINGS_LIMITS.daysMax),
  products: z.array(z.enum(TRIAL_PRODUCTS as [TrialProduct, ...TrialProduct[]])).min(1).max(TRIAL_PRODUCTS.length),
});
export type TrialSettings = z.infer<typeof trialSettingsSchema>;

export const DEFAULT_TRIAL_SETTINGS: TrialSettings = { days: TRIAL_DAYS, products: [...TRIAL_PRODUCTS] };

/** PUT /api/admin/trial-settings: the new settings with the reason (audited). */
export const trialSettingsUpdateSchema = trialSettingsSchema.extend({ reason: staffReasonSchema });

export const trialSettingsAnswerSchema = trialSettingsSchema.extend({ updatedAt: z.string().nullable(), updatedBy: z.string().nullable() });
export type TrialSettingsAnswer = z.infer<typeof trialSettingsAnswerSchema>;
