import { staffAlertsQuerySchema, staffAlertsSchema } from '../staff-alerts';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { staffAlertEndpoints } from './staff-alerts';

const schemas = {
  listStaffAlerts: { query: staffAlertsQuerySchema, response: staffAlertsSchema },
} as const;

export const staffAlertSchemas: BoundEndpoints<typeof staffAlertEndpoints, typeof schemas> = bindSchemas('staffAlerts', staffAlertEndpoints, schemas);
