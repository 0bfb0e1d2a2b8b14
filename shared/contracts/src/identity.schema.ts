import { z } from 'zod';
import { localeSchema, userInfoSchema } from './user';
import {
  IDENTITY_LIMITS,
  emailProblem,
  otpProblem,
  validateNewPassword,
  validateSignUp,
  type FieldErrors,
} from './identity';
import { storedPhone } from './phone';

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
    phoneNumber: storedPhone(v.phoneNumber),
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

/** The answer of a call that only says it was done. */
export const okAnswerSchema = z.object({ ok: z.literal(true) });

/** POST /api/users/login, POST /api/users/login/2fa/verify, POST /api/users and POST /api/users/google/callback */
/** POST /api/users/login and POST /api/users/google/callback: signed in, or a two-factor code is owed. */
export const loginResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signedIn'), user: userInfoSchema }),
  z.object({ status: z.literal('twoFactorRequired') }),
]);

/** PATCH /api/users/password: the current password is required when the account has one (checked by the api). */
export const changePasswordSchema = z
  .object({ currentPassword: z.string().max(128).optional(), password: z.string().max(128), passwordConfirmation: z.string().max(128) })
  .superRefine(withRules(validateNewPassword));

/** The token of a mailed link (reset password, turn two-factor off). */
export const linkTokenParamsSchema = z.object({ token: z.string().min(20).max(128) });

/** GET /api/users/session-log: the last sign-ins, newest first. */
export const signInLogSchema = z.array(z.object({ createdAt: z.string(), ip: z.string().nullable(), device: z.string() }));
export type SignInLogEntry = z.infer<typeof signInLogSchema>[number];

/** POST /api/2fa/turn-on */
/** POST /api/2fa/turn-on (a POST: each call replaces the secret being set up) */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The URI as an SVG QR code (data: URL), drawn by the api so the browser ships no QR library. */
  qrCode: z.string(),
});

/** POST /api/2fa/turn-on/verify: the one-time recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** POST /api/users/oauth/nonce: null and null when third-party login is off. */
export const oauthNonceSchema = z.object({ nonce: z.string().nullable(), clientId: z.string().nullable() });
