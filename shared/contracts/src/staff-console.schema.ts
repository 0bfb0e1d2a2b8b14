import { z } from 'zod';
import { FEATURE_FLAG_KEYS, type FeatureFlags } from './config';
import { SEASONAL_THEMES } from './catalogue';
import { STAFF_AUDIT_AREAS, STAFF_AUDIT_LIMITS } from './staff-console';

/** The staff console's shapes as the api validates them (types and constants in ./staff-console.ts). */

/** Why staff do something: every staff change carries one, kept in the audit log. */
export const staffReasonSchema = z
  .string()
  .trim()
  .min(STAFF_AUDIT_LIMITS.reasonMin, `Say why (reason, at least ${STAFF_AUDIT_LIMITS.reasonMin} characters)`)
  .max(STAFF_AUDIT_LIMITS.reasonMax, `reason must be at most ${STAFF_AUDIT_LIMITS.reasonMax} characters`);

/** A staff action's body that is its reason alone (a cancel, a mark-done). */
export const staffReasonBodySchema = z.object({ reason: staffReasonSchema }).strict();

/** One staff action (GET /api/admin/audit): actor, time, target, before, after and reason. */
export const staffAuditEntrySchema = z.object({
  id: z.string(),
  area: z.enum(STAFF_AUDIT_AREAS),
  action: z.string(),
  /** What was changed, e.g. `flags`, `remote:mfe_hosting`, `user:<id>`, `maintenance:<id>`. */
  target: z.string(),
  actor: z.string(),
  at: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
});
export const staffAuditListSchema = z.object({ items: z.array(staffAuditEntrySchema) });

export const staffAuditQuerySchema = z
  .object({
    area: z.enum(STAFF_AUDIT_AREAS).optional(),
    /** Part of the actor's email (case-insensitive). */
    actor: z.string().trim().max(254).optional(),
    /** Part of the target (case-insensitive). */
    target: z.string().trim().max(200).optional(),
    since: z.string().datetime({ offset: true }).optional(),
    limit: z.coerce.number().int().min(1).max(STAFF_AUDIT_LIMITS.listMax).default(100),
  })
  .strict();

const flagsPatchShape = Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, z.boolean().optional()])) as Record<keyof FeatureFlags, z.ZodOptional<z.ZodBoolean>>;

/** GET and PATCH /api/admin/settings: the flags and the theme as stored (environment variables were the defaults at first start). */
export const runtimeSettingsSchema = z.object({
  flags: z.object(Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, z.boolean()])) as Record<keyof FeatureFlags, z.ZodBoolean>),
  theme: z.enum(SEASONAL_THEMES),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});

/** PATCH /api/admin/settings: the flags and or the theme to change, and why. */
export const runtimeSettingsUpdateSchema = z
  .object({
    flags: z.object(flagsPatchShape).strict().optional(),
    theme: z.enum(SEASONAL_THEMES).optional(),
    reason: staffReasonSchema,
  })
  .strict()
  .refine((v) => v.theme !== undefined || (v.flags !== undefined && Object.keys(v.flags).length > 0), 'Nothing to change');


