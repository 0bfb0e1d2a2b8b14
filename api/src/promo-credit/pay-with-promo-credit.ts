import type { Kysely } from 'kysely';
import { CONTACT_MESSAGES, type PaymentResult } from '@storefront/contracts';
import { readBalance } from '../balance/balance.repository';
import { lockUserCart, payRefusal } from '../checkout/orders.repository';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { acquirePaymentLock, releasePaymentLock } from '../payments/payment-lock';
import { recordPayment, type RecordDeps } from '../payments/record-payment';
import { promoCreditTotal } from './promo-credit.repository';

export const PROMO_CREDIT_PROVIDER = 'promoCredit';

/**
 * POST /api/payment/promo-credit/{id}: pays an order its promo credit covers entirely (total 0 after the
 * credit), on the same path as a balance payment: one payment of a user at a time, the cart then the order
 * locked, paid / processing / changed orders refused, billing required, then recordPayment — which takes the
 * credit (redeemPromoCredit) with the rest of the payment. An order it does not cover, or credit the customer
 * no longer holds, answers PROMO_CREDIT_NOT_ENOUGH with nothing written.
 */
export async function payWithPromoCredit(db: Kysely<Database>, deps: RecordDeps, userId: string, orderId: string, clientCartUpdatedAt?: string): Promise<PaymentResult> {
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
      if (order.voucher_code) throw new AppError('CANNOT_USE_PROMO_CREDIT');
      if (order.promo_credit <= 0 || order.total !== 0) throw new AppError('PROMO_CREDIT_NOT_ENOUGH');
      if (!order.billing_to) throw new AppError('BAD_REQUEST', undefined, undefined, CONTACT_MESSAGES.noBilling);
      // Held under the row lock until the payment commits; redeemPromoCredit's conditional debit is the last word.
      if ((await promoCreditTotal(trx, userId, true)) < order.promo_credit) throw new AppError('PROMO_CREDIT_NOT_ENOUGH');
      const recorded = await recordPayment(trx, deps, { provider: PROMO_CREDIT_PROVIDER, transactionId: order.id, orderId: order.id, amount: 0 });
      if (!recorded.recorded) throw new AppError('ORDER_STATUS_INVALID');
      return {
        orderId: order.id,
        status: 'paid' as const,
        paymentId: recorded.paymentId,
        invoiceId: recorded.invoice.id,
        invoiceNumber: recorded.invoice.number,
        amount: 0,
        balance: await readBalance(trx, userId),
      };
    });
  } finally {
    await releasePaymentLock(db, userId, token);
  }
}
