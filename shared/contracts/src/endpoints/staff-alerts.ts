import type { z } from 'zod';
import type { staffAlertsQuerySchema, staffAlertsSchema } from '../staff-alerts';
import { typed, type Endpoints } from './endpoint';

/** What jobs gave up on, for staff (issue 29 item 6): read with the payments' capability. Tag `StaffAlert`. */
export const staffAlertEndpoints = {
  listStaffAlerts: {
    method: 'GET',
    capability: 'payments.read',
    path: '/api/admin/staff-alerts',
    query: typed<z.input<typeof staffAlertsQuerySchema>>(),
    response: typed<z.infer<typeof staffAlertsSchema>>(),
    tags: ['StaffAlert'],
  },
} as const satisfies Endpoints;
