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
  target: z.string(),
  request: z.object({ params: z.record(z.string(), z.string()), body: z.record(z.string(), z.unknown()) }),
  requestedBy: z.string(),
  requestReason: z.string(),
  requestedAt: z.string(),
  status: z.enum(STAFF_APPROVAL_STATUSES),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  outcome: z.unknown(),
});
export const staffApprovalPendingSchema = z.object({ pending: z.literal(true), approval: staffApprovalSchema });
export const staffApprovalAccountSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export const staffApprovalListSchema = z.object({ items: z.array(staffApprovalSchema.extend({ account: staffApprovalAccountSchema.nullable() })) });
export const staffApprovalParamsSchema = z.object({ id: z.uuid() });
export const staffApprovalQuerySchema = z.object({ status: z.enum(STAFF_APPROVAL_STATUSES).default('pending') }).strict();
export const staffApprovalDecisionSchema = z.object({ reason: staffReasonSchema }).strict();
export const staffRoleChangeSchema = z.object({ role: z.enum(ROLES), reason: staffReasonSchema }).strict();
