import { maintenanceCancelSchema, maintenanceParamsSchema, maintenanceStatusSchema, maintenanceWindowCreateSchema, staffMaintenanceListSchema, staffMaintenanceWindowSchema } from '../maintenance.schema';
import { z } from 'zod';
import { staffUserSchema } from '../staff';
import { customerSearchQuerySchema, runtimeSettingsSchema, runtimeSettingsUpdateSchema, staffAuditListSchema, staffAuditQuerySchema } from '../staff-console.schema';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { staffConsoleEndpoints } from './staff-console';

const schemas = {
  getMaintenance: { response: maintenanceStatusSchema },
  getSettings: { response: runtimeSettingsSchema },
  updateSettings: { body: runtimeSettingsUpdateSchema, response: runtimeSettingsSchema },
  listMaintenanceWindows: { response: staffMaintenanceListSchema },
  createMaintenanceWindow: { body: maintenanceWindowCreateSchema, response: staffMaintenanceWindowSchema, status: 201 },
  cancelMaintenanceWindow: { params: maintenanceParamsSchema, body: maintenanceCancelSchema, response: staffMaintenanceWindowSchema },
  listStaffAudit: { query: staffAuditQuerySchema, response: staffAuditListSchema },
  searchCustomers: { query: customerSearchQuerySchema, response: z.object({ items: z.array(staffUserSchema) }) },
} as const;

export const staffConsoleSchemas: BoundEndpoints<typeof staffConsoleEndpoints, typeof schemas> = bindSchemas('staffConsole', staffConsoleEndpoints, schemas);
