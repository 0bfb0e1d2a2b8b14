import type { Kysely } from 'kysely';
import { CONTACT_MESSAGES, type PaymentResult } from '@storefront/contracts';
import { lockUserCart, payRefusal } from '../checkout/orders.repository';
import { moveBalance } from '../balance/balance.repository';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { acquirePaymentLock, releasePaymentLock } from './payment-lock';
import { recordPayment, type RecordDeps } from './record-payment';

export const BALANCE_PROVIDER = 'balance';

/**
 * Pays an order from the account balance in one transaction: the user's cart then the order locked
 * (SELECT … FOR UPDATE), paid / processing / changed orders refused, the balance debited by a conditional
 * UPDATE (BALANCE_NOT_ENOUGH leaves everything as it was), the ledger row written, and the payment recorded
 * (order paid, invoice, domains fulfilled, cart emptied). One payment of a user at a time.
 */
export async function payWithBalance(db: Kysely<Database>, deps: RecordDeps, userId: string, orderId: string, clientCartUpdatedAt?: string): Promise<PaymentResult> {
  const owned = await db.selectFrom('orders').select(['id']).where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  if (!owned) throw new AppError('ORDER_NOT_FOUND');
  const token = await acquirePaymentLock(db, userId, orderId);
  try {
    return await db.transaction().execute(async (trx) => {
      const cart = await lockUserCart(trx, userId);
      const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
      const cartUpdatedAt = cart && cart.id === order.cart_id ? cart.updated_at : null;
      const refusal = payRefusal(order, cartUpdatedAt, clientCartUpdatedAt);
      if (refusal) throw refusal;
      if (!order.billing_to) throw new AppError('BAD_REQUEST', undefined, undefined, CONTACT_MESSAGES.noBilling);
      const now = deps.clock.now();
      const debit = order.total > 0 ? await moveBalance(trx, { userId, amount: -order.total, kind: 'payment', reference: order.id, reason: 'Order payment', now }) : null;
      const recorded = await recordPayment(trx, deps, { provider: BALANCE_PROVIDER, transactionId: order.id, orderId: order.id, amount: order.total });
      if (!recorded.recorded) throw new AppError('ORDER_STATUS_INVALID');
      const balance = debit?.balance ?? (await trx.selectFrom('balances').select('amount').where('user_id', '=', userId).executeTakeFirst())?.amount ?? 0;
      return {
        orderId: order.id,
        status: 'paid' as const,
        paymentId: recorded.paymentId,
        invoiceId: recorded.invoice.id,
        invoiceNumber: recorded.invoice.number,
        amount: order.total,
        balance,
      };
    });
  } finally {
    await releasePaymentLock(db, userId, token);
  }
}
