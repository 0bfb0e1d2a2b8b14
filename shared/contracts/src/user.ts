import { z } from 'zod';
import { LOCALES } from './locale';

/** Who an account is: a customer, or staff by role (their capabilities: ./staff-capabilities.ts). */
export const ROLES = ['customer', 'support', 'finance', 'admin'] as const;

export const localeSchema = z.enum(LOCALES);
export type Role = (typeof ROLES)[number];

/** POST /api/users/login: `login` is an email or a username. */
export const loginSchema = z.object({
  login: z.string().trim().min(1, 'Login field is required').max(254),
  password: z.string().min(1, 'Password field is required').max(128),
});
export type LoginBody = z.infer<typeof loginSchema>;

/** GET /api/users/getUserInformation */
export const userInfoSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(ROLES),
  localeCode: z.enum(LOCALES),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** False for an account created by a third-party login (it has no password yet). */
  hasPassword: z.boolean(),
  /** A staff reset requires a new password before anything else (PATCH /api/users/password/force). */
  mustChangePassword: z.boolean(),
  /** Where the newsletter goes (PUT /api/users/subscription), or null when not subscribed. */
  newsletterEmail: z.string().nullable(),
});

/** GET /api/session: who is browsing — the signed-in user, or null for a guest (never a 401: a guest is no error). */
export const sessionAnswerSchema = z.object({ user: userInfoSchema.nullable() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;
export type UserInfo = z.infer<typeof userInfoSchema>;

/** PATCH /api/users/locale */
export const localeUpdateSchema = z.object({ localeCode: z.enum(LOCALES) });
