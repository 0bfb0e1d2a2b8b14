import { staffAlertsQuerySchema, staffAlertsSchema } from '../staff-alerts';
import { defineEndpoints } from './endpoint.schema';

/** What jobs gave up on, for staff (issue 29 item 6): read with the payments' capability. Tag `StaffAlert`. */
export const staffAlertSchemas = defineEndpoints(
  { area: 'staffAlerts', declarations: 'staffAlertEndpoints' },
  {
    /** What jobs gave up on after their last try (a paid domain the registry never carried out, a provider action never made), newest first. */
    listStaffAlerts: { method: 'GET', capability: 'payments.read', path: '/api/admin/staff-alerts', query: staffAlertsQuerySchema, response: staffAlertsSchema, tags: ['StaffAlert'] },
  },
);
