/**
 * Identity forms and calls (spec §4, §5, §7 "User and account"): the rules and messages, written once and
 * used by the shell's forms (no schema library in the browser) and by the api's schemas
 * (identity.schema.ts wraps these same functions; the answers' types are inferred from its schemas, type-only).
 */
import { LIMITS } from './catalogue';
import { MESSAGES, PATTERNS } from './validation';
import { phoneProblem } from './phone';
import type { z } from 'zod';
import type { loginResultSchema, twoFactorSetupSchema } from './identity.schema';

export const IDENTITY_LIMITS = {
  nameMax: 50,
  emailMax: 254,
  usernameMin: 3,
  usernameMax: 32,
  passwordMin: LIMITS.passwordMin,
  passwordMax: LIMITS.passwordMax,
  referralCodeMax: 32,
  otpDigits: 6,
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const OTP_PATTERN = /^[0-9]{6}$/;

export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));

/** The password rules of §5; answers the first message that applies, or null. */
export function passwordProblem(password: string): string | null {
  if (!password) return fill(MESSAGES.required, { attribute: 'Password' });
  if (password.length < IDENTITY_LIMITS.passwordMin || password.length > IDENTITY_LIMITS.passwordMax) {
    return fill(MESSAGES.passwordLength, { from: IDENTITY_LIMITS.passwordMin, to: IDENTITY_LIMITS.passwordMax });
  }
  if (!PATTERNS.passwordCharset.test(password)) return 'Password may contain only letters, digits and punctuation';
  if (!PATTERNS.passwordStrength.test(password)) return MESSAGES.passwordStrength;
  return null;
}

export function emailProblem(email: string): string | null {
  const value = email.trim();
  if (!value) return fill(MESSAGES.required, { attribute: 'Email' });
  if (value.length > IDENTITY_LIMITS.emailMax) return fill(MESSAGES.max, { attribute: 'Email', max: IDENTITY_LIMITS.emailMax });
  if (!EMAIL_PATTERN.test(value)) return fill(MESSAGES.email, { attribute: 'Email' });
  return null;
}

export function nameProblem(attribute: string, value: string): string | null {
  const name = value.trim();
  if (!name) return fill(MESSAGES.required, { attribute });
  if (name.length > IDENTITY_LIMITS.nameMax) return fill(MESSAGES.max, { attribute, max: IDENTITY_LIMITS.nameMax });
  if (!PATTERNS.name.test(name)) return MESSAGES.name;
  return null;
}

/** The username rule of §5: empty allowed, else letters and digits within the length bounds. */
export function usernameProblem(value: string): string | null {
  const username = value.trim();
  if (!username) return null;
  if (!PATTERNS.username.test(username) || username.includes('@')) return 'Username may contain only letters and digits';
  if (username.length < IDENTITY_LIMITS.usernameMin || username.length > IDENTITY_LIMITS.usernameMax) {
    return fill(MESSAGES.usernameLength, { from: IDENTITY_LIMITS.usernameMin, to: IDENTITY_LIMITS.usernameMax });
  }
  return null;
}

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  username?: string;
  password: string;
  passwordConfirmation: string;
  phoneNumber: string;
  referralCode?: string;
}
export type SignUpField = keyof SignUpValues;

/** Sign-up rules of §5, field by field (empty object = valid). */
export function validateSignUp(values: SignUpValues): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  const firstName = nameProblem('First name', values.firstName);
  if (firstName) errors.firstName = firstName;
  const lastName = nameProblem('Last name', values.lastName);
  if (lastName) errors.lastName = lastName;
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  const username = usernameProblem(values.username ?? '');
  if (username) errors.username = username;
  const password = passwordProblem(values.password);
  if (password) errors.password = password;
  if (!values.passwordConfirmation) errors.passwordConfirmation = fill(MESSAGES.required, { attribute: 'Password confirmation' });
  else if (values.passwordConfirmation !== values.password) errors.passwordConfirmation = MESSAGES.passwordMismatch;
  const phone = phoneProblem(values.phoneNumber ?? '');
  if (phone) errors.phoneNumber = phone;
  const referral = values.referralCode?.trim() ?? '';
  if (referral.length > IDENTITY_LIMITS.referralCodeMax) {
    errors.referralCode = fill(MESSAGES.max, { attribute: 'Referral code', max: IDENTITY_LIMITS.referralCodeMax });
  }
  return errors;
}

export interface ResetPasswordValues {
  password: string;
  passwordConfirmation: string;
}

export function validateNewPassword(values: ResetPasswordValues): FieldErrors<keyof ResetPasswordValues> {
  const errors: FieldErrors<keyof ResetPasswordValues> = {};
  const password = passwordProblem(values.password);
  if (password) errors.password = password;
  if (!values.passwordConfirmation) errors.passwordConfirmation = fill(MESSAGES.required, { attribute: 'Password confirmation' });
  else if (values.passwordConfirmation !== values.password) errors.passwordConfirmation = MESSAGES.passwordMismatch;
  return errors;
}

/** A 6-digit one-time code (email OTP, TOTP); recovery codes are accepted where the api says so. */
export function otpProblem(code: string): string | null {
  return OTP_PATTERN.test(code.trim()) ? null : `Enter the ${IDENTITY_LIMITS.otpDigits}-digit code`;
}

/** POST /api/users/login and POST /api/users/google/callback: signed in, or a two-factor code is owed. */
export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /api/2fa/turn-on (a POST: each call replaces the secret being set up) */
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** The email-already-associated message of §8 (third-party login with an email that has a password). */
export const EMAIL_ALREADY_ASSOCIATED =
  'This email is already associated with an account. Sign in with your password, then link your Google account.';
