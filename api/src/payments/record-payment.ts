import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { markOrderPaid, orderItems } from '../checkout/orders.repository';
import type { Database, InvoiceRow } from '../db/database';
import { AppError } from '../errors';
import { createPaidInvoice } from '../invoices/invoices.repository';
import { redeemPromoCredit } from '../promo-credit/promo-credit.repository';
import { redeemVoucher } from '../vouchers/vouchers.repository';
import { ORDER_PAID_STEPS, type OrderPaidDeps } from './order-paid';

export interface ReportedPayment {
  /** The provider's identifier, e.g. `balance`. */
  provider: string;
  /** The provider's id of the transaction: a payment is recorded once per (provider, transactionId). */
  transactionId: string;
  orderId: string;
  amount: number;
  kind?: 'order';
  /** The payment session the provider reported on, when there was one. */
  sessionId?: string | null;
}

/** The registry's catalogue and clock, the queue (domains and services are fulfilled by jobs) and the VAT name: all required. */
export type RecordDeps = OrderPaidDeps & {
  vatName: string;
};

export type RecordedPayment =
  | { recorded: true; paymentId: string; invoice: InvoiceRow }
  | { recorded: false; paymentId: string };

const existingPayment = async (trx: Transaction<Database>, payment: ReportedPayment) =>
  trx.selectFrom('payments').select('id').where('provider', '=', payment.provider).where('transaction_id', '=', payment.transactionId).executeTakeFirst();

/**
 * The one place a payment is recorded, inside the caller's transaction (providers never mark an order paid
 * themselves): under the order's row lock, a repeated report (same provider transaction) records nothing
 * twice; an order that cannot take it is refused before anything is written (callers that hold money decide
 * first, in settlePayable, and credit it to the balance instead). Then the payment is inserted, the order
 * marked paid, its voucher and promo credit redeemed, its invoice issued (lines, VAT, due upon receipt),
 * the steps after payment run (order-paid.ts: every domain item fulfilled, a transfer becoming pendingTransfer …) and the cart emptied — unless the order
 * left its cart for a transfer (detached), whose cart holds other things now.
 */
export async function recordPayment(trx: Transaction<Database>, deps: RecordDeps, payment: ReportedPayment): Promise<RecordedPayment> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', payment.orderId).forUpdate().executeTakeFirst();
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const repeated = await existingPayment(trx, payment);
  if (repeated) return { recorded: false, paymentId: repeated.id };
  if (order.status === 'paid') throw new AppError('ORDER_STATUS_INVALID');
  if (order.status === 'cancelled') throw new AppError('ORDER_INVALID');
  if (payment.amount !== order.total) throw new AppError('CANNOT_COMPLETE_PAYMENT');
  const now = deps.clock.now();
  const inserted = await trx
    .insertInto('payments')
    .values({
      id: randomUUID(),
      provider: payment.provider,
      transaction_id: payment.transactionId,
      order_id: order.id,
      kind: 'order',
      reference_id: order.id,
      session_id: payment.sessionId ?? null,
      amount: payment.amount,
      status: 'succeeded',
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['provider', 'transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { recorded: false, paymentId: (await existingPayment(trx, payment))!.id };

  const paid = await markOrderPaid(trx, order.id, now, payment.provider);
  await redeemVoucher(trx, paid, now);
  await redeemPromoCredit(trx, paid, now);
  const items = await orderItems(trx, order.id);
  const invoice = await createPaidInvoice(trx, paid, items, deps.vatName, now);
  const user = await trx.selectFrom('users').selectAll().where('id', '=', order.user_id).executeTakeFirstOrThrow();
  for (const step of ORDER_PAID_STEPS) await step(trx, deps, { order: paid, items, user, invoice, now });
  if (!order.detached) {
    await trx.deleteFrom('cart_items').where('cart_id', '=', order.cart_id).execute();
    await trx.updateTable('carts').set({ updated_at: new Date() }).where('id', '=', order.cart_id).execute();
  }
  return { recorded: true, paymentId: inserted.id, invoice };
}
