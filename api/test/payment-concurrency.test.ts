import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { checkoutOrderSchema } from '@storefront/contracts';
import { ledgerSum, moveLedger, readLedgerTotal } from '../src/ledger/ledger.repository';
import { AppError } from '../src/errors';
import { signSandboxCallback as signCallback } from '../src/payments/providers/sandbox-callbacks';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp, TEST_POOL_MAX } from './helpers/app';
import { ensureBilling } from './helpers/contacts';
import { namesWithStatus } from './helpers/domains';

/** PGlite is one connection: real concurrency can only be shown on PostgreSQL. */
const onPostgres = Boolean(process.env.DATABASE_URL);
const skip = onPostgres ? false : 'race tests need PostgreSQL (set DATABASE_URL): PGlite runs one connection, so nothing races on it';

let t: TestApp;
let customer: Client;
let staff: Client;
let customerId: string;

before(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ dbPoolSize: TEST_POOL_MAX, paymentCallbackSecret: 'race-secret' });
  customer = new Client(t.app);
  staff = new Client(t.app);
  await customer.login(CUSTOMER.login, CUSTOMER.password);
  await staff.login(STAFF.login, STAFF.password);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
});
after(async () => {
  if (t) await t.close();
});

describe('payments under concurrency (PostgreSQL)', { skip }, () => {
  it('50 concurrent payments of one order record one payment and debit once', async () => {
    await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 100_000, reason: 'race test' });
    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', 'race');
    await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'register', domain: name, years: 1 }] });
    const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
    await ensureBilling(customer, order.orderId);

    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': `race-key-${i}-${order.orderId}` } }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode).toBe(409);
      expect(['TRANSACTION_IN_PROGRESS', 'ORDER_STATUS_INVALID']).toContain(response.json().code);
    }
    expect(await t.app.db.selectFrom('payments').selectAll().where('order_id', '=', order.orderId).execute()).toHaveLength(1);
    const debits = await t.app.db.selectFrom('balance_ledger').selectAll().where('user_id', '=', customerId).where('kind', '=', 'payment').execute();
    expect(debits).toHaveLength(1);
    expect(await readLedgerTotal(t.app.db, 'balance', customerId)).toBe(100_000 - order.total);
    expect(await ledgerSum(t.app.db, 'balance', customerId)).toBe(100_000 - order.total);
  });

  it('concurrent debits for several orders whose sum exceeds the balance never take it below zero', async () => {
    const start = await readLedgerTotal(t.app.db, 'balance', customerId);
    const amount = Math.ceil(start / 7) + 1; // 7 of them would exceed the balance: at most 6 succeed
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        t.app.db.transaction().execute((trx) => moveLedger(trx, 'balance', { userId: customerId, amount: -amount, kind: 'payment', reference: `order-${i}`, now: new Date() })),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    for (const r of refused) expect(((r as PromiseRejectedResult).reason as AppError).body.code).toBe('BALANCE_NOT_ENOUGH');
    expect(succeeded).toBe(Math.floor(start / amount));
    const end = await readLedgerTotal(t.app.db, 'balance', customerId);
    expect(end).toBe(start - succeeded * amount);
    expect(end).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(t.app.db, 'balance', customerId)).toBe(end);
  });

  it('a callback delivered 20 times at once, and 10 paid attempts of one order at once, record one payment; the rest is credited to the balance', async () => {
    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', 'racecb');
    await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'register', domain: name, years: 1 }] });
    const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
    await ensureBilling(customer, order.orderId);
    const start = (i: number) =>
      customer.request({
        method: 'POST',
        url: '/api/payments',
        payload: { kind: 'order', id: order.orderId, method: 'card', continuePath: '/payment/success', cancelPath: '/checkout-basket' },
        headers: { 'idempotency-key': `race-cb-${i}-${order.orderId}` },
      });
    const sessions: string[] = [];
    for (let i = 0; i < 10; i += 1) sessions.push((await start(i)).json().sessionId as string);
    const balanceBefore = await readLedgerTotal(t.app.db, 'balance', customerId);
    const deliver = (sessionId: string, transactionId: string) => {
      const raw = JSON.stringify({ sessionId, transactionId, status: 'succeeded', amount: order.total, currency: 'USD' });
      return t.app.inject({ method: 'POST', url: '/api/payment/callback/card', headers: { 'content-type': 'application/json', 'x-signature': signCallback('race-secret', raw, Math.floor(Date.now() / 1000)) }, payload: raw });
    };
    const same = await Promise.all(Array.from({ length: 20 }, () => deliver(sessions[9]!, 'tx-same')));
    expect(same.every((r) => r.statusCode === 200)).toBe(true);
    expect(same.filter((r) => r.json().recorded === true)).toHaveLength(1);
    const others = await Promise.all(sessions.slice(0, 9).map((id, i) => deliver(id, `tx-other-${i}`)));
    expect(others.every((r) => r.statusCode === 200)).toBe(true);

    const payments = await t.app.db.selectFrom('payments').selectAll().where('reference_id', '=', order.orderId).execute();
    expect(payments.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(payments.filter((p) => p.status === 'refunded')).toHaveLength(9);
    expect(await t.app.db.selectFrom('invoices').select('id').where('order_id', '=', order.orderId).execute()).toHaveLength(1);
    expect(await readLedgerTotal(t.app.db, 'balance', customerId)).toBe(balanceBefore + 9 * order.total);
    expect(await ledgerSum(t.app.db, 'balance', customerId)).toBe(balanceBefore + 9 * order.total);
  });
});
