import { expect } from 'expect';
import { checkoutOrderSchema } from '@storefront/contracts';
import type { Client } from './app';
import { ensureBilling } from './contacts';

let keys = 0;

/** Empties the customer's cart, item by item, as the basket's Remove does. */
export async function emptyCart(customer: Client): Promise<void> {
  for (const item of (await customer.get('/api/cart')).json().items as { key: string }[]) await customer.send('DELETE', '/api/cart/items', { key: item.key });
}

/**
 * Pays the customer's cart as the checkout does: the order opened, the billing info given and the balance (credited
 * first by `staff` with what the order costs) paying it. Answers the payment's response, whatever it is.
 */
export async function payCartWithBalance(customer: Client, staff: Client, customerId: string) {
  const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
  await ensureBilling(customer, order.orderId);
  const credited = order.total > 0 ? (await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: order.total, reason: 'test credit' })).statusCode : 200;
  expect(credited).toBe(200);
  const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: { cartUpdatedAt: order.cartUpdatedAt }, headers: { 'idempotency-key': `buy-${process.pid}-${(keys += 1)}` } });
  return Object.assign(paid, { orderId: order.orderId });
}

/**
 * Buys `items` as a customer does: an empty cart, the items put in, the checkout, billing info and the balance
 * (credited first by `staff`) paying the order. Answers the order's id.
 */
export async function buyWithBalance(customer: Client, staff: Client, customerId: string, items: Record<string, unknown>[]): Promise<string> {
  await emptyCart(customer);
  const added = await customer.send('PUT', '/api/cart/items', { items });
  expect(added.statusCode).toBe(200);
  const paid = await payCartWithBalance(customer, staff, customerId);
  expect(paid.statusCode).toBe(200);
  return paid.orderId;
}
