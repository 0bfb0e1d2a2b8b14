import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type DomainFulfilmentAction = 'register' | 'transfer' | 'renew' | 'reactivate';
/** pending: the job has not finished; done: the registry did it; refused: it refused for good (the price went to the balance); failed: the last try failed (staff alerted). */
export type DomainFulfilmentStatus = 'pending' | 'done' | 'refused' | 'failed';
/**
 * What the customer sees of a name whose job has not finished (null once it has): `failed` a registration or transfer
 * whose last try failed (the name is not theirs yet), `renewFailed` a renewal or reactivation (the name stays as it was).
 */
export type DomainFulfilmentState = 'registering' | 'transferring' | 'renewing' | 'failed' | 'renewFailed';

/** One paid domain action carried out by the `fulfil-domain` job (domains/domain-fulfilment-job.ts). */
export interface DomainFulfilmentsTable {
  /** The job's idempotency key: the order item (`item:<id>`, `hosting:<id>`) or a renewal's cycle. */
  key: string;
  user_id: string;
  order_id: string | null;
  order_item_id: string | null;
  action: DomainFulfilmentAction;
  domain: string;
  period: number;
  /** What goes back to the balance when the registry refuses for good, cents. */
  refund_amount: number;
  status: DomainFulfilmentStatus;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Something a job gave up on, for staff (GET /api/admin/staff-alerts). */
export interface StaffAlertsTable {
  id: string;
  kind: string;
  subject: string;
  user_id: string | null;
  message: string;
  reference: string;
  created_at: Timestamp;
  /** Resolved by staff (issue 31 item 5): when, by whom, how and why; null while open. */
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  resolved_by: ColumnType<string | null, string | null | undefined, string | null>;
  resolved_by_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  resolution: ColumnType<'retried' | 'done' | null, 'retried' | 'done' | null | undefined, 'retried' | 'done' | null>;
  resolution_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export type DomainFulfilmentRow = Selectable<DomainFulfilmentsTable>;
export type StaffAlertRow = Selectable<StaffAlertsTable>;

export interface FulfilmentTables {
  domain_fulfilments: DomainFulfilmentsTable;
  staff_alerts: StaffAlertsTable;
}
