import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { cartSchema, checkoutOneStepResultSchema, checkoutOrderSchema, cloudServerUpgradeQuoteSchema, orderTotals, topUpSchema } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { termEnd } from '../src/services/services.repository';
import { TEST_CARDS } from '../src/sandbox-gateway/test-cards';
import { fulfilDomainItem } from '../src/domains/fulfil-domain-item';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp, TEST_POOL_MAX } from './helpers/app';
import { addCard as addCardFor } from './helpers/cards';
import { namesWithStatus } from './helpers/domains';
import { ensureBilling } from './helpers/contacts';
import { eventually } from './helpers/eventually';

/**
 * Issue 16 item 13: POST /api/checkout-one-step (a renewal paid in one step with the balance or a saved card),
 * POST /api/top-up-one-step, PUT /api/top-up/{id}/complete, and an upgrade item priced again at payment.
 * The race tests run on PostgreSQL only (PGlite is one connection).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let customer: Client;
let stranger: Client;
let staff: Client;
let customerId: string;
let serverId: string;
let keys = 0;
const key = () => `one-step-key-${(keys += 1)}`;


const balance = async () => (await customer.get('/api/user/balance')).json().balance as number;
const setBalance = async (target: number) => {
  const now = await balance();
  if (now !== target) await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: target - now, reason: 'test' });
  expect(await balance()).toBe(target);
};
const server = () => t.app.db.selectFrom('services').selectAll().where('id', '=', serverId).executeTakeFirstOrThrow();
const oneStep = (body: Record<string, unknown>, idempotencyKey = key(), client = customer) =>
  client.request({ method: 'POST', url: '/api/checkout-one-step', payload: body, headers: { 'idempotency-key': idempotencyKey } });
const topUpOneStep = (body: Record<string, unknown>, idempotencyKey = key()) => customer.request({ method: 'POST', url: '/api/top-up-one-step', payload: body, headers: { 'idempotency-key': idempotencyKey } });
const ordersOf = async () => (await t.app.db.selectFrom('orders').select('id').where('user_id', '=', customerId).execute()).length;
const renewalTotal = async () => orderTotals((await server()).renew_price, 0, t.app.config.vatRateBasisPoints).total;

const addCard = (number: string) => addCardFor(t.app, customer, number);

before(async () => {
  t = await createTestApp({ jobPollSeconds: 0.5, ...(onPostgres ? { dbPoolSize: TEST_POOL_MAX } : {}) }, { clock });
  customer = new Client(t.app);
  stranger = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  expect((await stranger.send('POST', '/api/users', { firstName: 'Other', lastName: 'Person', email: 'one.step.other@example.com', password: 'Strong-pass1', passwordConfirmation: 'Strong-pass1', phoneNumber: '+85569000433' })).statusCode).toBe(201);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;

  // A monthly Basic Cloud 1 bought on 24 November with the balance: its term ends on 24 December.
  for (const item of (await customer.get('/api/cart')).json().items as { key: string }[]) await customer.send('DELETE', '/api/cart/items', { key: item.key });
  const added = await customer.send('PUT', '/api/cart/items/cloud-server', { package: 'cs-basic-cloud-1', months: 1, region: 'cambodia', os: 'debian-11', serverName: 'renew-1', storageType: 'ssd', source: 'NEW', addons: {} });
  expect(added.statusCode).toBe(200);
  const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
  await ensureBilling(customer, order.orderId);
  await setBalance(order.total);
  const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': key() } });
  expect(paid.statusCode).toBe(200);
  serverId = (await t.app.db.selectFrom('services').select('id').where('user_id', '=', customerId).where('name', '=', 'renew-1').executeTakeFirstOrThrow()).id;
  await eventually(() => server(), (s) => s.status === 'active' && s.provisioning === 'ready', 'the server running');
  expect((await customer.send('PATCH', `/api/user/services/${serverId}/auto-renew`, { autoRenew: false })).statusCode).toBe(200);
});
after(async () => {
  if (t) await t.close();
});

describe('upgrade fee priced again at payment', () => {
  it('an upgrade put in the cart ten days ago is charged for the days left today, never the old price', async () => {
    const body = { kind: 'update', addons: { 'cs-cpu': 2 } };
    expect((await customer.send('PUT', '/api/cart/items/upgrade', { ...body, serviceId: serverId })).statusCode).toBe(200);
    const then = cartSchema.parse((await customer.get('/api/cart')).json()).items.find((item) => item.type === 'upgrade')!;
    const stale = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
    await ensureBilling(customer, stale.orderId);
    await setBalance(10_000_00);

    clock.set('2026-12-04T09:00:00Z');
    // The order made ten days ago is refused at payment: nothing taken.
    const refused = await customer.request({ method: 'POST', url: `/api/payment/balance/${stale.orderId}`, payload: {}, headers: { 'idempotency-key': key() } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ORDER_CHANGED');
    expect(await balance()).toBe(10_000_00);

    const quote = cloudServerUpgradeQuoteSchema.parse((await customer.send('POST', `/api/user/cloud-servers/${serverId}/upgrade/price`, body)).json());
    expect(quote.remainingDays).toBe(20);
    expect(quote.fee).toBeLessThan(then.amount);
    const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
    const item = order.items.find((i) => i.type === 'upgrade')!;
    expect(item.amount).toBe(quote.fee);
    expect(item.description).toMatch(/20 of 30 days$/);
    expect(order.total).toBe(orderTotals(quote.fee, 0, t.app.config.vatRateBasisPoints).total);
    // The cart shows the price it is paid at.
    expect(cartSchema.parse((await customer.get('/api/cart')).json()).items.find((i) => i.type === 'upgrade')!.amount).toBe(quote.fee);
    await ensureBilling(customer, order.orderId);
    const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: { cartUpdatedAt: order.cartUpdatedAt }, headers: { 'idempotency-key': key() } });
    expect(paid.statusCode).toBe(200);
    expect(await balance()).toBe(10_000_00 - order.total);
    await eventually(() => server(), (s) => s.provisioning === 'ready' && !(s.details as { pendingResize?: unknown }).pendingResize, 'the resize done');
  });
});

describe('POST /api/checkout-one-step', () => {
  it('renews a server for one more term from the balance, through an order and an invoice, once per request', async () => {
    const before = await server();
    const total = await renewalTotal();
    await setBalance(total);
    const body = { serviceId: serverId, method: 'balance' };
    const sameKey = key();
    const first = await oneStep(body, sameKey);
    expect(first.statusCode).toBe(200);
    const result = checkoutOneStepResultSchema.parse(first.json());
    expect(result).toMatchObject({ serviceId: serverId, method: 'balance', status: 'paid', amount: total, balance: 0 });
    const after = await server();
    expect(new Date(after.expires_at).toISOString()).toBe(termEnd(new Date(before.expires_at), before.period, before.period_unit).toISOString());
    // The checkout's own records: a paid order with its renewal item, a payment, an invoice with its line.
    const order = await t.app.db.selectFrom('orders').selectAll().where('id', '=', result.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'paid', total, payment_method: 'balance', detached: true });
    const invoice = await t.app.db.selectFrom('invoices').selectAll().where('id', '=', result.invoiceId).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ total, status: 'paid', order_id: result.orderId });
    const lines = await t.app.db.selectFrom('invoice_lines').select(['description', 'amount']).where('invoice_id', '=', invoice.id).execute();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.amount).toBe(before.renew_price);
    // The same request again: the first answer, nothing charged or renewed twice.
    const again = await oneStep(body, sameKey);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await balance()).toBe(0);
    expect(new Date((await server()).expires_at).getTime()).toBe(new Date(after.expires_at).getTime());
    // The cart was left as it was.
    expect((await customer.get('/api/cart')).statusCode).toBe(200);
  });

  it('refuses with the §8 codes and writes nothing', async () => {
    const before = await server();
    const orders = await ordersOf();
    await setBalance((await renewalTotal()) - 1);
    const short = await oneStep({ serviceId: serverId, method: 'balance' });
    expect(short.statusCode).toBe(402);
    expect(short.json().code).toBe('BALANCE_NOT_ENOUGH');
    const noCard = await oneStep({ serviceId: serverId, method: 'card' });
    expect(noCard.json()).toMatchObject({ code: 'NO_SAVED_CARD', message: 'Please add new card to pay!' });
    const unknownCard = await oneStep({ serviceId: serverId, method: 'card', cardId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownCard.json().code).toBe('CARD_NOT_FOUND');
    // Someone else's service is not found; bad input is a 400.
    const other = await oneStep({ serviceId: serverId, method: 'balance' }, key(), stranger);
    expect(other.statusCode).toBe(404);
    expect((await oneStep({ serviceId: serverId, method: 'wallet' })).statusCode).toBe(400);
    expect((await customer.send('POST', '/api/checkout-one-step', { serviceId: serverId, method: 'balance' })).statusCode).toBe(400); // no Idempotency-Key
    expect(await ordersOf()).toBe(orders);
    expect(await balance()).toBe((await renewalTotal()) - 1);
    expect(new Date((await server()).expires_at).getTime()).toBe(new Date(before.expires_at).getTime());
  });

  it('renews with the default saved card: the card is charged the total and the renewal is in its history', async () => {
    await addCard(TEST_CARDS[0]!.number);
    const before = await server();
    const total = await renewalTotal();
    const paid = await oneStep({ serviceId: serverId, method: 'card' });
    expect(paid.statusCode).toBe(200);
    const result = checkoutOneStepResultSchema.parse(paid.json());
    expect(result).toMatchObject({ method: 'card', amount: total });
    const charge = await t.app.db.selectFrom('card_transactions').selectAll().where('reference', '=', result.orderId).executeTakeFirstOrThrow();
    expect(charge).toMatchObject({ kind: 'charge', amount: total, description: 'Renewal' });
    const payment = await t.app.db.selectFrom('payments').selectAll().where('order_id', '=', result.orderId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ provider: 'saved-card', amount: total });
    expect(new Date((await server()).expires_at).toISOString()).toBe(termEnd(new Date(before.expires_at), before.period, before.period_unit).toISOString());
  });
});

describe('POST /api/checkout-one-step for a domain', () => {
  it('renews one of my domains for a year, priced as the cart prices a renewal', async () => {
    const user = await t.app.db.selectFrom('users').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', 'onestep');
    await t.app.db.transaction().execute((trx) => fulfilDomainItem(trx, t.app, user, { payload: { action: 'register', domain: name }, period: 1 }));
    const domain = await t.app.db.selectFrom('domains').selectAll().where('domain', '=', name!).executeTakeFirstOrThrow();
    const quote = await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'renew', domain: name, years: 1 }] });
    const cartItem = cartSchema.parse(quote.json()).items.find((item) => item.title === name)!;
    await customer.send('DELETE', '/api/cart/items', { key: cartItem.key });
    const total = orderTotals(cartItem.amount, 0, t.app.config.vatRateBasisPoints).total;
    await setBalance(total);
    const paid = await oneStep({ serviceId: domain.id, method: 'balance' });
    expect(paid.statusCode).toBe(200);
    expect(checkoutOneStepResultSchema.parse(paid.json()).amount).toBe(total);
    // The renewal is the fulfil-domain job's, after the payment commits (issue 29 item 6).
    const renewed = () => t.app.db.selectFrom('domains').selectAll().where('id', '=', domain.id).executeTakeFirstOrThrow();
    const after = await eventually(renewed, (row) => row.fulfilment === null && new Date(row.expires_at).getUTCFullYear() !== new Date(domain.expires_at).getUTCFullYear(), 'the renewal by its job');
    expect(new Date(after.expires_at).getUTCFullYear()).toBe(new Date(domain.expires_at).getUTCFullYear() + 1);
    expect(await balance()).toBe(0);
  });
});

describe('POST /api/top-up-one-step and PUT /api/top-up/{id}/complete', () => {
  it('tops up the balance at once with the saved card, its fee on top', async () => {
    await setBalance(0);
    const response = await topUpOneStep({ total: 25_00 });
    expect(response.statusCode).toBe(200);
    const topUp = topUpSchema.parse(response.json());
    expect(topUp).toMatchObject({ total: 25_00, status: 'paid', paymentOption: 'card', balance: 25_00 });
    const charge = await t.app.db.selectFrom('card_transactions').selectAll().where('reference', '=', topUp.topUpId).executeTakeFirstOrThrow();
    expect(charge.amount).toBe(topUp.total + topUp.fee);
    expect(await balance()).toBe(25_00);
    expect((await topUpOneStep({ total: 9_99 })).statusCode).toBe(400);
    expect((await topUpOneStep({ total: 25_00, cardId: '00000000-0000-4000-8000-000000000000' })).json().code).toBe('CARD_NOT_FOUND');
    expect(await balance()).toBe(25_00);
  });

  it('completing a wallet top-up captures what the customer approved, once; unapproved it waits', async () => {
    await setBalance(0);
    const created = topUpSchema.parse((await customer.request({ method: 'POST', url: '/api/top-up', payload: { total: 40_00, method: 'wallet' }, headers: { 'idempotency-key': key() } })).json());
    const start = async () =>
      (await customer.request({ method: 'POST', url: '/api/payments', payload: { kind: 'topUp', id: created.topUpId, method: 'wallet', continuePath: '/top-up/success', cancelPath: '/top-up' }, headers: { 'idempotency-key': key() } })).json() as { sessionId: string };
    const complete = (sessionId: string, topUpId = created.topUpId) => customer.request({ method: 'PUT', url: `/api/top-up/${topUpId}/complete`, payload: { sessionId }, headers: { 'idempotency-key': key() } });
    const session = await start();

    const waiting = await complete(session.sessionId);
    expect(waiting.statusCode).toBe(200);
    expect(topUpSchema.parse(waiting.json()).status).toBe('open');

    expect((await t.app.inject({ method: 'POST', url: `/sandbox-gateway/wallet/${session.sessionId}/approve` })).statusCode).toBe(303);
    const done = topUpSchema.parse((await complete(session.sessionId)).json());
    expect(done).toMatchObject({ status: 'paid', balance: 40_00 });
    expect(topUpSchema.parse((await complete(session.sessionId)).json()).status).toBe('paid');
    expect(await t.app.db.selectFrom('payments').selectAll().where('reference_id', '=', created.topUpId).execute()).toHaveLength(1);
    expect(await balance()).toBe(40_00);

    // Not this top-up's session, or not mine: TOP_UP_NOT_FOUND.
    const other = await stranger.request({ method: 'PUT', url: `/api/top-up/${created.topUpId}/complete`, payload: { sessionId: session.sessionId }, headers: { 'idempotency-key': key() } });
    expect(other.json().code).toBe('TOP_UP_NOT_FOUND');
    expect((await complete('00000000-0000-4000-8000-000000000000')).json().code).toBe('TOP_UP_NOT_FOUND');
  });
});

describe('one-step payments under concurrency (PostgreSQL)', { skip: onPostgres ? false : 'race tests need PostgreSQL (set DATABASE_URL)' }, () => {
  it('the same renewal sent fifty times at once with one key charges once', async () => {
    const before = await server();
    const total = await renewalTotal();
    await setBalance(total * 3);
    const sameKey = key();
    const responses = await Promise.all(Array.from({ length: 50 }, () => oneStep({ serviceId: serverId, method: 'balance' }, sameKey)));
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe('TRANSACTION_IN_PROGRESS');
    expect(new Set(ok.map((r) => r.json().paymentId)).size).toBe(1);
    expect(await balance()).toBe(total * 2);
    expect(new Date((await server()).expires_at).toISOString()).toBe(termEnd(new Date(before.expires_at), before.period, before.period_unit).toISOString());
  });

  it('the same card top-up sent fifty times at once with one key charges the card once', async () => {
    await setBalance(0);
    const sameKey = key();
    const responses = await Promise.all(Array.from({ length: 50 }, () => topUpOneStep({ total: 30_00 }, sameKey)));
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe('TRANSACTION_IN_PROGRESS');
    expect(new Set(ok.map((r) => r.json().topUpId)).size).toBe(1);
    const charges = await t.app.db.selectFrom('card_transactions').selectAll().where('reference', '=', ok[0]!.json().topUpId).execute();
    expect(charges).toHaveLength(1);
    expect(await balance()).toBe(30_00);
  });

  it('fifty renewals at once with their own keys and a balance for one: one is paid, the balance never below zero', async () => {
    const before = await server();
    const total = await renewalTotal();
    await setBalance(total);
    const responses = await Promise.all(Array.from({ length: 50 }, () => oneStep({ serviceId: serverId, method: 'balance' })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) expect(['TRANSACTION_IN_PROGRESS', 'BALANCE_NOT_ENOUGH']).toContain(r.json().code);
    expect(await balance()).toBe(0);
    expect(new Date((await server()).expires_at).toISOString()).toBe(termEnd(new Date(before.expires_at), before.period, before.period_unit).toISOString());
  });
});
