import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { cartSchema, checkoutOrderSchema, type Cart } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';
import { namesWithStatus } from './helpers/domains';

const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let account: Client;

before(async () => {
  t = await createTestApp({}, { clock });
  account = new Client(t.app);
  expect((await account.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
});
after(() => t.close());

const register = (domain: string | undefined) => ({ type: 'domain', action: 'register', domain, years: 1 });
/** POST /api/cart/merge from the signed-in account, with the guest cart's x-cart-sid when given. */
const merge = async (sid?: string): Promise<Cart> => {
  const response = await account.request({ method: 'POST', url: '/api/cart/merge', headers: sid ? { 'x-cart-sid': sid } : {} });
  expect(response.statusCode).toBe(200);
  return cartSchema.parse(response.json());
};
const titles = (cart: Cart) => cart.items.map((item) => item.title).sort();

describe('POST /api/cart/merge', () => {
  it('needs a signed-in customer (a guest keeps their cart)', async () => {
    const sid = randomUUID();
    const guest = new Client(t.app, sid);
    const [name] = await namesWithStatus(t.app, 'available', 1, 'net', 'merge-guest-only');
    await guest.send('PUT', '/api/cart/items', { items: [register(name)] });
    const response = await guest.send('POST', '/api/cart/merge');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(cartSchema.parse((await guest.get('/api/cart')).json()).itemCount).toBe(1);
  });

  it('merges the guest cart into the account cart without doubling a domain, and answers it like GET /api/cart (voucher included)', async () => {
    const [kept] = await namesWithStatus(t.app, 'available', 1, 'com', 'merge-kept');
    const [guestPick] = await namesWithStatus(t.app, 'available', 1, 'org', 'merge-pick');
    expect((await account.send('PUT', '/api/cart/items', { items: [register(kept)] })).statusCode).toBe(200);
    expect((await account.send('PUT', '/api/cart/voucher', { code: 'DOMAIN5' })).statusCode).toBe(200);

    const sid = randomUUID();
    const guest = new Client(t.app, sid);
    await guest.send('PUT', '/api/cart/items', { items: [register(kept), register(guestPick)] });

    const merged = await merge(sid);
    expect(titles(merged)).toEqual([guestPick, kept].sort());
    expect(merged).toMatchObject({ itemCount: 2, voucher: { code: 'DOMAIN5', discount: 500 }, discount: 500, total: merged.subtotal - 500 });
    expect(cartSchema.parse((await account.get('/api/cart')).json())).toEqual(merged);
    // the guest cart is gone; merging it again moves nothing twice
    expect(cartSchema.parse((await new Client(t.app, sid).get('/api/cart')).json()).itemCount).toBe(0);
    expect(await merge(sid)).toEqual(merged);
  });

  it('without a guest cart (no header, an unknown or malformed id) it answers the account cart unchanged', async () => {
    const current = cartSchema.parse((await account.get('/api/cart')).json());
    expect(await merge()).toEqual(current);
    expect(await merge(randomUUID())).toEqual(current);
    expect(await merge('not-a-uuid')).toEqual(current);
  });

  it('a guest cart holding only what the account has already leaves the account cart (and its open order) as it was', async () => {
    const current = cartSchema.parse((await account.get('/api/cart')).json());
    const order = checkoutOrderSchema.parse((await account.send('POST', '/api/checkout/init')).json());
    const sid = randomUUID();
    await new Client(t.app, sid).send('PUT', '/api/cart/items', { items: [register(current.items[0]!.title)] });
    expect(await merge(sid)).toEqual(current);
    expect((await account.get(`/api/payment/can-pay/${order.orderId}`)).json()).toEqual({ canPay: true, total: order.total });
  });
});
