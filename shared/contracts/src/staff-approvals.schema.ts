import { z } from 'zod';
import { STAFF_CAPABILITY_NAMES, type StaffCapability } from './staff-capabilities';
import { STAFF_APPROVAL_ACTIONS, STAFF_APPROVAL_STATUSES } from './staff-approvals';
import { staffReasonSchema } from './staff-console.schema';
import { ROLES } from './user';

/** The shapes of ./staff-approvals.ts as the api validates them. */

export const staffApprovalSchema = z.object({
  id: z.string(),
  action: z.enum(STAFF_APPROVAL_ACTIONS),
  capability: z.enum(STAFF_CAPABILITY_NAMES as [StaffCapability, ...StaffCapability[]]),
  /** What it changes: `user:<id>` or `voucher:<code>`. */
  target: z.string(),
  /** The request as it was made: the path parameters and the body. */
  request: z.object({ params: z.record(z.string(), z.string()), body: z.record(z.string(), z.unknown()) }),
  requestedBy: z.string(),
  requestReason: z.string(),
  requestedAt: z.string(),
  status: z.enum(STAFF_APPROVAL_STATUSES),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** What the approved change answered, or the error that stopped it (`failed`). */
  outcome: z.unknown(),
});
/** The answer (202) of a change beyond the caller's limits: nothing changed yet. */
export const staffApprovalPendingSchema = z.object({ pending: z.literal(true), approval: staffApprovalSchema });
/** The account a change is about (a `user:<id>` target), as staff know it. */
export const staffApprovalAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** First and last name ('' when the account has none). */
  name: z.string(),
});
/** Each listed approval comes with the account it is about (null for a voucher, or an account no longer there). */
export const staffApprovalListSchema = z.object({ items: z.array(staffApprovalSchema.extend({ account: staffApprovalAccountSchema.nullable() })) });
export const staffApprovalParamsSchema = z.object({ id: z.uuid() });
export const staffApprovalQuerySchema = z.object({ status: z.enum(STAFF_APPROVAL_STATUSES).default('pending') }).strict();
export const staffApprovalDecisionSchema = z.object({ reason: staffReasonSchema }).strict();
/** PUT /api/admin/users/:userId/role: a staff member's role (or back to customer). */
export const staffRoleChangeSchema = z.object({ role: z.enum(ROLES), reason: staffReasonSchema }).strict();
