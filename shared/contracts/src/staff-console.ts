import type { FeatureFlags } from './config';
import type { SeasonalTheme } from './catalogue';

/**
 * The staff console (issue 18): the one staff audit log, and the runtime settings (feature flags
 * and the seasonal theme) staff change without a restart. Who may do what: ./staff-capabilities.ts. No zod here (the browser reads it): the schemas are in
 * ./staff-console.schema.ts.
 */

/** Every staff endpoint's path starts with this (the api refuses guests and customers there before reading anything else). */
export const STAFF_API_PREFIX = '/api/admin/';

/** A staff reason's length, said once: the api's schemas and the console's reason dialog both hold to it. */
export const STAFF_AUDIT_LIMITS = { reasonMin: 3, reasonMax: 500, listMax: 500 } as const;

/** The areas of the audit log; `remote` entries come from the remotes registry's own audit (folded into the one view). */
export const STAFF_AUDIT_AREAS = ['remote', 'flags', 'theme', 'maintenance', 'customer', 'payment', 'voucher', 'programme', 'approval', 'staff'] as const;
export type StaffAuditArea = (typeof STAFF_AUDIT_AREAS)[number];

/** One staff action (GET /api/admin/audit): actor, time, target, before, after and reason. */
export interface StaffAuditEntry {
  id: string;
  area: StaffAuditArea;
  action: string;
  /** What was changed, e.g. `flags`, `remote:mfe_hosting`, `user:<id>`, `maintenance:<id>`. */
  target: string;
  actor: string;
  at: string;
  before: unknown;
  after: unknown;
  reason: string;
}
export interface StaffAuditList {
  items: StaffAuditEntry[];
}

/** GET and PATCH /api/admin/settings: the flags and the theme as stored (environment variables were the defaults at first start). */
export interface RuntimeSettings {
  flags: FeatureFlags;
  theme: SeasonalTheme;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface RuntimeSettingsUpdate {
  flags?: Partial<FeatureFlags>;
  theme?: SeasonalTheme;
  reason: string;
}

/** GET /api/admin/customers?q=: at most this many customers. */
export const CUSTOMER_SEARCH_LIMIT = 50;

