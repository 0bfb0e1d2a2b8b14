import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { CHECKOUT_PROCESSING_LEASE_SECONDS, checkoutOrderSchema, type CheckoutOrder } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { ensureBilling } from './helpers/contacts';
import { namesWithStatus } from './helpers/domains';

const clock = new ManualClock('2026-11-24T09:00:00Z');
const TAB_A = '0b6f2c1e-8a44-4c1e-9d57-1f0a7c3e2b10';
const TAB_B = '7d3e9a52-1c6b-4f08-a2e4-5b9c0d8f6a21';
let t: TestApp;
let customer: Client;
let staff: Client;
let customerId: string;
let seq = 0;

before(async () => {
  t = await createTestApp({}, { clock });
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
});
after(() => t.close());

const addDomain = async () => {
  const [name] = await namesWithStatus(t.app, 'available', 1, 'com', `tab${(seq += 1)}`);
  expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', years: 1, action: 'register', domain: name }] })).statusCode).toBe(200);
};
const emptyCart = async () => {
  for (const item of (await customer.get('/api/cart')).json().items as { key: string }[]) await customer.send('DELETE', '/api/cart/items', { key: item.key });
};
const init = (body: { tabId?: string; orderId?: string } = {}) => customer.send('POST', '/api/checkout/init', body);
const initOrder = async (tabId?: string): Promise<CheckoutOrder> => {
  const response = await init(tabId ? { tabId } : {});
  expect(response.statusCode).toBe(200);
  return checkoutOrderSchema.parse(response.json());
};
const setState = (orderId: string, tabId: string, state: string, client = customer) => client.send('PATCH', `/api/checkout/checkout-state/${orderId}`, { tabId, state });
const orderRow = (orderId: string) => t.app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const expectInOtherTab = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({ code: 'INIT_CHECKOUT_ORDER_IN_OTHER_TAB', message: 'This order is open in another tab' });
};
/** Moves the clock on by seconds (the lease is measured on app.clock). */
const advanceSeconds = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000));

describe('PATCH /api/checkout/checkout-state/{orderId}', () => {
  it('records the tab, its state and when (app clock) on my own order', async () => {
    await addDomain();
    const order = await initOrder(TAB_A);
    const recorded = await setState(order.orderId, TAB_A, 'billing');
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toEqual({ orderId: order.orderId, tabId: TAB_A, state: 'billing', stateAt: clock.now().toISOString() });
    expect(await orderRow(order.orderId)).toMatchObject({ checkout_tab: TAB_A, checkout_state: 'billing', checkout_state_at: clock.now() });
  });

  it('another user\'s order or an unknown one is ORDER_NOT_FOUND; a bad body is a 400; a guest is a 401 — nothing written', async () => {
    const order = await initOrder(TAB_A);
    const before = await orderRow(order.orderId);
    const other = await setState(order.orderId, TAB_B, 'processing', staff);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Not found order' });
    expect((await setState(crypto.randomUUID(), TAB_A, 'processing')).json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect((await setState(order.orderId, 'not-a-uuid', 'processing')).statusCode).toBe(400);
    expect((await setState(order.orderId, TAB_A, 'paying')).statusCode).toBe(400);
    expect((await setState(order.orderId, TAB_A, 'processing', new Client(t.app))).statusCode).toBe(401);
    expect(await orderRow(order.orderId)).toEqual(before);
  });
});

describe('POST /api/checkout/init { tabId } and INIT_CHECKOUT_ORDER_IN_OTHER_TAB', () => {
  it('another tab paying the order (processing) blocks this tab; the same tab and older clients (no tabId) are not blocked', async () => {
    const order = await initOrder(TAB_A);
    expect((await setState(order.orderId, TAB_A, 'processing')).statusCode).toBe(200);
    expectInOtherTab(await init({ tabId: TAB_B }));
    expectInOtherTab(await init({ tabId: TAB_B, orderId: order.orderId }));
    expect((await initOrder(TAB_A)).orderId).toBe(order.orderId);
    expect((await init({ tabId: TAB_A, orderId: order.orderId })).statusCode).toBe(200);
    expect((await initOrder()).orderId).toBe(order.orderId);
    expect((await init({ orderId: order.orderId })).statusCode).toBe(200);
  });

  it('another tab cannot take the order over while the processing lease runs (nothing written)', async () => {
    const order = await initOrder(TAB_A);
    const before = await orderRow(order.orderId);
    expectInOtherTab(await setState(order.orderId, TAB_B, 'basket'));
    expect(await orderRow(order.orderId)).toEqual(before);
  });

  it('while blocked, a cart change does not remake the order from the other tab; the paying tab still can', async () => {
    const order = await initOrder(TAB_A);
    const before = await orderRow(order.orderId);
    const itemsBefore = await t.app.db.selectFrom('order_items').select('id').where('order_id', '=', order.orderId).execute();
    await addDomain();
    expectInOtherTab(await init({ tabId: TAB_B }));
    expect(await orderRow(order.orderId)).toEqual(before);
    expect(await t.app.db.selectFrom('order_items').select('id').where('order_id', '=', order.orderId).execute()).toEqual(itemsBefore);

    const remade = await initOrder(TAB_A);
    expect(remade.orderId).toBe(order.orderId);
    expect(remade.items).toHaveLength(itemsBefore.length + 1);
  });

  it('a payment in flight blocks for a minute; past it only a live provider session does, until the lease lapses', async () => {
    const order = await initOrder(TAB_A);
    expect((await setState(order.orderId, TAB_A, 'processing')).statusCode).toBe(200);
    advanceSeconds(60);
    expectInOtherTab(await init({ tabId: TAB_B }));
    advanceSeconds(1);
    // No provider session: the other tab's balance payment would be over by now (a closed tab does not block).
    expect((await initOrder(TAB_B)).orderId).toBe(order.orderId);

    // Tab A goes to the card page: while that session waits on the customer, tab B is blocked.
    await ensureBilling(customer, order.orderId);
    expect((await setState(order.orderId, TAB_A, 'processing')).statusCode).toBe(200);
    const started = await customer.request({
      method: 'POST',
      url: '/api/payments',
      payload: { kind: 'order', id: order.orderId, method: 'card', continuePath: '/payment/success', cancelPath: '/checkout-basket' },
      headers: { 'idempotency-key': `tabs-card-${order.orderId}` },
    });
    expect(started.statusCode).toBe(200);
    advanceSeconds(CHECKOUT_PROCESSING_LEASE_SECONDS);
    expectInOtherTab(await init({ tabId: TAB_B }));
    advanceSeconds(1);
    expect((await initOrder(TAB_B)).orderId).toBe(order.orderId);
    // the other tab may now take it
    expect((await setState(order.orderId, TAB_B, 'payment')).statusCode).toBe(200);
    expect((await initOrder(TAB_A)).orderId).toBe(order.orderId);
  });

  it('done never blocks', async () => {
    const order = await initOrder(TAB_A);
    expect((await setState(order.orderId, TAB_A, 'processing')).statusCode).toBe(200);
    expectInOtherTab(await init({ tabId: TAB_B }));
    expect((await setState(order.orderId, TAB_A, 'done')).statusCode).toBe(200);
    expect((await initOrder(TAB_B)).orderId).toBe(order.orderId);
  });

  it('a paid order never blocks', async () => {
    const order = await initOrder(TAB_A);
    await ensureBilling(customer, order.orderId);
    expect((await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 100_000, reason: 'test credit' })).statusCode).toBe(200);
    expect((await setState(order.orderId, TAB_A, 'processing')).statusCode).toBe(200);
    const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': `tabs-${order.orderId}` } });
    expect(paid.statusCode).toBe(200);
    const answer = await init({ tabId: TAB_B, orderId: order.orderId });
    expect(answer.statusCode).toBe(200);
    expect(checkoutOrderSchema.parse(answer.json())).toMatchObject({ orderId: order.orderId, status: 'paid' });
    await emptyCart();
  });
});
