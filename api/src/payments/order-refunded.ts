import type { Kysely, Transaction } from 'kysely';
import type { OrderRefund } from '@storefront/contracts';
import type { Database, OrderRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { moveLedger } from '../ledger/ledger.repository';
import { clawBackReferral } from '../programmes/affiliate';
import { reverseLoyaltyCashback } from '../programmes/loyalty';
import { lockWheelPrizeVouchers, takeBackWheelSpins } from '../promotions/wheel/take-back';
import { recordStaffAudit, type StaffActor } from '../staff-audit/staff-audit.repository';

/** What a refund undid, as the steps report it. */
export interface RefundEffects {
  cashbackReversed: number;
  referralClawedBack: number;
}

/**
 * One thing undone when a paid order is refunded (the counterpart of order-paid.ts), in the refund's transaction.
 * Each area adds its step here (one line each).
 */
export type OrderRefundedStep = (trx: Transaction<Database>, order: OrderRow, now: Date, effects: RefundEffects) => Promise<void>;

export const ORDER_REFUNDED_STEPS: readonly OrderRefundedStep[] = [
  // The fortune wheel's spins the order earned lose what they gave (promotions/wheel/take-back.ts: wheel_refund_takebacks
  // says what). First among the steps: the spin totals' lock before the cashback's promo credit one, the order in which
  // a payment earning both takes them.
  async (trx, order, now) => takeBackWheelSpins(trx, order, now),
  async (trx, order, now, effects) => {
    effects.cashbackReversed += await reverseLoyaltyCashback(trx, order.id, now);
  },
  async (trx, order, now, effects) => {
    effects.referralClawedBack += await clawBackReferral(trx, order.id, now);
  },
];

/**
 * Staff refund a paid order (POST /api/admin/orders/:orderId/refund), once: what it paid in money goes back to the
 * customer's balance (spec §9: refunds to the wallet) and the promo credit it used back to their promo credit, one
 * ledger row each naming the order; then the steps above undo its rewards (the wheel's spins, cashback, a referral). All
 * in one transaction with the audit row; a second refund of the order is ORDER_STATUS_INVALID and writes nothing.
 */
export async function refundOrder(db: Kysely<Database>, orderId: string, actor: StaffActor, reason: string, now: Date): Promise<OrderRefund> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (order.status !== 'paid') throw new AppError('ORDER_STATUS_INVALID', undefined, { reason: 'Only a paid order can be refunded' }, 'Only a paid order can be refunded', 409);
    const inserted = await trx
      .insertInto('order_refunds')
      .values({ order_id: order.id, user_id: order.user_id, amount: Number(order.total), promo_credit: Number(order.promo_credit), reason, created_by: actor.email, created_at: now })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('order_id')
      .executeTakeFirst();
    if (!inserted) throw new AppError('ORDER_STATUS_INVALID', undefined, { reason: 'The order was already refunded' }, 'The order was already refunded', 409);
    await lockWheelPrizeVouchers(trx, order);
    if (order.total > 0) await moveLedger(trx, 'balance', { userId: order.user_id, amount: Number(order.total), kind: 'refund', reference: order.id, reason: `Refund of order ${order.id}`, createdBy: actor.email, now });
    if (order.promo_credit > 0) {
      await moveLedger(trx, 'promoCredit', { userId: order.user_id, amount: Number(order.promo_credit), kind: 'refund', reference: order.id, reason: `Promo credit of refunded order ${order.id}`, createdBy: actor.email, now });
    }
    const effects: RefundEffects = { cashbackReversed: 0, referralClawedBack: 0 };
    for (const step of ORDER_REFUNDED_STEPS) await step(trx, order, now, effects);
    const result: OrderRefund = { orderId: order.id, amount: Number(order.total), promoCredit: Number(order.promo_credit), ...effects };
    await recordStaffAudit(trx, actor, { area: 'payment', action: 'refund order', target: `order:${order.id}`, before: { status: 'paid' }, after: result, reason });
    return result;
  });
}

/** The staff's refund of a paid order (POST /api/admin/orders/{orderId}/refund), by the api's clock. */
export const refundOrderAsStaff = (deps: Pick<AreaDeps, 'db' | 'clock'>, orderId: string, actor: StaffActor, reason: string): Promise<OrderRefund> => refundOrder(deps.db, orderId, actor, reason, deps.clock.now());
