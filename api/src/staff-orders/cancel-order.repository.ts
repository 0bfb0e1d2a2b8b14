import type { Database, Db } from '../db/database';
import { AppError } from '../errors';

/**
 * Cancels an unpaid order under its row lock and ends its payment sessions still waiting for the customer (a
 * session already pending at its provider stays, so its money is still recorded when it lands); answers the status
 * it had. ORDER_NOT_FOUND for no such order; ORDER_STATUS_INVALID (409) for one paid or cancelled already.
 */
export async function cancelUnpaidOrder(trx: Db, orderId: string, now: Date): Promise<Database['orders']['status']> {
  const order = await trx.selectFrom('orders').select(['id', 'status']).where('id', '=', orderId).forUpdate().executeTakeFirst();
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (order.status === 'paid') throw new AppError('ORDER_STATUS_INVALID', undefined, { reason: 'A paid order is refunded, not cancelled' }, 'A paid order is refunded, not cancelled', 409);
  if (order.status === 'cancelled') throw new AppError('ORDER_STATUS_INVALID', undefined, { reason: 'The order was already cancelled' }, 'The order was already cancelled', 409);
  await trx.updateTable('orders').set({ status: 'cancelled', updated_at: now }).where('id', '=', orderId).execute();
  await trx.updateTable('payment_sessions').set({ status: 'cancelled', updated_at: now }).where('kind', '=', 'order').where('reference_id', '=', orderId).where('status', '=', 'requiresAction').execute();
  return order.status;
}
