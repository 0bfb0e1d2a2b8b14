/**
 * The staff console (issue 18): the one staff audit log, and the runtime settings (feature flags
 * and the seasonal theme) staff change without a restart. Who may do what: ./staff-capabilities.ts. No zod here at run
 * time (the browser reads it): the schemas are in ./staff-console.schema.ts, and the types are inferred from them with
 * type-only imports.
 */
import type { z } from 'zod';
import type { runtimeSettingsSchema, runtimeSettingsUpdateSchema, staffAuditEntrySchema, staffAuditListSchema } from './staff-console.schema';

/** Every staff endpoint's path starts with this (the api refuses guests and customers there before reading anything else). */
export const STAFF_API_PREFIX = '/api/admin/';

/** A staff reason's length, said once: the api's schemas and the console's reason dialog both hold to it. */
export const STAFF_AUDIT_LIMITS = { reasonMin: 3, reasonMax: 500, listMax: 500 } as const;

/** The areas of the audit log; `remote` entries come from the remotes registry's own audit (folded into the one view). */
export const STAFF_AUDIT_AREAS = ['remote', 'flags', 'theme', 'maintenance', 'customer', 'payment', 'voucher', 'programme', 'approval', 'staff'] as const;
export type StaffAuditArea = (typeof STAFF_AUDIT_AREAS)[number];

/** One staff action (GET /api/admin/audit): actor, time, target, before, after and reason. */
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;
export type StaffAuditList = z.infer<typeof staffAuditListSchema>;

/** GET and PATCH /api/admin/settings: the flags and the theme as stored (environment variables were the defaults at first start). */
export type RuntimeSettings = z.infer<typeof runtimeSettingsSchema>;

/** PATCH /api/admin/settings, as the console sends it. */
export type RuntimeSettingsUpdate = z.input<typeof runtimeSettingsUpdateSchema>;


