import { z } from 'zod';

/**
 * Something a job gave up on after its last try (issue 29 item 6): a paid domain the registry would not carry out,
 * a suspend, resume or destroy the provider never took. The customer sees "failed — we are on it"; staff read these
 * at GET /api/admin/staff-alerts (newest first) and take it from there.
 */
export const staffAlertSchema = z.object({
  id: z.string(),
  /** `domain-fulfilment-failed`, `provider-action-failed`. */
  kind: z.string(),
  /** What it is about: a domain name, a service's name. */
  subject: z.string(),
  userId: z.string().nullable(),
  customerEmail: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type StaffAlert = z.infer<typeof staffAlertSchema>;
export const staffAlertsSchema = z.object({ items: z.array(staffAlertSchema) });
export const staffAlertsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(100) });
