import {
  maintenanceCancelSchema,
  maintenanceParamsSchema,
  maintenanceWindowCreateSchema,
  staffMaintenanceListSchema,
  staffMaintenanceWindowSchema,
} from '../maintenance.schema';
import { runtimeSettingsSchema, runtimeSettingsUpdateSchema, staffAuditListSchema, staffAuditQuerySchema } from '../staff-console.schema';
import { staffCustomersPageSchema, staffCustomersQuerySchema } from '../staff-customers';
import { defineEndpoints } from './endpoint.schema';
import { maintenanceSchemas } from './maintenance.schema';

/**
 * The staff console's own endpoints (issue 18), beside the admin ones: runtime settings (feature flags and the
 * seasonal theme: admin), maintenance windows (staff), the one audit log (staff); and the public GET /api/maintenance
 * (spec §7) the storefront's popup reads (defined in ./maintenance.schema.ts and included here, its declarations in
 * ./maintenance.ts, the module the storefront's first load reads: a module is bundled with every export any chunk
 * reads). The console's other work is in ./staff-operations.ts.
 * Said once here; the browser's `staffConsoleEndpoints` (./staff-console.ts) is generated from it.
 */
export const staffConsoleSchemas = defineEndpoints(
  { area: 'staffConsole', declarations: 'staffConsoleEndpoints' },
  {
    getSettings: { method: 'GET', capability: 'settings.read', path: '/api/admin/settings', response: runtimeSettingsSchema, tags: ['Settings'] },
    updateSettings: { method: 'PATCH', capability: 'settings.write', path: '/api/admin/settings', body: runtimeSettingsUpdateSchema, response: runtimeSettingsSchema, tags: ['Settings', 'Config', 'StaffAudit'] },
    listMaintenanceWindows: { method: 'GET', capability: 'maintenance.read', path: '/api/admin/maintenance', response: staffMaintenanceListSchema, tags: ['Maintenance'] },
    createMaintenanceWindow: {
      method: 'POST',
      capability: 'maintenance.write',
      path: '/api/admin/maintenance',
      body: maintenanceWindowCreateSchema,
      response: staffMaintenanceWindowSchema,
      status: 201,
      tags: ['Maintenance', 'StaffAudit'],
    },
    cancelMaintenanceWindow: {
      method: 'POST',
      capability: 'maintenance.write',
      path: '/api/admin/maintenance/:id/cancel',
      params: maintenanceParamsSchema,
      body: maintenanceCancelSchema,
      response: staffMaintenanceWindowSchema,
      tags: ['Maintenance', 'StaffAudit'],
    },
    listStaffAudit: { method: 'GET', capability: 'audit.read', path: '/api/admin/audit', query: staffAuditQuerySchema, response: staffAuditListSchema, tags: ['StaffAudit'] },
    searchCustomers: { method: 'GET', capability: 'customers.read', path: '/api/admin/customers', query: staffCustomersQuerySchema, response: staffCustomersPageSchema, tags: ['StaffUser'] },
  },
  maintenanceSchemas,
);
