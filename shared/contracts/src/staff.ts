import { z } from 'zod';
import { userInfoSchema } from './user';

/** The staff console's own shapes (spec §7 Admin): a customer as staff see them, and who a staff call is about. */

/** GET /api/admin/users?email= and PUT /api/admin/users/{userId}/ban: the customer, with whether the account is banned. */
export const staffUserSchema = userInfoSchema.extend({ banned: z.boolean() });
export type StaffUser = z.infer<typeof staffUserSchema>;
export const staffUserQuerySchema = z.object({ email: z.string().trim().min(3).max(254) });

/** A customer's id in a staff path (/api/admin/users/{userId}/…). */
export const staffUserParamsSchema = z.object({ userId: z.string().min(1).max(64) });
export const banParamsSchema = z.object({ userId: z.string().max(64) });

/** PATCH /api/admin/remotes/{name}: mfe_domains, mfe-domains or domains. */
export const remoteNameParamsSchema = z.object({ name: z.string().max(64) });
