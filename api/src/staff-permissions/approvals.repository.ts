import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StaffApproval, StaffApprovalAccount, StaffApprovalAction, StaffApprovalListItem, StaffApprovalPending, StaffApprovalStatus, StaffCapability } from '@storefront/contracts';
import type { Database } from '../db/database';
import type { StaffApprovalsTable } from '../db/tables/staff-approvals';
import { recordStaffAudit } from '../staff-audit/staff-audit.repository';

type Row = Selectable<StaffApprovalsTable>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toApproval(row: Row): StaffApproval {
  return {
    id: row.id,
    action: row.action,
    capability: row.capability,
    target: row.target,
    request: row.request,
    requestedBy: row.requester_email,
    requestReason: row.request_reason,
    requestedAt: iso(row.requested_at)!,
    status: row.status,
    decidedBy: row.decider_email,
    decisionReason: row.decision_reason,
    decidedAt: iso(row.decided_at),
    outcome: row.outcome ?? null,
  };
}

export interface ApprovalRequest {
  action: StaffApprovalAction;
  capability: StaffCapability;
  target: string;
  params: Record<string, string>;
  body: Record<string, unknown>;
  reason: string;
}

/** Stores a change beyond the requester's limits (nothing else changes) and audits the request, in the caller's transaction. */
export async function requestApproval(trx: Transaction<Database>, actor: { id: string; email: string }, change: ApprovalRequest, now: Date): Promise<StaffApprovalPending> {
  const row = await trx
    .insertInto('staff_approvals')
    .values({
      id: randomUUID(),
      action: change.action,
      capability: change.capability,
      target: change.target,
      request: JSON.stringify({ params: change.params, body: change.body }),
      requested_by: actor.id,
      requester_email: actor.email,
      request_reason: change.reason,
      requested_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordStaffAudit(trx, { email: actor.email, userId: actor.id }, {
    area: 'approval',
    action: `request ${change.action}`,
    target: change.target,
    before: null,
    after: { approval: row.id, capability: change.capability, request: { params: change.params, body: change.body } },
    reason: change.reason,
  });
  return { pending: true, approval: toApproval(row) };
}

const USER_TARGET = 'user:';

/** The listed approvals, each with the account it is about (its email and name for staff), read in one query. */
export async function listApprovals(db: Kysely<Database>, status: StaffApprovalStatus): Promise<StaffApprovalListItem[]> {
  const rows = await db.selectFrom('staff_approvals').selectAll().where('status', '=', status).orderBy('requested_at', status === 'pending' ? 'asc' : 'desc').limit(200).execute();
  const userIds = [...new Set(rows.filter((row) => row.target.startsWith(USER_TARGET)).map((row) => row.target.slice(USER_TARGET.length)))];
  const users = userIds.length ? await db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name']).where('id', 'in', userIds).execute() : [];
  const accounts = new Map<string, StaffApprovalAccount>(users.map((user) => [user.id, { id: user.id, email: user.email, name: `${user.first_name} ${user.last_name}`.trim() }]));
  return rows.map((row) => ({ ...toApproval(row), account: row.target.startsWith(USER_TARGET) ? (accounts.get(row.target.slice(USER_TARGET.length)) ?? null) : null }));
}

export async function lockApproval(trx: Transaction<Database>, id: string): Promise<Row | undefined> {
  return trx.selectFrom('staff_approvals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Writes the decision and its audit row (request, requester, approver, both reasons, outcome), in the decision's transaction. */
export async function recordDecision(
  trx: Transaction<Database>,
  row: Row,
  decider: { id: string; email: string },
  decision: { status: Exclude<StaffApprovalStatus, 'pending'>; reason: string; outcome: unknown },
  now: Date,
): Promise<StaffApproval> {
  const updated = await trx
    .updateTable('staff_approvals')
    .set({ status: decision.status, decided_by: decider.id, decider_email: decider.email, decision_reason: decision.reason, decided_at: now, outcome: JSON.stringify(decision.outcome ?? null) })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordStaffAudit(trx, { email: decider.email, userId: decider.id }, {
    area: 'approval',
    action: `${decision.status === 'rejected' ? 'reject' : 'approve'} ${row.action}`,
    target: row.target,
    before: { approval: row.id, requestedBy: row.requester_email, requestReason: row.request_reason, request: row.request },
    after: { status: decision.status, outcome: decision.outcome ?? null },
    reason: decision.reason,
  });
  return toApproval(updated);
}
