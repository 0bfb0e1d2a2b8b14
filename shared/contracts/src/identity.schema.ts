import { z } from 'zod';
import { localeSchema } from './user';
import {
  IDENTITY_LIMITS,
  emailProblem,
  normalisePhone,
  otpProblem,
  validateNewPassword,
  validateSignUp,
  type FieldErrors,
} from './identity';

/** Adds the rule functions' field errors to a zod object, so the api answers the forms' own messages. */
function withRules<T>(rules: (value: T) => FieldErrors) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const [path, message] of Object.entries(rules(value))) {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    }
  };
}

const text = (max: number) => z.string().max(max * 4);

/** POST /api/users */
export const signUpSchema = z
  .object({
    firstName: text(IDENTITY_LIMITS.nameMax),
    lastName: text(IDENTITY_LIMITS.nameMax),
    email: text(IDENTITY_LIMITS.emailMax),
    username: text(IDENTITY_LIMITS.usernameMax).optional().nullable(),
    password: text(IDENTITY_LIMITS.passwordMax),
    passwordConfirmation: text(IDENTITY_LIMITS.passwordMax),
    phoneNumber: text(20),
    referralCode: text(IDENTITY_LIMITS.referralCodeMax).optional().nullable(),
    localeCode: localeSchema.optional(),
  })
  .superRefine(withRules((v) => validateSignUp({ ...v, username: v.username ?? '', referralCode: v.referralCode ?? '' })))
  .transform((v) => ({
    ...v,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim().toLowerCase(),
    username: v.username?.trim() || null,
    phoneNumber: normalisePhone(v.phoneNumber),
    referralCode: v.referralCode?.trim() || null,
  }));

/** POST /api/users/forgot-password */
export const forgotPasswordSchema = z
  .object({ email: text(IDENTITY_LIMITS.emailMax) })
  .superRefine(withRules((v) => (emailProblem(v.email) ? { email: emailProblem(v.email)! } : {})))
  .transform((v) => ({ email: v.email.trim().toLowerCase() }));

/** PUT /api/users/reset-password/{token} */
export const resetPasswordSchema = z
  .object({ password: text(IDENTITY_LIMITS.passwordMax), passwordConfirmation: text(IDENTITY_LIMITS.passwordMax) })
  .superRefine(withRules(validateNewPassword));

/** A 6-digit code: email OTP, TOTP. */
export const otpCodeSchema = z
  .object({ code: z.string().max(64) })
  .superRefine(withRules((v) => (otpProblem(v.code) ? { code: otpProblem(v.code)! } : {})))
  .transform((v) => ({ code: v.code.trim() }));

/** POST /api/users/login/2fa/verify: a TOTP code or one of the recovery codes. */
export const twoFactorLoginSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Code field is required')
    .max(64)
    .regex(/^([0-9]{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, 'Enter the 6-digit code from your app, or a recovery code'),
});

/** POST /api/users/google/callback */
export const googleCallbackSchema = z.object({ credential: z.string().min(20).max(8192) });

/** POST /api/users/session-log */
export const sessionLogSchema = z.object({ device: z.enum(['desktop', 'mobile', 'tablet']).optional() });

/** PUT /api/admin/users/{userId}/ban */
export const banSchema = z.object({ banned: z.boolean(), reason: z.string().trim().max(500).optional() });
