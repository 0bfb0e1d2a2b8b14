import type { Transaction } from 'kysely';
import { isStaffRole, staffApprovalPendingSchema, type StaffApprovalPending } from '@storefront/contracts';
import type { Database, UserRow } from '../db/database';
import { AppError } from '../errors';
import { requestApproval, type ApprovalRequest } from './approvals.repository';
import { withinLimits, type LimitedChange } from './limits';

/**
 * Four eyes at the door of a limited change: within the caller's limits, null (the route makes the change in this
 * transaction); beyond them, the change is stored as a pending approval instead, and the route answers 202 with it.
 */
export async function gateChange(trx: Transaction<Database>, actor: UserRow, limited: LimitedChange, request: ApprovalRequest, now: Date): Promise<StaffApprovalPending | null> {
  if (!isStaffRole(actor.role)) throw new AppError('FORBIDDEN');
  if (await withinLimits(trx, { id: actor.id, role: actor.role }, limited, now)) return null;
  return requestApproval(trx, actor, request, now);
}

/** A limited change's route: its declared answer, and 202 with the pending approval when it waits for a second staff member. */
export function mayWaitForApproval<R extends { schema: { response: object } }>(route: R) {
  return { ...route, schema: { ...route.schema, response: { ...route.schema.response, 202: staffApprovalPendingSchema } } };
}
