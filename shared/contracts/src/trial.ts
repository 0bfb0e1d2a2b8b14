import { z } from 'zod';
import { TRIAL_PRODUCTS, type TrialProduct } from './programmes-limits';

/**
 * The free trial (spec §1, §3, §4, §9): "Just 2 more steps" — verify the email and make a first top-up — then
 * the customer activates it once (TRIAL_ACTIVATED after) and gets the trial voucher of the product they choose:
 * one month free (TRIAL-CS1M a Baby Cloud server's first month), to use within the 30-day trial.
 */
/** verifyPhone (issue 28 item 3): the phone number confirmed by its SMS code — one trial per person, not per way of writing a number. */
export const TRIAL_STEPS = ['verifyEmail', 'firstTopUp', 'verifyPhone'] as const;
export type TrialStep = (typeof TRIAL_STEPS)[number];


/** GET /api/users/trial/conditions */
export const trialConditionsSchema = z.object({
  steps: z.array(z.object({ step: z.enum(TRIAL_STEPS), done: z.boolean() })),
  /** Steps still to do (0 = it can be activated). */
  remaining: z.number().int(),
  activated: z.boolean(),
  trial: z.object({ product: z.enum(TRIAL_PRODUCTS as [TrialProduct, ...TrialProduct[]]), voucherCode: z.string(), activatedAt: z.string(), expiresAt: z.string() }).nullable(),
});
export type TrialConditions = z.infer<typeof trialConditionsSchema>;

/** PUT /api/users/trial */
export const activateTrialSchema = z.object({ product: z.enum(TRIAL_PRODUCTS as [TrialProduct, ...TrialProduct[]]).default('CLOUD_SERVER') });
