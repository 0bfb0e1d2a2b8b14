import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { z } from 'zod';
import { checkoutOrderSchema, invoiceListSchema, invoiceSchema, ledgerSchema, ownedDomainSchema, paymentResultSchema, type CheckoutOrder } from '@storefront/contracts';
import { ledgerSum } from '../src/ledger/ledger.repository';
import { ManualClock } from '../src/clock';
import { requestHash } from '../src/payments/idempotency';
import { acquirePaymentLock, releasePaymentLock } from '../src/payments/payment-lock';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { ensureBilling } from './helpers/contacts';
import { authCodeOf, namesWithStatus, namesWithTransfer } from './helpers/domains';
import { eventually } from './helpers/eventually';

const COM = { register: 1199, transfer: 1199 };
const clock = new ManualClock('2026-11-24T09:00:00Z');

let t: TestApp;
let customer: Client;
let staff: Client;
let customerId: string;
let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${(keySeq += 1)}`;

before(async () => {
  t = await createTestApp({}, { clock });
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
});
after(() => t.close());

const addDomain = (client: Client, item: Record<string, unknown>) => client.send('PUT', '/api/cart/items', { items: [{ type: 'domain', years: 1, ...item }] });
const init = async (client: Client, orderId?: string) => client.send('POST', '/api/checkout/init', orderId ? { orderId } : undefined);
const initOrder = async (client: Client): Promise<CheckoutOrder> => {
  const response = await init(client);
  expect(response.statusCode).toBe(200);
  const order = checkoutOrderSchema.parse(response.json());
  await ensureBilling(client, order.orderId);
  return order;
};
const pay = (client: Client, orderId: string, key: string | null, body: Record<string, unknown> = {}) =>
  client.request({ method: 'POST', url: `/api/payment/balance/${orderId}`, payload: body, headers: key ? { 'idempotency-key': key } : {} });
const canPay = (client: Client, orderId: string, cartUpdatedAt?: string) =>
  client.get(`/api/payment/can-pay/${orderId}${cartUpdatedAt ? `?cartUpdatedAt=${encodeURIComponent(cartUpdatedAt)}` : ''}`);
const balance = async () => (await customer.get('/api/user/balance')).json().balance as number;
const adjust = (client: Client, amount: number, reason = 'goodwill credit') => client.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount, reason });
const emptyCart = async () => {
  for (const item of (await customer.get('/api/cart')).json().items as { key: string }[]) await customer.send('DELETE', '/api/cart/items', { key: item.key });
};
const counts = async () => ({
  balance: await balance(),
  ledger: (await t.app.db.selectFrom('balance_ledger').select('id').where('user_id', '=', customerId).execute()).length,
  payments: (await t.app.db.selectFrom('payments').select('id').execute()).length,
  invoices: (await t.app.db.selectFrom('invoices').select('id').where('user_id', '=', customerId).execute()).length,
  cartItems: (await customer.get('/api/cart')).json().itemCount as number,
  paidOrders: (await t.app.db.selectFrom('orders').select('id').where('user_id', '=', customerId).where('status', '=', 'paid').execute()).length,
});

describe('checkout init and can-pay', () => {
  it('needs a signed-in customer and a cart with items', async () => {
    expect((await new Client(t.app).send('POST', '/api/checkout/init')).json()).toMatchObject({ code: 'UNAUTHORIZED' });
    await emptyCart();
    const empty = await init(customer);
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toMatchObject({ code: 'ITEMS_NOT_FOUND', message: 'Cart is empty' });
  });

  it('makes one open order per cart with VAT, refreshed when the cart changes (ORDER_CHANGED before)', async () => {
    const [first, second] = await namesWithStatus(t.app, 'available', 2, 'com', 'checkout');
    expect((await addDomain(customer, { action: 'register', domain: first })).statusCode).toBe(200);
    const order = await initOrder(customer);
    expect(order).toMatchObject({ status: 'open', subtotal: COM.register, discount: 0, vatPercent: 10, vat: 120, total: 1319, paidAt: null });
    expect(order.items).toHaveLength(1);
    expect(JSON.stringify(order)).not.toContain('authCode');
    expect((await initOrder(customer)).orderId).toBe(order.orderId);
    expect((await canPay(customer, order.orderId, order.cartUpdatedAt)).json()).toEqual({ canPay: true, total: 1319 });
    expect((await canPay(customer, order.orderId)).json()).toEqual({ canPay: true, total: 1319 });

    // The cart's change must carry a later time than the order was made from (the stamps are milliseconds).
    await eventually(() => Date.now(), (now) => now > Date.parse(order.cartUpdatedAt), "the clock to pass the cart's last change");
    await addDomain(customer, { action: 'register', domain: second });
    const changed = await canPay(customer, order.orderId, order.cartUpdatedAt);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'ORDER_CHANGED', message: 'Your order has changed' });
    expect((await canPay(customer, order.orderId)).json()).toMatchObject({ code: 'ORDER_CHANGED' });

    const refreshed = await initOrder(customer);
    expect(refreshed).toMatchObject({ orderId: order.orderId, subtotal: 2 * COM.register, vat: 240, total: 2638 });
    expect(refreshed.cartUpdatedAt).not.toBe(order.cartUpdatedAt);
    expect((await canPay(customer, order.orderId, order.cartUpdatedAt)).json()).toMatchObject({ code: 'ORDER_CHANGED' });
    expect((await canPay(customer, order.orderId, refreshed.cartUpdatedAt)).json()).toEqual({ canPay: true, total: 2638 });
    expect(checkoutOrderSchema.parse((await init(customer, order.orderId)).json())).toEqual(refreshed);
  });

  it('never shows or pays another customer’s order (ORDER_NOT_FOUND)', async () => {
    const order = await initOrder(customer);
    for (const response of [await init(staff, order.orderId), await canPay(staff, order.orderId), await pay(staff, order.orderId, newKey())]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Not found order' });
    }
    expect((await init(customer, '00000000-0000-4000-8000-000000000000')).json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });
});

describe('balance and staff adjustments', () => {
  it('lets only staff adjust, with a reason and a non-zero amount, never below zero', async () => {
    expect(await balance()).toBe(0);
    expect((await adjust(customer, 1000)).statusCode).toBe(403);
    expect((await adjust(staff, 0)).json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 100 })).json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await adjust(staff, 10.5)).statusCode).toBe(400);
    const short = await adjust(staff, -1);
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ code: 'BALANCE_NOT_ENOUGH' });
    expect((await staff.send('POST', '/api/admin/users/nobody/balance-adjustments', { amount: 5, reason: 'no such customer' })).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await balance()).toBe(0);
  });

  it('refuses a payment the balance cannot cover and changes nothing', async () => {
    const order = await initOrder(customer);
    const before = await counts();
    const response = await pay(customer, order.orderId, newKey());
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ code: 'BALANCE_NOT_ENOUGH', message: 'Your balance is not enough', details: { topUpUrl: '/top-up' } });
    expect(await counts()).toEqual(before);
    expect((await init(customer, order.orderId)).json()).toMatchObject({ status: 'open' });
    const noKey = await pay(customer, order.orderId, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('paying from the balance', () => {
  it('pays once: invoice listed, domains registered, cart emptied; the key replays; another body is refused', async () => {
    const credited = await adjust(staff, 5000, 'welcome credit');
    expect(credited.json()).toMatchObject({ userId: customerId, balance: 5000, entry: { amount: 5000, kind: 'adjustment', reason: 'welcome credit' } });
    const order = await initOrder(customer);
    const key = newKey();
    const first = await pay(customer, order.orderId, key, { cartUpdatedAt: order.cartUpdatedAt });
    expect(first.statusCode).toBe(200);
    const result = paymentResultSchema.parse(first.json());
    expect(result).toMatchObject({ orderId: order.orderId, status: 'paid', amount: 2638, balance: 5000 - 2638 });

    const replay = await pay(customer, order.orderId, key, { cartUpdatedAt: order.cartUpdatedAt });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const reused = await pay(customer, order.orderId, key, {});
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'This Idempotency-Key was already used with a different request' });
    const again = await pay(customer, order.orderId, newKey());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_STATUS_INVALID', message: 'Your invoice has been paid' });
    expect((await canPay(customer, order.orderId)).json()).toMatchObject({ code: 'ORDER_STATUS_INVALID' });

    expect(await balance()).toBe(5000 - 2638);
    expect(await ledgerSum(t.app.db, 'balance', customerId)).toBe(5000 - 2638);
    const ledger = ledgerSchema.parse((await customer.get('/api/user/balance/ledger')).json());
    expect(ledger.entries.map((e) => [e.kind, e.amount])).toEqual([['payment', -2638], ['adjustment', 5000]]);
    expect(await t.app.db.selectFrom('payments').selectAll().where('order_id', '=', order.orderId).execute()).toHaveLength(1);
    expect((await customer.get('/api/cart')).json().itemCount).toBe(0);
    expect((await init(customer, order.orderId)).json()).toMatchObject({ status: 'paid', paidAt: clock.now().toISOString() });

    const invoices = invoiceListSchema.parse((await customer.get('/api/user/invoices')).json()).items;
    expect(invoices[0]).toMatchObject({ id: result.invoiceId, number: result.invoiceNumber, orderId: order.orderId, total: 2638, status: 'paid' });
    const invoice = invoiceSchema.parse((await customer.get(`/api/user/invoices/${result.invoiceId}`)).json());
    expect(invoice).toMatchObject({ customerId, billingTo: { firstName: 'Sokha', lastName: 'Chan', country: 'KH', phoneNumber: '+85512345678' }, subtotal: 2398, discount: 0, vatName: 'VAT', vatPercent: 10, vat: 240, total: 2638, due: 'due upon receipt' });
    expect(invoice.lines.map(({ qty, unitPrice, amount }) => ({ qty, unitPrice, amount }))).toEqual([{ qty: 1, unitPrice: COM.register, amount: COM.register }, { qty: 1, unitPrice: COM.register, amount: COM.register }]);
    expect(invoice.lines[0]!.description).toContain(order.items[0]!.title);
    expect(invoice.lines).toHaveLength(2);
    expect((await staff.get(`/api/user/invoices/${result.invoiceId}`)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await staff.get('/api/user/invoices')).json()).toEqual({ items: [] });

    // the names are the customer's at once, registering; the fulfil-domain jobs ask the registry after the payment commits
    const ownedNow = async () => z.array(ownedDomainSchema).parse((await customer.get('/api/user/owned-domains')).json());
    const paidNames = (owned: z.infer<typeof ownedDomainSchema>[]) => order.items.map((item) => owned.find((d) => item.title.includes(d.domain)));
    for (const domain of paidNames(await ownedNow())) expect(domain?.fulfilment === 'registering' || domain?.fulfilment === null).toBe(true);
    const owned = await eventually(ownedNow, (list) => paidNames(list).every((d) => d?.fulfilment === null), 'the registrations');
    for (const domain of paidNames(owned)) expect(domain).toMatchObject({ status: 'active', fulfilment: null });
  });

  it('pays a transfer: the name is pendingTransfer, then active 7 days later', async () => {
    const [name] = await namesWithTransfer(t.app, null, 1, 'com', 'paymove');
    expect((await addDomain(customer, { action: 'transfer', domain: name, authCode: await authCodeOf(t.app, name!) })).statusCode).toBe(200);
    const order = await initOrder(customer);
    expect(order.total).toBe(1319);
    expect((await pay(customer, order.orderId, newKey())).statusCode).toBe(200);
    const ownedStatus = async () => z.array(ownedDomainSchema).parse((await customer.get('/api/user/owned-domains')).json()).find((d) => d.domain === name)?.status;
    await eventually(ownedStatus, (status) => status === 'pendingTransfer', 'the transfer requested by its job');
    clock.advanceDays(7);
    expect(await ownedStatus()).toBe('active');
    expect(await balance()).toBe(5000 - 2638 - 1319);
    expect(await ledgerSum(t.app.db, 'balance', customerId)).toBe(await balance());
  });

  it('answers TRANSACTION_IN_PROGRESS while another payment of the customer runs', async () => {
    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', 'busy');
    await addDomain(customer, { action: 'register', domain: name });
    const order = await initOrder(customer);
    await adjust(staff, 4000);
    const token = await acquirePaymentLock(t.app.db, customerId, 'bulk-in-progress');
    const busy = await pay(customer, order.orderId, 'busy-key-0001');
    await releasePaymentLock(t.app.db, customerId, token);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'TRANSACTION_IN_PROGRESS', details: { bulkPaymentId: 'bulk-in-progress' } });
    // not kept for a replay: the same key goes through once the other payment is over; a call without a body is {}
    const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, headers: { 'idempotency-key': 'busy-key-0001' } });
    expect(paid.statusCode).toBe(200);
  });

  it('treats a key whose first call never answered as in progress, until it is stale', async () => {
    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', 'stale');
    await addDomain(customer, { action: 'register', domain: name });
    const order = await initOrder(customer);
    const hash = requestHash('POST', `/api/payment/balance/${order.orderId}`, { cartUpdatedAt: null });
    const row = { user_id: customerId, key: 'stale-key-0001', request_hash: hash, status_code: null, response: null, created_at: new Date() };
    await t.app.db.insertInto('idempotency_keys').values(row).execute();
    expect((await pay(customer, order.orderId, 'stale-key-0001')).json()).toMatchObject({ code: 'TRANSACTION_IN_PROGRESS' });
    await t.app.db.updateTable('idempotency_keys').set({ created_at: new Date(Date.now() - 10 * 60_000) }).where('key', '=', 'stale-key-0001').execute();
    expect((await pay(customer, order.orderId, 'stale-key-0001')).statusCode).toBe(200);
    expect((await pay(customer, order.orderId, 'stale-key-0001')).statusCode).toBe(200);
    expect(await ledgerSum(t.app.db, 'balance', customerId)).toBe(await balance());
  });
});
