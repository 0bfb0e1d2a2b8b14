import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { cartPromoCreditSchema, checkoutOrderSchema, paymentResultSchema, promoCreditTotalSchema, type CheckoutOrder } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import type { OrderRow } from '../src/db/database';
import { ledgerSum, moveLedger } from '../src/ledger/ledger.repository';
import { redeemPromoCredit } from '../src/promo-credit/promo-credit.repository';
import { WELCOME_PROMO_CREDIT } from '../src/db/seed/promo-credit';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { ensureBilling } from './helpers/contacts';
import { namesWithStatus } from './helpers/domains';

const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let customer: Client;
let staff: Client;
let customerId: string;
let keySeq = 0;
const newKey = () => `promo-key-${Date.now()}-${(keySeq += 1)}`;

before(async () => {
  t = await createTestApp({}, { clock });
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
});
after(() => t.close());

/** VAT at the test app's 10 %, rounded half up (shared/contracts money rules). */
const vatOf = (cents: number) => Math.floor((cents * 1000 + 5000) / 10000);
const total = async () => promoCreditTotalSchema.parse((await customer.get('/api/user/promo-credit/total')).json()).total;
const ledger = () => t.app.db.selectFrom('promo_credit_ledger').selectAll().where('user_id', '=', customerId).orderBy('seq').execute();
const grant = (amount: number, reason = 'test grant', userId = customerId, client = staff) => client.send('POST', `/api/admin/users/${userId}/promo-credit`, { amount, reason });
const cartCredit = async () => cartPromoCreditSchema.parse((await customer.get('/api/cart/promo-credit')).json());
const usePromoCredit = (use: boolean) => customer.send('POST', '/api/cart/promo-credit', { use });
const addDomain = async () => {
  const [name] = await namesWithStatus(t.app, 'available', 1, 'com', `pc${keySeq++}-${Date.now() % 100000}`);
  expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', years: 1, action: 'register', domain: name }] })).statusCode).toBe(200);
};
const emptyCart = async () => {
  for (const item of (await customer.get('/api/cart')).json().items as { key: string }[]) await customer.send('DELETE', '/api/cart/items', { key: item.key });
};
const init = async (): Promise<CheckoutOrder> => {
  const response = await customer.send('POST', '/api/checkout/init');
  expect(response.statusCode).toBe(200);
  return checkoutOrderSchema.parse(response.json());
};
const payPromo = (client: Client, orderId: string, key: string | null, body: Record<string, unknown> = {}) =>
  client.request({ method: 'POST', url: `/api/payment/promo-credit/${orderId}`, payload: body, headers: key ? { 'idempotency-key': key } : {} });
/** Total, ledger rows, payments, invoices and the order's status: what a refused call must leave as it was. */
const snapshot = async (orderId?: string) => ({
  total: await total(),
  ledgerRows: (await ledger()).length,
  payments: (await t.app.db.selectFrom('payments').select('id').execute()).length,
  invoices: (await t.app.db.selectFrom('invoices').select('id').where('user_id', '=', customerId).execute()).length,
  orderStatus: orderId ? (await t.app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status : null,
});
/** Brings the customer's promo credit to `target` cents with one staff move (none when already there). */
const setTotal = async (target: number) => {
  const current = await total();
  if (current !== target) await grant(target - current, 'test: set total');
  expect(await total()).toBe(target);
};
const expectLedgerMatchesTotal = async () => expect(await ledgerSum(t.app.db, 'promoCredit', customerId)).toBe(await total());

describe('promo credit total and the seed', () => {
  it('the demo customer starts with the welcome promo credit, one grant row in the ledger', async () => {
    expect(await total()).toBe(WELCOME_PROMO_CREDIT.amount);
    expect(await ledger()).toEqual([expect.objectContaining({ amount: 500, kind: 'grant', reason: 'Welcome promo credit' })]);
    await expectLedgerMatchesTotal();
  });

  it('needs a signed-in customer', async () => {
    const guest = new Client(t.app);
    expect((await guest.get('/api/user/promo-credit/total')).statusCode).toBe(401);
    expect((await guest.get('/api/cart/promo-credit')).statusCode).toBe(401);
    expect((await guest.send('POST', '/api/cart/promo-credit', { use: true })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/users/{userId}/promo-credit (staff)', () => {
  it('is staff only; an unknown user is NOT_FOUND; a zero amount or no reason is a 400', async () => {
    const before = await snapshot();
    expect((await grant(100, 'self-service', customerId, customer)).statusCode).toBe(403);
    const unknown = await grant(100, 'nobody', 'no-such-user');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await grant(0)).statusCode).toBe(400);
    expect((await staff.send('POST', `/api/admin/users/${customerId}/promo-credit`, { amount: 100, reason: '  ' })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('grants and takes back with a reason, one ledger row each; never below zero (PROMO_CREDIT_NOT_ENOUGH, nothing written)', async () => {
    const start = await total();
    const granted = await grant(1000, 'loyalty reward');
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ userId: customerId, total: start + 1000 });
    const rows = await ledger();
    expect(rows.at(-1)).toMatchObject({ amount: 1000, kind: 'grant', reason: 'loyalty reward', created_by: expect.any(String) });

    const before = await snapshot();
    const tooMuch = await grant(-(start + 1001), 'take back too much');
    expect(tooMuch.statusCode).toBe(402);
    expect(tooMuch.json()).toEqual({ code: 'PROMO_CREDIT_NOT_ENOUGH', message: 'Your promo credit is not enough' });
    expect(await snapshot()).toEqual(before);

    const back = await grant(-1000, 'granted by mistake');
    expect(back.json()).toEqual({ userId: customerId, total: start });
    expect((await ledger()).at(-1)).toMatchObject({ amount: -1000, kind: 'adjustment', reason: 'granted by mistake' });
    await expectLedgerMatchesTotal();
  });
});

describe('moveLedger on promo credit, and redeemPromoCredit', () => {
  it('concurrent debits never take the total below zero; the ledger sums to the total', async () => {
    await setTotal(1000);
    const now = clock.now();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => t.app.db.transaction().execute((trx) => moveLedger(trx, 'promoCredit', { userId: customerId, amount: -300, kind: 'adjustment', reason: 'race', now }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const refused of results.filter((r) => r.status === 'rejected')) expect((refused as PromiseRejectedResult).reason.body).toMatchObject({ code: 'PROMO_CREDIT_NOT_ENOUGH' });
    expect(await total()).toBe(100);
    await expectLedgerMatchesTotal();
  });

  it('redeemPromoCredit takes the order\'s promo credit as a payment row (reference = order id), or refuses and writes nothing', async () => {
    await setTotal(700);
    const now = clock.now();
    const order = { id: crypto.randomUUID(), user_id: customerId, promo_credit: 400 } as OrderRow;
    await t.app.db.transaction().execute((trx) => redeemPromoCredit(trx, order, now));
    expect(await total()).toBe(300);
    expect((await ledger()).at(-1)).toMatchObject({ amount: -400, kind: 'payment', reference: order.id });

    const before = await snapshot();
    await expect(t.app.db.transaction().execute((trx) => redeemPromoCredit(trx, { ...order, id: crypto.randomUUID() }, now))).rejects.toMatchObject({ body: { code: 'PROMO_CREDIT_NOT_ENOUGH' } });
    await t.app.db.transaction().execute((trx) => redeemPromoCredit(trx, { ...order, promo_credit: 0 }, now));
    expect(await snapshot()).toEqual(before);
    await expectLedgerMatchesTotal();
  });
});

describe('/api/cart/promo-credit', () => {
  it('an empty cart is blocked; using it without a cart is ITEMS_NOT_FOUND', async () => {
    await setTotal(500);
    expect(await cartCredit()).toEqual({ available: 500, applied: 0, use: false, blockedBy: 'empty' });
    expect((await usePromoCredit(true)).json()).toMatchObject({ code: 'ITEMS_NOT_FOUND' });
  });

  it('used on the cart: min(available, total after VAT); the checkout order carries it off its total', async () => {
    await addDomain();
    const subtotal = (await customer.get('/api/cart')).json().subtotal as number;
    const afterVat = subtotal + vatOf(subtotal);
    expect(afterVat).toBeGreaterThan(500);
    expect(await cartCredit()).toEqual({ available: 500, applied: 0, use: false, blockedBy: null });
    const order = await init();
    expect(order).toMatchObject({ total: afterVat, promoCredit: 0 });

    const used = await usePromoCredit(true);
    expect(used.statusCode).toBe(200);
    expect(cartPromoCreditSchema.parse(used.json())).toEqual({ available: 500, applied: 500, use: true, blockedBy: null });
    // the choice is a cart change: the order made before it is ORDER_CHANGED, the next init remakes it
    expect((await customer.get(`/api/payment/can-pay/${order.orderId}`)).json()).toMatchObject({ code: 'ORDER_CHANGED' });
    const remade = await init();
    expect(remade).toMatchObject({ orderId: order.orderId, subtotal, vat: vatOf(subtotal), promoCredit: 500, total: afterVat - 500 });
    expect(remade.promoCredit! + remade.total).toBe(remade.subtotal - remade.discount + remade.vat);

    // more credit than the order: only the order's total is taken, the total is 0
    await setTotal(afterVat + 250);
    expect(await cartCredit()).toEqual({ available: afterVat + 250, applied: afterVat, use: true, blockedBy: null });
    expect(await init()).toMatchObject({ orderId: order.orderId, promoCredit: afterVat, total: 0 });

    expect(cartPromoCreditSchema.parse((await usePromoCredit(false)).json())).toEqual({ available: afterVat + 250, applied: 0, use: false, blockedBy: null });
    expect(await init()).toMatchObject({ promoCredit: 0, total: afterVat });
    await emptyCart();
  });

  it('holding none: using it is PROMO_CREDIT_NOT_ENOUGH and nothing changes', async () => {
    await addDomain();
    await setTotal(0);
    const cartBefore = (await customer.get('/api/cart')).json();
    const refused = await usePromoCredit(true);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'PROMO_CREDIT_NOT_ENOUGH' });
    expect((await customer.get('/api/cart')).json()).toEqual(cartBefore);
    expect((await cartCredit()).use).toBe(false);
    await setTotal(500);
    await emptyCart();
  });

  it('a voucher excludes it: CANNOT_USE_PROMO_CREDIT with a voucher on the cart; applying a voucher turns it off', async () => {
    await addDomain();
    expect((await usePromoCredit(true)).statusCode).toBe(200);
    expect(await init()).toMatchObject({ promoCredit: 500 });

    const withVoucher = await customer.send('PUT', '/api/cart/voucher', { code: 'DOMAIN5' });
    expect(withVoucher.statusCode).toBe(200);
    expect(withVoucher.json().voucher).toEqual({ code: 'DOMAIN5', discount: 500 });
    expect(await cartCredit()).toMatchObject({ applied: 0, use: false, blockedBy: 'voucher' });
    expect(await init()).toMatchObject({ voucherCode: 'DOMAIN5', discount: 500, promoCredit: 0 });

    const cartBefore = (await customer.get('/api/cart')).json();
    const refused = await usePromoCredit(true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'CANNOT_USE_PROMO_CREDIT', message: 'Promo credit cannot be used with a voucher' });
    expect((await customer.get('/api/cart')).json()).toEqual(cartBefore);
    expect((await cartCredit()).use).toBe(false);

    // without the voucher it can be used again
    await customer.send('DELETE', '/api/cart/voucher');
    expect(cartPromoCreditSchema.parse((await usePromoCredit(true)).json())).toMatchObject({ use: true, applied: 500, blockedBy: null });
    await usePromoCredit(false);
    await emptyCart();
  });
});

describe('POST /api/payment/promo-credit/{id}', () => {
  it('needs an Idempotency-Key; another user\'s order is ORDER_NOT_FOUND', async () => {
    await addDomain();
    const order = await init();
    expect((await payPromo(customer, order.orderId, null)).statusCode).toBe(400);
    const other = await payPromo(staff, order.orderId, newKey());
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    await emptyCart();
  });

  it('an order the credit does not cover entirely is PROMO_CREDIT_NOT_ENOUGH; nothing half-written', async () => {
    await setTotal(500);
    await addDomain();
    await usePromoCredit(true);
    const order = await init();
    expect(order.total).toBeGreaterThan(0);
    await ensureBilling(customer, order.orderId);
    const before = await snapshot(order.orderId);
    const refused = await payPromo(customer, order.orderId, newKey());
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'PROMO_CREDIT_NOT_ENOUGH' });
    expect(await snapshot(order.orderId)).toEqual(before);
    await usePromoCredit(false);
    await emptyCart();
  });

  it('credit spent since the order was made: PROMO_CREDIT_NOT_ENOUGH, the order stays open, nothing written', async () => {
    await addDomain();
    const subtotal = (await customer.get('/api/cart')).json().subtotal as number;
    await setTotal(subtotal + vatOf(subtotal));
    await usePromoCredit(true);
    const order = await init();
    expect(order.total).toBe(0);
    await ensureBilling(customer, order.orderId);
    await grant(-100, 'spent elsewhere');
    const before = await snapshot(order.orderId);
    const refused = await payPromo(customer, order.orderId, newKey());
    expect(refused.json()).toMatchObject({ code: 'PROMO_CREDIT_NOT_ENOUGH' });
    expect(await snapshot(order.orderId)).toEqual({ ...before, orderStatus: 'open' });
    await expectLedgerMatchesTotal();
    await usePromoCredit(false);
    await emptyCart();
  });

  it('pays a covered order: paid, invoiced, the cart emptied, the credit taken (one payment row), replayed by its key', async () => {
    await addDomain();
    const subtotal = (await customer.get('/api/cart')).json().subtotal as number;
    const afterVat = subtotal + vatOf(subtotal);
    await setTotal(afterVat + 300);
    await usePromoCredit(true);
    const order = await init();
    expect(order).toMatchObject({ promoCredit: afterVat, total: 0 });

    // billing is required first (nothing written); the cart's open order kept the billing of earlier tests
    await t.app.db.updateTable('orders').set({ billing_to: null }).where('id', '=', order.orderId).execute();
    const before = await snapshot(order.orderId);
    const noBilling = await payPromo(customer, order.orderId, newKey());
    expect(noBilling.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Do not have info about billing. Please update your contact to continue' });
    expect(await snapshot(order.orderId)).toEqual(before);

    await ensureBilling(customer, order.orderId);
    const key = newKey();
    const paid = await payPromo(customer, order.orderId, key, { cartUpdatedAt: order.cartUpdatedAt });
    expect(paid.statusCode).toBe(200);
    const result = paymentResultSchema.parse(paid.json());
    expect(result).toMatchObject({ orderId: order.orderId, status: 'paid', amount: 0 });
    expect((await customer.get(`/api/user/invoices/${result.invoiceId}`)).json()).toMatchObject({ total: afterVat, promoCredit: afterVat });
    expect((await customer.get('/api/cart')).json().itemCount).toBe(0);
    expect(await t.app.db.selectFrom('payments').select(['provider', 'amount']).where('order_id', '=', order.orderId).execute()).toEqual([{ provider: 'promoCredit', amount: 0 }]);

    // the same key replays the first answer; a new key finds the order paid
    const replay = await payPromo(customer, order.orderId, key, { cartUpdatedAt: order.cartUpdatedAt });
    expect(replay.json()).toEqual(paid.json());
    expect((await payPromo(customer, order.orderId, newKey())).json()).toMatchObject({ code: 'ORDER_STATUS_INVALID' });

    // the credit is taken once, by recordPayment (redeemPromoCredit): one payment row referencing the order
    expect(await total()).toBe(300);
    expect((await ledger()).filter((row) => row.reference === order.orderId)).toEqual([expect.objectContaining({ amount: -afterVat, kind: 'payment' })]);
    await expectLedgerMatchesTotal();
  });

  it('a balance payment of an order part-paid with promo credit debits the rest from the balance and takes the credit', async () => {
    await addDomain();
    await setTotal(500);
    await usePromoCredit(true);
    const order = await init();
    expect(order.promoCredit).toBe(500);
    await ensureBilling(customer, order.orderId);
    expect((await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 10_000, reason: 'test credit' })).statusCode).toBe(200);
    const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': newKey() } });
    expect(paid.statusCode).toBe(200);
    expect(paymentResultSchema.parse(paid.json())).toMatchObject({ amount: order.total, balance: 10_000 - order.total });
    // taken by recordPayment (redeemPromoCredit), whatever the provider; the part paid in money earns its VIP cashback
    const cashback = (await t.app.db.selectFrom('loyalty_cashbacks').select('amount').where('order_id', '=', order.orderId).executeTakeFirstOrThrow()).amount;
    expect(cashback).toBe(Math.floor(order.total / 100));
    expect(await total()).toBe(cashback);
    const rows = (await ledger()).filter((row) => row.reference === order.orderId);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(expect.arrayContaining([expect.objectContaining({ amount: -500, kind: 'payment' }), expect.objectContaining({ amount: cashback, kind: 'grant' })]));
    await expectLedgerMatchesTotal();
  });
});
