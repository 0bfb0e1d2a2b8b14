import { z } from 'zod';
import { STAFF_AUDIT_LIMITS } from './staff-console';

/** How staff resolved an alert: `retried` (the failed job queued again under its own key) or `done` (done by hand at the party). */
export const STAFF_ALERT_RESOLUTIONS = ['retried', 'done'] as const;
export type StaffAlertResolution = (typeof STAFF_ALERT_RESOLUTIONS)[number];

/**
 * Something a job gave up on after its last try (issue 29 item 6): a paid domain the registry would not carry out,
 * a suspend, resume or destroy the provider never took. The customer sees "failed — we are on it"; staff read these
 * at GET /api/admin/staff-alerts (newest first) and take it from there.
 */
export const staffAlertSchema = z.object({
  id: z.string(),
  /** `domain-fulfilment-failed`, `provider-action-failed`, `provisioning-failed`. */
  kind: z.string(),
  /** What it is about: a domain name, a service's name. */
  subject: z.string(),
  userId: z.string().nullable(),
  customerEmail: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  /** Resolved by staff (issue 31 item 5): the failed job retried, or the work marked done by hand at the party; null while open. */
  resolution: z
    .object({ how: z.enum(STAFF_ALERT_RESOLUTIONS), by: z.string(), at: z.string(), reason: z.string() })
    .nullable()
    .optional(),
});
export type StaffAlert = z.infer<typeof staffAlertSchema>;
export const staffAlertsSchema = z.object({ items: z.array(staffAlertSchema) });
export const staffAlertsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(100) });

export const staffAlertParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Why staff retry a job or mark it done by hand (required, kept in the audit log). */
export const staffAlertActionSchema = z.object({ reason: z.string().trim().min(STAFF_AUDIT_LIMITS.reasonMin).max(STAFF_AUDIT_LIMITS.reasonMax) });

/**
 * What the party says now about an alert's subject (GET /api/admin/staff-alerts/{id}/party-state), asked live: the
 * registry's answer for a domain, the provider's status for a cloud server or hosting account. Never a credential.
 */
export const staffPartyStateSchema = z.discriminatedUnion('party', [
  z.object({
    party: z.literal('registry'),
    domain: z.string(),
    registered: z.boolean(),
    /** EPP statuses (ok, clientTransferProhibited, pendingTransfer, redemptionPeriod …). */
    statuses: z.array(z.string()),
    /** The sponsoring registrar (EPP's clID), null when the name is not registered. */
    registrar: z.string().nullable(),
    expiresAt: z.string().nullable(),
    transfer: z.object({ status: z.enum(['none', 'pendingTransfer', 'completed']), completesAt: z.string().nullable() }).nullable(),
    askedAt: z.string(),
  }),
  z.object({
    party: z.literal('provider'),
    serviceId: z.string(),
    kind: z.string(),
    name: z.string(),
    /** The provider's id of it; null when it was never built (nothing to ask). */
    externalId: z.string().nullable(),
    /** The provider's state (creating, validating, ready …), null when it was never built. */
    state: z.string().nullable(),
    ips: z.array(z.string()),
    /** A hosting account: whether the panel has it suspended; null when the provider does not say. */
    suspended: z.boolean().nullable(),
    askedAt: z.string(),
  }),
]);
export type StaffPartyState = z.infer<typeof staffPartyStateSchema>;

/** What a retry did: `queued` (the failed job again, under its own key), `already-done` (the party shows the work done: nothing queued, mark it done). */
export const staffAlertRetrySchema = z.object({ outcome: z.enum(['queued', 'already-done']), alert: staffAlertSchema });
export type StaffAlertRetry = z.infer<typeof staffAlertRetrySchema>;
