import type { Transaction } from 'kysely';
import { isStaffRole, roleCan, type StaffApproval, type StaffApprovalListItem, type StaffApprovalStatus } from '@storefront/contracts';
import type { Database, UserRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { missingCapability } from '../plugins/app/session';
import { listApprovals, lockApproval, recordDecision } from './approvals.repository';
import { executionOf } from './approved-changes';
import { withinLimits } from './limits';

const decided = () => new AppError('BAD_REQUEST', undefined, undefined, 'This request has been decided already', 409);
const ownRequest = () => new AppError('FORBIDDEN', undefined, { rule: 'fourEyes' }, 'You do not have permission to decide your own request');
const beyondLimits = () => new AppError('FORBIDDEN', undefined, { rule: 'limits' }, 'You do not have permission to approve a change beyond your own limits');

/** The changes waiting for a second staff member (or the decided ones, by status). */
export async function listWaitingChanges(deps: Pick<AreaDeps, 'db'>, status: StaffApprovalStatus): Promise<StaffApprovalListItem[]> {
  return listApprovals(deps.db, status);
}

/** The checks both decisions make on the locked row: still pending, not the decider's own, the decider holds the capability. */
async function lockForDecision(trx: Transaction<Database>, id: string, decider: UserRow) {
  const row = await lockApproval(trx, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'pending') throw decided();
  if (row.requested_by === decider.id) throw ownRequest();
  if (!roleCan(decider.role, row.capability)) throw missingCapability(row.capability);
  return row;
}

/**
 * Approves a waiting change and makes it, in the decision's transaction with its audit row (issue 28 item 1, four
 * eyes). A change that fails when made (the balance is short, the code was taken meanwhile) is recorded as failed with
 * its error, and nothing of it is kept.
 */
export async function approveChange(deps: Pick<AreaDeps, 'db' | 'clock'>, approver: UserRow, id: string, reason: string): Promise<StaffApproval> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const row = await lockForDecision(trx, id, approver);
      const execution = await executionOf(trx, approver, row.action, row.request, now);
      if (!isStaffRole(approver.role) || !(await withinLimits(trx, { id: approver.id, role: approver.role }, execution.limited, now))) throw beyondLimits();
      const outcome = await execution.run();
      return recordDecision(trx, row, approver, { status: 'approved', reason, outcome }, now);
    });
  } catch (error) {
    // Refusals of the decider (rank, capability, limits, four eyes, decided) stay errors; a failure of the change itself is its outcome.
    if (!(error instanceof AppError) || error.status === 403 || error.status === 404 || error.status === 409) throw error;
    const failure = error.body;
    return deps.db.transaction().execute(async (trx) => {
      const row = await lockForDecision(trx, id, approver);
      return recordDecision(trx, row, approver, { status: 'failed', reason, outcome: { error: failure } }, now);
    });
  }
}

/** Rejects a waiting change (nothing is made), with a reason (audited with the request's). Not one's own request. */
export async function rejectChange(deps: Pick<AreaDeps, 'db' | 'clock'>, decider: UserRow, id: string, reason: string): Promise<StaffApproval> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockForDecision(trx, id, decider);
    return recordDecision(trx, row, decider, { status: 'rejected', reason, outcome: null }, now);
  });
}
