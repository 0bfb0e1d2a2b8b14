import type { z } from 'zod';
import type { StaffMaintenanceList, StaffMaintenanceWindow } from '../maintenance';
import type { maintenanceCancelSchema, maintenanceWindowCreateSchema } from '../maintenance.schema';
import type { RuntimeSettings, StaffAuditList } from '../staff-console';
import type { customerSearchQuerySchema, runtimeSettingsUpdateSchema, staffAuditQuerySchema } from '../staff-console.schema';
import type { StaffUser } from '../staff';
import { typed, type Endpoints } from './endpoint';
import { maintenanceEndpoints } from './maintenance';

/**
 * The staff console's own endpoints (issue 18), beside the admin ones: runtime settings (feature flags and the
 * seasonal theme: admin), maintenance windows (staff), the one audit log (staff); and the public GET /api/maintenance
 * (spec §7) the storefront's popup reads (declared in ./maintenance.ts, the module the storefront's first load reads:
 * a module is bundled with every export any chunk reads). The console's other work is in ./staff-operations.ts.
 */
export const staffConsoleEndpoints = {
  ...maintenanceEndpoints,
  getSettings: { method: 'GET', capability: 'settings.read', path: '/api/admin/settings', response: typed<RuntimeSettings>(), tags: ['Settings'] },
  updateSettings: { method: 'PATCH', capability: 'settings.write', path: '/api/admin/settings', body: typed<z.input<typeof runtimeSettingsUpdateSchema>>(), response: typed<RuntimeSettings>(), tags: ['Settings', 'Config', 'StaffAudit'] },
  listMaintenanceWindows: { method: 'GET', capability: 'maintenance.read', path: '/api/admin/maintenance', response: typed<StaffMaintenanceList>(), tags: ['Maintenance'] },
  createMaintenanceWindow: {
    method: 'POST',
    capability: 'maintenance.write',
    path: '/api/admin/maintenance',
    body: typed<z.input<typeof maintenanceWindowCreateSchema>>(),
    response: typed<StaffMaintenanceWindow>(),
    tags: ['Maintenance', 'StaffAudit'],
  },
  cancelMaintenanceWindow: {
    method: 'POST',
    capability: 'maintenance.write',
    path: '/api/admin/maintenance/:id/cancel',
    body: typed<z.input<typeof maintenanceCancelSchema>>(),
    response: typed<StaffMaintenanceWindow>(),
    tags: ['Maintenance', 'StaffAudit'],
  },
  listStaffAudit: { method: 'GET', capability: 'audit.read', path: '/api/admin/audit', query: typed<z.input<typeof staffAuditQuerySchema>>(), response: typed<StaffAuditList>(), tags: ['StaffAudit'] },
  searchCustomers: { method: 'GET', capability: 'customers.read', path: '/api/admin/customers', query: typed<z.input<typeof customerSearchQuerySchema>>(), response: typed<{ items: StaffUser[] }>(), tags: ['StaffUser'] },
} as const satisfies Endpoints;
