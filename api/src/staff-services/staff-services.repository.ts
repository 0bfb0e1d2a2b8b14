import type { Transaction } from 'kysely';
import type { StaffAlert } from '@storefront/contracts';
import type { Database, Db } from '../db/database';
import type { DomainFulfilmentAction, DomainFulfilmentRow, DomainFulfilmentState } from '../db/tables/fulfilment';
import type { ServiceRow } from '../db/tables/services';
import { staffAlertOf } from '../staff-alerts/staff-alerts.repository';
import type { StaffActor } from '../staff-audit/staff-audit.repository';

/** One alert with its job's reference, as the staff actions read it. */
export async function findAlert(db: Db, id: string, lock = false): Promise<(StaffAlert & { reference: string }) | undefined> {
  let query = db
    .selectFrom('staff_alerts')
    .leftJoin('users', 'users.id', 'staff_alerts.user_id')
    .select(['staff_alerts.id', 'staff_alerts.kind', 'staff_alerts.subject', 'staff_alerts.user_id', 'users.email', 'staff_alerts.message', 'staff_alerts.created_at', 'staff_alerts.reference'])
    .select(['staff_alerts.resolved_at', 'staff_alerts.resolved_by', 'staff_alerts.resolution', 'staff_alerts.resolution_reason'])
    .where('staff_alerts.id', '=', id);
  if (lock) query = query.forUpdate('staff_alerts');
  const row = await query.executeTakeFirst();
  return row ? { ...staffAlertOf(row), reference: row.reference } : undefined;
}

/** Resolves an open alert (who, when, how, why); false when it was resolved meanwhile. */
export async function resolveAlert(trx: Transaction<Database>, id: string, actor: StaffActor, how: 'retried' | 'done', reason: string, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('staff_alerts')
    .set({ resolved_at: now, resolved_by: actor.email, resolved_by_user_id: actor.userId, resolution: how, resolution_reason: reason })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export const findFulfilment = (db: Db, key: string, lock = false): Promise<DomainFulfilmentRow | undefined> => {
  const query = db.selectFrom('domain_fulfilments').selectAll().where('key', '=', key);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
};

export const findService = (db: Db, id: string): Promise<ServiceRow | undefined> => db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();

/** A domain the storefront holds for a customer, by its id (the staff customer page lists domains beside services). */
export const findDomainById = (db: Db, id: string) => db.selectFrom('domains').select(['id', 'domain']).where('id', '=', id).executeTakeFirst();

/** The customer's record of the name (its expiry as the storefront knows it). */
export const findHeldDomain = (db: Db, domain: string, userId: string) =>
  db.selectFrom('domains').select(['id', 'expires_at', 'fulfilment']).where('domain', '=', domain).where('user_id', '=', userId).executeTakeFirst();

const STATE_OF: Record<DomainFulfilmentAction, DomainFulfilmentState> = { register: 'registering', transfer: 'transferring', renew: 'renewing', reactivate: 'renewing' };

/** A failed key made pending again (its customer's name shows the work under way again); false when it is no longer failed. */
export async function reopenFailedFulfilment(trx: Transaction<Database>, row: DomainFulfilmentRow, now: Date): Promise<boolean> {
  const reopened = await trx.updateTable('domain_fulfilments').set({ status: 'pending', last_error: null, updated_at: now }).where('key', '=', row.key).where('status', '=', 'failed').returning('key').executeTakeFirst();
  if (!reopened) return false;
  await trx
    .updateTable('domains')
    .set({ fulfilment: STATE_OF[row.action], updated_at: now })
    .where('domain', '=', row.domain)
    .where('user_id', '=', row.user_id)
    .where('fulfilment', 'in', ['failed', 'renewFailed'])
    .execute();
  return true;
}

/** A failed key closed as done by hand: no delivery of it does anything again, the customer's name shows no work under way. */
export async function closeFailedFulfilment(trx: Transaction<Database>, row: DomainFulfilmentRow, now: Date): Promise<boolean> {
  const closed = await trx.updateTable('domain_fulfilments').set({ status: 'done', last_error: null, updated_at: now }).where('key', '=', row.key).where('status', '=', 'failed').returning('key').executeTakeFirst();
  if (!closed) return false;
  await trx.updateTable('domains').set({ fulfilment: null, updated_at: now }).where('domain', '=', row.domain).where('user_id', '=', row.user_id).where('fulfilment', 'in', ['failed', 'renewFailed']).execute();
  return true;
}

/** Whether the provider action's step under this key is recorded (made, or marked done by hand). */
export async function stepRecorded(db: Db, serviceId: string, step: string, cycle: string): Promise<boolean> {
  const row = await db.selectFrom('service_events').select('id').where('subject_id', '=', serviceId).where('step', '=', step).where('cycle', '=', cycle).executeTakeFirst();
  return row !== undefined;
}
