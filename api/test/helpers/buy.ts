import { expect } from 'expect';
import { checkoutOrderSchema } from '@storefront/contracts';
import type { Client } from './app';
import { ensureBilling } from './contacts';

let keys = 0;

/**
 * Buys `items` as a customer does: an empty cart, the items put in, the checkout, billing info and the balance
 * (credited first by `staff`) paying the order. Answers the order's id.
 */
export async function buyWithBalance(customer: Client, staff: Client, customerId: string, items: Record<string, unknown>[]): Promise<string> {
  for (const item of (await customer.get('/api/cart')).json().items as { key: string }[]) await customer.send('DELETE', '/api/cart/items', { key: item.key });
  const added = await customer.send('PUT', '/api/cart/items', { items });
  expect(added.statusCode).toBe(200);
  const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
  await ensureBilling(customer, order.orderId);
  expect((await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: order.total, reason: 'test credit' })).statusCode).toBe(200);
  const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: { cartUpdatedAt: order.cartUpdatedAt }, headers: { 'idempotency-key': `buy-${process.pid}-${(keys += 1)}` } });
  expect(paid.statusCode).toBe(200);
  return order.orderId;
}


