import { expect } from 'expect';
import { checkoutOrderSchema, type CheckoutOrder } from '@storefront/contracts';
import type { Client } from './app';
import { ensureBilling } from './contacts';

/** The customer's cart emptied (a provider's test starts each case from nothing). */
export async function emptyCart(customer: Client): Promise<void> {
  for (const item of (await customer.get('/api/cart')).json().items as { key: string }[]) await customer.send('DELETE', '/api/cart/items', { key: item.key });
}

/** An order for one year of `domain`, checked out with a billing contact: ready to pay. */
export async function newDomainOrder(customer: Client, domain: string): Promise<CheckoutOrder> {
  expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'register', domain, years: 1 }] })).statusCode).toBe(200);
  const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
  await ensureBilling(customer, order.orderId);
  return order;
}
