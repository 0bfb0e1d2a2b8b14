import type { MaintenanceWindowCreate, StaffMaintenanceWindow } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import type { StaffActor } from '../staff-audit/staff-audit.repository';
import { cancelMaintenanceWindow, createMaintenanceWindow, listMaintenanceWindows } from './maintenance.repository';

/** Staff's list of maintenance windows (issue 18 item 4), cancelled ones included. */
export async function listWindowsForStaff(deps: Pick<AreaDeps, 'db'>): Promise<StaffMaintenanceWindow[]> {
  return listMaintenanceWindows(deps.db);
}

/** Schedules a window, with a reason (audited). */
export async function scheduleWindow(deps: Pick<AreaDeps, 'db'>, actor: StaffActor, input: MaintenanceWindowCreate): Promise<StaffMaintenanceWindow> {
  return createMaintenanceWindow(deps.db, input, actor);
}

/** Cancels a window now, with a reason (audited); the window stays in the list. NOT_FOUND when there is none. */
export async function cancelWindow(deps: Pick<AreaDeps, 'db' | 'clock'>, actor: StaffActor, id: string, reason: string): Promise<StaffMaintenanceWindow> {
  const cancelled = await cancelMaintenanceWindow(deps.db, id, reason, actor, deps.clock.now());
  if (!cancelled) throw new AppError('NOT_FOUND');
  return cancelled;
}
