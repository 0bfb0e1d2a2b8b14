import type { z } from 'zod';
import type { staffApprovalAccountSchema, staffApprovalListSchema, staffApprovalPendingSchema, staffApprovalSchema, staffRoleChangeSchema } from './staff-approvals.schema';

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

export type StaffApproval = z.infer<typeof staffApprovalSchema>;

/** The answer (202) of a change beyond the caller's limits: nothing changed yet. */
export type StaffApprovalPending = z.infer<typeof staffApprovalPendingSchema>;

/** The account a change is about (a `user:<id>` target), as staff know it. */
export type StaffApprovalAccount = z.infer<typeof staffApprovalAccountSchema>;

/** A listed approval, with the account it is about (null for a voucher, or an account no longer there). */
export type StaffApprovalListItem = StaffApprovalList['items'][number];

export type StaffApprovalList = z.infer<typeof staffApprovalListSchema>;

/** PUT /api/admin/users/:userId/role: a staff member's role (or back to customer). */
export type StaffRoleChange = z.infer<typeof staffRoleChangeSchema>;

/** Whether a limited change's answer is its pending approval (202) rather than its result. */
export function isApprovalPending(answer: unknown): answer is StaffApprovalPending {
  return typeof answer === 'object' && answer !== null && (answer as { pending?: unknown }).pending === true;
}
