import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable, Transaction } from 'kysely';
import { formatUsd } from '@storefront/contracts';
import type { Database, OrderRow } from '../../db/database';
import type { WheelRefundTakebacksTable } from '../../db/tables/wheel-takebacks';
import { moveLedger, readLedgerTotal } from '../../ledger/ledger.repository';

type Grant = Selectable<Database['fortune_wheel_spin_grants']>;
type Takeback = Insertable<WheelRefundTakebacksTable>;

/** The drawn spins whose prizes a grant's take-back reaches: drawn since the grant, none taken back yet, oldest first. */
async function spinsSince(trx: Transaction<Database>, grant: Grant, limit: number) {
  if (limit <= 0) return [];
  return trx
    .selectFrom('fortune_wheel_spins as s')
    .innerJoin('fortune_wheel_prizes as p', 'p.id', 's.prize_id')
    .select(['s.id', 's.voucher_code', 's.promo_credit', 's.award', 'p.kind'])
    .where('s.wheel_id', '=', grant.wheel_id)
    .where('s.user_id', '=', grant.user_id)
    .where('s.created_at', '>=', grant.created_at)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('wheel_refund_takebacks as tb').select('tb.id').whereRef('tb.spin_id', '=', 's.id'))))
    .orderBy('s.created_at')
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

type DrawnSpin = Awaited<ReturnType<typeof spinsSince>>[number];

/**
 * What a drawn spin gave, taken back as far as it still can be, and the row that says so:
 * - a voucher (or free months, which is a voucher of a free month) not used yet: switched off, so no cart or
 *   payment takes it (INVALID_VOUCHER), and shown revoked in the wallet;
 * - one already used on a paid order: that order stands, so the voucher stays used; the row names the order;
 * - promo credit: debited from the customer's promo credit, what of it is still there (what was spent is gone
 *   with the order it paid, as with a VIP cashback taken back).
 */
async function takeBackPrize(trx: Transaction<Database>, order: Pick<OrderRow, 'id' | 'user_id'>, wheelId: string, spin: DrawnSpin, now: Date): Promise<Takeback> {
  const base = { id: randomUUID(), order_id: order.id, user_id: order.user_id, wheel_id: wheelId, spin_id: spin.id, created_at: now };
  const why = `order ${order.id}, whose spin won it, was refunded`;
  if (spin.voucher_code) {
    const code = spin.voucher_code;
    // The voucher's row lock, as a payment redeeming it holds (vouchers.repository voucherRefusal): either the payment
    // redeemed it first and it is seen used here, or it is switched off first and the payment refuses it.
    await trx.selectFrom('vouchers').select('code').where('code', '=', code).forUpdate().executeTakeFirst();
    const used = await trx.selectFrom('voucher_redemptions').select('order_id').where('voucher_code', '=', code).orderBy('created_at').executeTakeFirst();
    const prize = spin.kind === 'freeMonths' ? 'free month voucher' : 'voucher';
    if (used) {
      const kept = spin.kind === 'freeMonths' ? 'the free month it gave there is not taken back (that order was paid and its service runs)' : 'it stays used';
      return { ...base, outcome: 'voucherUsed', voucher_code: code, used_order_id: used.order_id, reason: `Fortune wheel ${prize} ${code} was already used on order ${used.order_id}: ${kept}; ${why}` };
    }
    await trx.updateTable('vouchers').set({ active: false }).where('code', '=', code).execute();
    return { ...base, outcome: 'voucherRevoked', voucher_code: code, reason: `Fortune wheel ${prize} ${code} revoked: ${why}` };
  }
  const credit = Number(spin.promo_credit);
  if (credit > 0) {
    const take = Math.min(credit, await readLedgerTotal(trx, 'promoCredit', order.user_id, true));
    const spent = credit - take;
    const reason = `Fortune wheel prize taken back (${spin.award}): ${why}${spent > 0 ? `; ${formatUsd(spent, 'en')} of it was already spent` : ''}`;
    if (take > 0) await moveLedger(trx, 'promoCredit', { userId: order.user_id, amount: -take, kind: 'adjustment', reference: order.id, reason, now });
    return { ...base, outcome: 'promoCredit', promo_credit: take, reason };
  }
  return { ...base, outcome: 'nothing', reason: `Fortune wheel spin (${spin.award}) taken back, nothing to take: ${why}` };
}

/**
 * Takes back what one grant of spins gave, once: the grant's row in wheel_refund_takebacks (unique grant_id) is
 * the gate, under the customer's spin total row lock (which a spin takes too, so no spin is drawn meanwhile).
 * The grant's spins come off in this order: the prizes drawn since the grant, oldest first (what the order's spins
 * won: a customer cannot keep the prizes and give back other spins instead), then, for the rest, spins not drawn
 * yet. The total loses them both ways: earned by the grant's spins, used by the spins whose prizes were taken
 * back, so what is left to spin drops only by the undrawn spins taken.
 */
async function takeBackGrant(trx: Transaction<Database>, order: Pick<OrderRow, 'id' | 'user_id'>, grant: Grant, now: Date): Promise<void> {
  const total = await trx.selectFrom('fortune_wheel_spin_totals').select(['earned', 'used']).where('wheel_id', '=', grant.wheel_id).where('user_id', '=', grant.user_id).forUpdate().executeTakeFirst();
  const drawn = await spinsSince(trx, grant, Math.min(grant.spins, total?.used ?? 0));
  const undrawn = Math.max(0, Math.min(grant.spins - drawn.length, (total?.earned ?? 0) - (total?.used ?? 0)));
  const gate = await trx
    .insertInto('wheel_refund_takebacks')
    .values({
      id: randomUUID(),
      order_id: order.id,
      user_id: grant.user_id,
      wheel_id: grant.wheel_id,
      grant_id: grant.id,
      outcome: 'spins',
      spins: undrawn,
      reason: `${grant.spins} fortune wheel spin(s) of order ${order.id} taken back on its refund: ${drawn.length} drawn (their prizes taken back), ${undrawn} not drawn yet`,
      created_at: now,
    })
    .onConflict((oc) => oc.column('grant_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!gate) return;
  for (const spin of drawn) await trx.insertInto('wheel_refund_takebacks').values(await takeBackPrize(trx, order, grant.wheel_id, spin, now)).execute();
  if (total && drawn.length + undrawn > 0) {
    await trx
      .updateTable('fortune_wheel_spin_totals')
      .set((eb) => ({ earned: eb('earned', '-', drawn.length + undrawn), used: eb('used', '-', drawn.length) }))
      .where('wheel_id', '=', grant.wheel_id)
      .where('user_id', '=', grant.user_id)
      .execute();
  }
}

const orderGrants = (trx: Transaction<Database>, order: Pick<OrderRow, 'id' | 'user_id'>) =>
  trx.selectFrom('fortune_wheel_spin_grants').selectAll().where('type', '=', 'order').where('reference', '=', order.id).where('user_id', '=', order.user_id).orderBy('created_at').execute();

/**
 * Takes the row locks of the voucher prizes the order's spins may have won, in code order, before the refund
 * moves any money: a payment redeeming one of them takes its voucher's lock before the balance's (and the spin
 * totals'), so the refund, which credits the balance first, takes them in the same order and the two never
 * deadlock.
 */
export async function lockWheelPrizeVouchers(trx: Transaction<Database>, order: Pick<OrderRow, 'id' | 'user_id'>): Promise<void> {
  for (const grant of await orderGrants(trx, order)) {
    const won = trx
      .selectFrom('fortune_wheel_spins')
      .select('voucher_code')
      .where('wheel_id', '=', grant.wheel_id)
      .where('user_id', '=', grant.user_id)
      .where('created_at', '>=', grant.created_at)
      .where('voucher_code', 'is not', null);
    await trx.selectFrom('vouchers').select('code').where('code', 'in', won).orderBy('code').forUpdate().execute();
  }
}

/**
 * When a paid order is refunded (payments/order-refunded.ts, in the refund's transaction): every grant of spins
 * the order earned (earn-spins.ts) loses what it gave, once however often this runs.
 */
export async function takeBackWheelSpins(trx: Transaction<Database>, order: Pick<OrderRow, 'id' | 'user_id'>, now: Date): Promise<void> {
  for (const grant of await orderGrants(trx, order)) await takeBackGrant(trx, order, grant, now);
}
