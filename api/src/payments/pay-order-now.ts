import type { Kysely, Transaction } from 'kysely';
import { CONTACT_MESSAGES, type PaymentResult } from '@storefront/contracts';
import { readLedgerTotal } from '../ledger/ledger.repository';
import { lockUserCart, orderItems, payRefusal } from '../checkout/orders.repository';
import { refuseStaleUpgrades } from '../cloud-servers/upgrade';
import { enforceBabyLimitOnOrder } from '../cloud-servers/baby-limit';
import type { Database, OrderRow } from '../db/database';
import { AppError } from '../errors';
import { voucherRefusal } from '../vouchers/vouchers.repository';
import { acquirePaymentLock, releasePaymentLock } from './payment-lock';
import { recordPayment, type RecordDeps } from './record-payment';

export interface ImmediateMethod {
  /** The payments table's provider name, e.g. `balance`. */
  provider: string;
  /** Refusals of this method that come before the billing check (e.g. promo credit with a voucher). */
  refuse?(order: OrderRow): void;
  /** Takes the money inside the transaction (a conditional debit); answers what was paid. */
  take(trx: Transaction<Database>, order: OrderRow): Promise<number>;
}

/**
 * Pays an order at once, from something the customer holds with us (balance, promo credit), in one
 * transaction: one payment of a user at a time, the user's cart then the order locked (SELECT … FOR UPDATE),
 * paid / processing / changed orders refused, billing required, the voucher still good, the method's
 * conditional debit, then the payment recorded (order paid, invoice, services, cart emptied). A refusal
 * writes nothing.
 */
export async function payOrderNow(db: Kysely<Database>, deps: RecordDeps, userId: string, orderId: string, clientCartUpdatedAt: string | undefined, method: ImmediateMethod): Promise<PaymentResult> {
  const owned = await db.selectFrom('orders').select(['id']).where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  if (!owned) throw new AppError('ORDER_NOT_FOUND');
  const token = await acquirePaymentLock(db, userId, orderId);
  try {
    return await db.transaction().execute((trx) => payLockedOrder(trx, deps, userId, orderId, clientCartUpdatedAt, method));
  } finally {
    await releasePaymentLock(db, userId, token);
  }
}

/**
 * payOrderNow's transaction, for a caller that holds the user's payment lock and its own transaction (the
 * one-step checkout makes its order and pays it in one transaction): every check, the debit and the record.
 */
export async function payLockedOrder(trx: Transaction<Database>, deps: RecordDeps, userId: string, orderId: string, clientCartUpdatedAt: string | undefined, method: ImmediateMethod): Promise<PaymentResult> {
  const cart = await lockUserCart(trx, userId);
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const refusal = payRefusal(order, cart && cart.id === order.cart_id ? cart.updated_at : null, clientCartUpdatedAt);
  if (refusal) throw refusal;
  await enforceBabyLimitOnOrder(trx, userId, order.id);
  // An upgrade priced on another day is priced again before anything is taken (ORDER_CHANGED).
  await refuseStaleUpgrades(trx, userId, await orderItems(trx, order.id), deps.clock.now());
  method.refuse?.(order);
  if (!order.billing_to) throw new AppError('BAD_REQUEST', undefined, undefined, CONTACT_MESSAGES.noBilling);
  // The voucher is checked (and held, under its row lock) before anything is taken.
  const voucher = await voucherRefusal(trx, order, deps.clock.now());
  if (voucher) throw new AppError(voucher);
  const amount = await method.take(trx, order);
  const recorded = await recordPayment(trx, deps, { provider: method.provider, transactionId: order.id, orderId: order.id, amount });
  if (!recorded.recorded) throw new AppError('ORDER_STATUS_INVALID');
  return {
    orderId: order.id,
    status: 'paid' as const,
    paymentId: recorded.paymentId,
    invoiceId: recorded.invoice.id,
    invoiceNumber: recorded.invoice.number,
    amount,
    balance: await readLedgerTotal(trx, 'balance', userId),
  };
}
