import { z } from 'zod';
import { IDENTITY_LIMITS, type FieldErrors } from './identity';
import { storedPhone } from './phone';
import { PROFILE_REQUIREMENTS, validateForcedPassword, validatePhoneNumber, validateProfile, validateSubscription } from './profile';

function withRules<T>(rules: (value: T) => FieldErrors) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const [path, message] of Object.entries(rules(value))) {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    }
  };
}

const text = (max: number) => z.string().max(max * 4);

/** PUT /api/users */
export const profileUpdateSchema = z
  .object({
    firstName: text(IDENTITY_LIMITS.nameMax),
    lastName: text(IDENTITY_LIMITS.nameMax),
    username: text(IDENTITY_LIMITS.usernameMax).optional().nullable(),
  })
  .superRefine(withRules((v) => validateProfile({ ...v, username: v.username ?? '' })))
  .transform((v) => ({ firstName: v.firstName.trim(), lastName: v.lastName.trim(), username: v.username?.trim() || null }));

/** PATCH /api/users/phone-number */
export const phoneNumberUpdateSchema = z
  .object({ phoneNumber: text(20) })
  .superRefine(withRules(validatePhoneNumber))
  .transform((v) => ({ phoneNumber: storedPhone(v.phoneNumber) }));

/** PUT /api/users/subscription */
export const subscriptionSchema = z
  .object({ email: text(IDENTITY_LIMITS.emailMax) })
  .superRefine(withRules(validateSubscription))
  .transform((v) => ({ email: v.email.trim().toLowerCase() }));

/** GET/PUT /api/users/subscription: the newsletter, by the email it goes to (null: not subscribed). */
export const subscriptionAnswerSchema = z.object({ email: z.string().nullable() });

/** PATCH /api/users/password/force */
export const forcedPasswordSchema = z
  .object({ password: text(IDENTITY_LIMITS.passwordMax), passwordConfirmation: text(IDENTITY_LIMITS.passwordMax) })
  .superRefine(withRules(validateForcedPassword));

/** GET /api/users/check-info */
export const profileCheckSchema = z.object({
  /** True when nothing is missing: the account may pay. */
  complete: z.boolean(),
  missing: z.array(z.enum(PROFILE_REQUIREMENTS)),
});
