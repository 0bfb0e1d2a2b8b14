import { maintenanceStatusSchema } from '../maintenance.schema';
import { defineEndpoints } from './endpoint.schema';

/**
 * The public GET /api/maintenance (spec §7) that every page of the storefront reads: in a module of its own, so the
 * first load does not bundle the console's declarations with it (a module is bundled with every export any chunk
 * of the page reads).
 * Said once here; the browser's `maintenanceEndpoints` (./maintenance.ts) is generated from it.
 */
export const maintenanceSchemas = defineEndpoints(
  { area: 'staffConsole', declarations: 'maintenanceEndpoints' },
  {
    getMaintenance: { method: 'GET', path: '/api/maintenance', response: maintenanceStatusSchema, tags: ['Maintenance'] },
  },
);
