import type { Transaction } from 'kysely';
import type { OrderPaymentMethodResult, PaymentMethod } from '@storefront/contracts';
import type { Database } from '../db/database';
import { AppError } from '../errors';

/**
 * PATCH /api/checkout/{id}/payment-method: the method chosen for my open order, under its row lock. Another
 * customer's order answers ORDER_NOT_FOUND, a paid or paying one ORDER_STATUS_INVALID, a cancelled one
 * ORDER_INVALID, promo credit on an order with a voucher CANNOT_USE_PROMO_CREDIT (spec §5); nothing is written then.
 */
export async function setOrderPaymentMethod(trx: Transaction<Database>, userId: string, orderId: string, method: PaymentMethod): Promise<OrderPaymentMethodResult> {
  const order = await trx.selectFrom('orders').select(['id', 'status', 'voucher_code']).where('id', '=', orderId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (order.status === 'paid' || order.status === 'processing') throw new AppError('ORDER_STATUS_INVALID');
  if (order.status === 'cancelled') throw new AppError('ORDER_INVALID');
  if (method === 'promoCredit' && order.voucher_code) throw new AppError('CANNOT_USE_PROMO_CREDIT');
  await trx.updateTable('orders').set({ payment_method: method }).where('id', '=', order.id).execute();
  return { orderId: order.id, paymentMethod: method };
}
