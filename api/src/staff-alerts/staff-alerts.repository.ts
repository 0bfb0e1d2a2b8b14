import { randomUUID } from 'node:crypto';
import type { StaffAlert } from '@storefront/contracts';
import type { Db } from '../db/database';

export interface StaffAlertInput {
  /** What gave up: `domain-fulfilment-failed`, `provider-action-failed`, `provisioning-failed`. */
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
    // Once per reference; an alert staff resolved by a retry opens again when the job gives up again.
    .onConflict((oc) =>
      oc
        .column('reference')
        .doUpdateSet({ message: alert.message.slice(0, 1000), created_at: alert.now, resolved_at: null, resolved_by: null, resolved_by_user_id: null, resolution: null, resolution_reason: null })
        .where('staff_alerts.resolution', '=', 'retried'),
    )
    .execute();
}

/** The newest alerts first, with their customer's email (GET /api/admin/staff-alerts). */
export async function listStaffAlerts(db: Db, limit: number): Promise<StaffAlert[]> {
  const rows = await db
    .selectFrom('staff_alerts')
    .leftJoin('users', 'users.id', 'staff_alerts.user_id')
    .select(['staff_alerts.id', 'staff_alerts.kind', 'staff_alerts.subject', 'staff_alerts.user_id', 'users.email', 'staff_alerts.message', 'staff_alerts.created_at'])
    .select(['staff_alerts.resolved_at', 'staff_alerts.resolved_by', 'staff_alerts.resolution', 'staff_alerts.resolution_reason'])
    .orderBy('staff_alerts.created_at', 'desc')
    .orderBy('staff_alerts.id')
    .limit(limit)
    .execute();
  return rows.map(staffAlertOf);
}

/** One alert as staff read it. */
export function staffAlertOf(row: {
  id: string;
  kind: string;
  subject: string;
  user_id: string | null;
  email: string | null;
  message: string;
  created_at: Date | string;
  resolved_at: Date | string | null;
  resolved_by: string | null;
  resolution: 'retried' | 'done' | null;
  resolution_reason: string | null;
}): StaffAlert {
  const resolution = row.resolution && row.resolved_at ? { how: row.resolution, by: row.resolved_by ?? '', at: new Date(row.resolved_at).toISOString(), reason: row.resolution_reason ?? '' } : null;
  return { id: row.id, kind: row.kind, subject: row.subject, userId: row.user_id, customerEmail: row.email ?? null, message: row.message, createdAt: new Date(row.created_at).toISOString(), resolution };
}
