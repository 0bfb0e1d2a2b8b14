import { randomUUID } from 'node:crypto';
import type { StaffAlert } from '@storefront/contracts';
import type { Db } from '../db/database';

export interface StaffAlertInput {
  /** What gave up: `domain-fulfilment-failed`, `provider-action-failed`. */
  kind: string;
  /** What it is about, as staff look for it (a domain name, a service's name). */
  subject: string;
  userId: string | null;
  message: string;
  /** The job's key: one alert per thing that gave up, however often the job is delivered. */
  reference: string;
  now: Date;
}

/** Tells staff that a job gave up after its last try (in the caller's transaction, once per reference). */
export async function raiseStaffAlert(db: Db, alert: StaffAlertInput): Promise<void> {
  await db
    .insertInto('staff_alerts')
    .values({ id: randomUUID(), kind: alert.kind, subject: alert.subject, user_id: alert.userId, message: alert.message.slice(0, 1000), reference: alert.reference, created_at: alert.now })
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
}

/** The newest alerts first, with their customer's email (GET /api/admin/staff-alerts). */
export async function listStaffAlerts(db: Db, limit: number): Promise<StaffAlert[]> {
  const rows = await db
    .selectFrom('staff_alerts')
    .leftJoin('users', 'users.id', 'staff_alerts.user_id')
    .select(['staff_alerts.id', 'staff_alerts.kind', 'staff_alerts.subject', 'staff_alerts.user_id', 'users.email', 'staff_alerts.message', 'staff_alerts.created_at'])
    .orderBy('staff_alerts.created_at', 'desc')
    .orderBy('staff_alerts.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, kind: row.kind, subject: row.subject, userId: row.user_id, customerEmail: row.email ?? null, message: row.message, createdAt: new Date(row.created_at).toISOString() }));
}
