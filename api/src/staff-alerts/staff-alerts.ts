import type { StaffAlert } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { listStaffAlerts } from './staff-alerts.repository';

/** GET /api/admin/staff-alerts: the newest alerts first. */
export const listStaffAlertsForStaff = (deps: Pick<AreaDeps, 'db'>, limit: number): Promise<StaffAlert[]> => listStaffAlerts(deps.db, limit);
