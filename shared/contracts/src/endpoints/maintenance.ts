import type { MaintenanceStatus } from '../maintenance';
import { typed, type Endpoints } from './endpoint';

/**
 * The public GET /api/maintenance (spec §7) that every page of the storefront reads: in a module of its own, so the
 * first load does not bundle the console's declarations with it (a module is bundled with every export any chunk
 * of the page reads).
 */
export const maintenanceEndpoints = {
  getMaintenance: { method: 'GET', path: '/api/maintenance', response: typed<MaintenanceStatus>(), tags: ['Maintenance'] },
} as const satisfies Endpoints;

