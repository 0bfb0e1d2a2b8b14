import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { CheckSpin } from '@storefront/contracts';
import type { Database, Db } from '../../db/database';
import type { OrderPaidStep } from '../../payments/order-paid';
import { programmeSwitchedOn } from '../../programmes/switches';

/**
 * Gives a customer spins on a wheel for a reference (a paid order), once per reference: the grant's unique key
 * (wheel, type, reference) makes a repeated call (a replayed callback) give nothing twice.
 */
export async function grantSpins(trx: Transaction<Database>, grant: { wheelId: string; userId: string; reference: string; type: 'order' | 'welcome'; spins: number; now: Date }): Promise<boolean> {
  const inserted = await trx
    .insertInto('fortune_wheel_spin_grants')
    .values({ id: randomUUID(), wheel_id: grant.wheelId, user_id: grant.userId, reference: grant.reference, type: grant.type, spins: grant.spins, created_at: grant.now })
    .onConflict((oc) => oc.columns(['wheel_id', 'type', 'reference']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await trx
    .insertInto('fortune_wheel_spin_totals')
    .values({ wheel_id: grant.wheelId, user_id: grant.userId, earned: grant.spins, used: 0 })
    .onConflict((oc) => oc.columns(['wheel_id', 'user_id']).doUpdateSet({ earned: sql`fortune_wheel_spin_totals.earned + ${grant.spins}` }))
    .execute();
  return true;
}

/**
 * After a paid order (payments/order-paid.ts): an order of at least the running wheel's minimum total earns its
 * spins on that wheel. A wheel not running (not started, ended, switched off) gives none, nor does any wheel while
 * the programme's runtime switch (flag fortuneWheel) is off: its page does not exist then, and a spin earned unseen
 * would surface when it is switched on again.
 */
export const earnWheelSpins: OrderPaidStep = async (trx, _deps, { order, user, now }) => {
  if (!(await programmeSwitchedOn(trx, 'fortuneWheel'))) return;
  const wheel = await trx
    .selectFrom('fortune_wheels')
    .select(['id', 'min_order_total', 'spins_per_order'])
    .where('active', '=', true)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('starts_at', 'desc')
    .executeTakeFirst();
  if (!wheel) return;
  const paid = Number(order.total) + Number(order.promo_credit ?? 0);
  if (paid < Number(wheel.min_order_total)) return;
  await grantSpins(trx, { wheelId: wheel.id, userId: user.id, reference: order.id, type: 'order', spins: wheel.spins_per_order, now });
};

/** GET /api/fortune-wheel/check-spin?reference&type: the spins the customer's order earned (0 when none). */
export async function checkSpin(db: Db, userId: string, reference: string, type: 'order'): Promise<CheckSpin> {
  const grant = await db
    .selectFrom('fortune_wheel_spin_grants')
    .select(['wheel_id', 'spins'])
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('reference', '=', reference)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return { reference, type, wheelId: grant?.wheel_id ?? null, spins: grant?.spins ?? 0 };
}
