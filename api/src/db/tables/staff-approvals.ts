import type { ColumnType } from 'kysely';
import type { StaffApprovalAction, StaffApprovalStatus, StaffCapability } from '@storefront/contracts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** A change waiting for a second staff member (migration 2026_12_23_0001_staff_capabilities). */
export interface StaffApprovalsTable {
  id: string;
  action: StaffApprovalAction;
  capability: StaffCapability;
  target: string;
  request: Json<{ params: Record<string, string>; body: Record<string, unknown> }>;
  requested_by: string;
  requester_email: string;
  request_reason: string;
  requested_at: Timestamp;
  status: ColumnType<StaffApprovalStatus, StaffApprovalStatus | undefined, StaffApprovalStatus>;
  decided_by: string | null;
  decider_email: string | null;
  decision_reason: string | null;
  decided_at: Timestamp | null;
  outcome: ColumnType<unknown, string | null | undefined, string | null>;
}
