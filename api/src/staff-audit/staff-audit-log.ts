import type { StaffAuditEntry } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { listStaffAudit, type StaffAuditFilter } from './staff-audit.repository';

/** The one audit log (issue 18 item 9): staff actions and the remote registry's changes, newest first, filtered. */
export async function readStaffAuditLog(deps: Pick<AreaDeps, 'db'>, filter: StaffAuditFilter): Promise<StaffAuditEntry[]> {
  return listStaffAudit(deps.db, filter);
}
