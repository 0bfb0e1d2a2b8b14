import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { AppError } from '../errors';

/** How long a payment may hold the user's lock if its process dies before releasing it. */
const LEASE_SECONDS = 60;

/**
 * One payment of a user at a time: a lease on the user's payment_locks row, taken by a conditional UPDATE
 * committed on its own (so others see who holds it). While another payment holds it: TRANSACTION_IN_PROGRESS
 * with details.bulkPaymentId (the order being paid). Works the same on PostgreSQL and on PGlite.
 */
export async function acquirePaymentLock(db: Kysely<Database>, userId: string, orderId: string): Promise<string> {
  await db.insertInto('payment_locks').values({ user_id: userId, order_id: null, token: null, lease_until: null }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  const token = randomUUID();
  const taken = await db
    .updateTable('payment_locks')
    .set({ order_id: orderId, token, lease_until: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', sql<Date>`now()`)]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return token;
  const holder = await db.selectFrom('payment_locks').select('order_id').where('user_id', '=', userId).executeTakeFirst();
  throw new AppError('TRANSACTION_IN_PROGRESS', undefined, { bulkPaymentId: holder?.order_id ?? orderId });
}

export async function releasePaymentLock(db: Kysely<Database>, userId: string, token: string): Promise<void> {
  await db.updateTable('payment_locks').set({ order_id: null, token: null, lease_until: null }).where('user_id', '=', userId).where('token', '=', token).execute();
}
