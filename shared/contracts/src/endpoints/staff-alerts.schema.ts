import { staffAlertActionSchema, staffAlertParamsSchema, staffAlertRetrySchema, staffAlertSchema, staffAlertsQuerySchema, staffAlertsSchema, staffPartyStateSchema } from '../staff-alerts';
import { defineEndpoints } from './endpoint.schema';

/**
 * What jobs gave up on, for staff (issue 29 item 6): read with the payments' capability. Tag `StaffAlert`. Issue 31
 * item 5: the subject's state at its party (read, `payments.read`), and a retry or a mark-done by hand (acting on a
 * service at its party: `sla.incidents`, the service-operations capability support and admin hold), audited; and
 * any customer service's or domain's state at its party, from the staff customer page.
 */
export const staffAlertSchemas = defineEndpoints(
  { area: 'staffAlerts', declarations: 'staffAlertEndpoints' },
  {
    /** What jobs gave up on after their last try (a paid domain the registry never carried out, a provider action never made), newest first. */
    listStaffAlerts: { method: 'GET', capability: 'payments.read', path: '/api/admin/staff-alerts', query: staffAlertsQuerySchema, response: staffAlertsSchema, tags: ['StaffAlert'] },
    /** The alert's domain at the registry or service at its provider, asked now (the party down: SYSTEM_BUSY). */
    getStaffAlertPartyState: { method: 'GET', capability: 'payments.read', path: '/api/admin/staff-alerts/:id/party-state', params: staffAlertParamsSchema, response: staffPartyStateSchema, tags: ['StaffAlertParty'] },
    /** A customer's service at its provider, or their domain at the registry, asked now (issue 31 item 5; the party down: SYSTEM_BUSY). */
    getServicePartyState: { method: 'GET', capability: 'payments.read', path: '/api/admin/services/:id/party-state', params: staffAlertParamsSchema, response: staffPartyStateSchema, tags: ['StaffAlertParty'] },
    /** Queues the failed job again under its own key, unless the party shows the work done; resolves the alert as retried. */
    retryStaffAlert: {
      method: 'POST',
      capability: 'sla.incidents',
      path: '/api/admin/staff-alerts/:id/retry',
      params: staffAlertParamsSchema,
      body: staffAlertActionSchema,
      response: staffAlertRetrySchema,
      tags: ['StaffAlert', 'StaffAlertParty', 'StaffAudit'],
    },
    /** The work was done by hand at the party: the job's key is closed (no later delivery redoes it) and the alert resolved as done. */
    markStaffAlertDone: {
      method: 'POST',
      capability: 'sla.incidents',
      path: '/api/admin/staff-alerts/:id/mark-done',
      params: staffAlertParamsSchema,
      body: staffAlertActionSchema,
      response: staffAlertSchema,
      tags: ['StaffAlert', 'StaffAlertParty', 'StaffAudit'],
    },
  },
);
