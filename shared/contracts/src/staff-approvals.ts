import type { StaffCapability } from './staff-capabilities';
import type { Role } from './user';

/**
 * Four eyes (issue 28 item 1): a money or discount change beyond the requester's limits (STAFF_LIMITS) is not made but
 * waits as an approval; another staff member with the capability, whose own limits cover it, approves it (the change
 * is made then, in the approval's transaction) or rejects it, each with a reason. The requester never decides their
 * own. Request and decision both land in the staff audit log.
 */

/** The changes that can wait for approval: the endpoint each one came from. */
export const STAFF_APPROVAL_ACTIONS = ['adjustBalance', 'grantPromoCredit', 'createVoucher', 'updateVoucher'] as const;
export type StaffApprovalAction = (typeof STAFF_APPROVAL_ACTIONS)[number];

export const STAFF_APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'failed'] as const;
export type StaffApprovalStatus = (typeof STAFF_APPROVAL_STATUSES)[number];

export interface StaffApproval {
  id: string;
  action: StaffApprovalAction;
  capability: StaffCapability;
  /** What it changes: `user:<id>` or `voucher:<code>`. */
  target: string;
  /** The request as it was made: the path parameters and the body. */
  request: { params: Record<string, string>; body: Record<string, unknown> };
  requestedBy: string;
  requestReason: string;
  requestedAt: string;
  status: StaffApprovalStatus;
  decidedBy: string | null;
  decisionReason: string | null;
  decidedAt: string | null;
  /** What the approved change answered, or the error that stopped it (`failed`). */
  outcome: unknown;
}

/** The answer (202) of a change beyond the caller's limits: nothing changed yet. */
export interface StaffApprovalPending {
  pending: true;
  approval: StaffApproval;
}

/** The account a change is about (a `user:<id>` target), as staff know it. */
export interface StaffApprovalAccount {
  id: string;
  email: string;
  /** First and last name ('' when the account has none). */
  name: string;
}

/** A listed approval, with the account it is about (null for a voucher, or an account no longer there). */
export interface StaffApprovalListItem extends StaffApproval {
  account: StaffApprovalAccount | null;
}

export interface StaffApprovalList {
  items: StaffApprovalListItem[];
}

/** PUT /api/admin/users/:userId/role: a staff member's role (or back to customer). */
export interface StaffRoleChange {
  role: Role;
  reason: string;
}

/** Whether a limited change's answer is its pending approval (202) rather than its result. */
export function isApprovalPending(answer: unknown): answer is StaffApprovalPending {
  return typeof answer === 'object' && answer !== null && (answer as { pending?: unknown }).pending === true;
}
