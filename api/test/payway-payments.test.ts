import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import { paymentSessionSchema, type CheckoutOrder, type PaymentSession } from '@storefront/contracts';
import { AppError } from '../src/errors';
import { decimalAmount } from '../src/payments/providers/decimal-amount';
import { paywayProvider } from '../src/payments/providers/payway/payway-provider';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { emptyCart, newDomainOrder } from './helpers/orders';
import { namesWithStatus } from './helpers/domains';
import { startPaywayFake, type PaywayFake } from './fakes/payway-fake';
import { PAYWAY_API_KEY, PAYWAY_MERCHANT_ID, postToPayway, PUBLIC_URL, purchaseForm as purchaseFormOf, pushback as pushbackTo, tranIdOf } from './payment-contract/payway-driver';
import { reconcileLater } from './helpers/reconcile';
import { eventually } from './helpers/eventually';
import { SCHEDULES } from '../src/jobs/plugin';

/**
 * Bank card / QR through ABA PayWay (issue 30 item 1), end to end against a local fake of PayWay
 * (test/fakes/payway-fake.ts, which checks every request against PayWay's published API): the storefront's page
 * posts the signed Purchase form to PayWay, PayWay's pushback is confirmed with its check-transaction API before
 * anything is recorded, and what PayWay reports is held to the session's own charge in USD. What every payment party
 * must do (once, declines, lost pushbacks, wrong amounts, PayWay down) is payment-contract-payway.test.ts; this file
 * holds what is PayWay's own: the form's fields and hash, the page's CSP, the options, the timeout.
 */
const MERCHANT_ID = PAYWAY_MERCHANT_ID;
const API_KEY = PAYWAY_API_KEY;

let fake: PaywayFake;
let t: TestApp;
let customer: Client;
let staff: Client;
let names: string[] = [];
let keySeq = 0;
const key = () => `pw-key-${Date.now()}-${(keySeq += 1)}`;

before(async () => {
  fake = await startPaywayFake({ merchantId: MERCHANT_ID, apiKey: API_KEY });
  t = await createTestApp({ bankCardProvider: 'payway', payway: { merchantId: MERCHANT_ID, apiKey: API_KEY, baseUrl: fake.baseUrl, timeoutMs: 10_000 }, publicUrl: PUBLIC_URL });
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  names = await namesWithStatus(t.app, 'available', 20, 'com', 'payway');
});
after(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  fake.mode = 'up';
  await emptyCart(customer);
});

const newOrder = () => newDomainOrder(customer, names.shift()!);

async function startPayway(order: CheckoutOrder, paymentOption: 'abapay' | 'cards' = 'abapay'): Promise<PaymentSession> {
  const response = await customer.request({
    method: 'POST',
    url: '/api/payments',
    payload: { kind: 'order', id: order.orderId, method: 'bankCard', paymentOption, continuePath: `/payment/success?orderId=${order.orderId}`, cancelPath: '/checkout-basket' },
    headers: { 'idempotency-key': key() },
  });
  expect(response.statusCode).toBe(200);
  return paymentSessionSchema.parse(response.json());
}

const pushback = (body: string) => pushbackTo(t.app, body);
const purchaseForm = (s: PaymentSession) => purchaseFormOf(t.app, s);
const orderStatus = async (id: string) => (await t.app.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const paymentsOf = async (reference: string) => t.app.db.selectFrom('payments').selectAll().where('reference_id', '=', reference).execute();
const session = async (id: string) => paymentSessionSchema.parse((await customer.get(`/api/payments/${id}`)).json());
const anomaliesOf = async (sessionId: string) =>
  ((await staff.get('/api/admin/payment-anomalies')).json().items as { sessionId: string | null; provider: string; reason: string; transactionId: string | null }[]).filter((a) => a.sessionId === sessionId);

/** Open → the storefront's page → the form posted to PayWay, accepted: the tran_id PayWay now knows. */
async function openAtPayway(order: CheckoutOrder, option: 'abapay' | 'cards' = 'abapay') {
  const s = await startPayway(order, option);
  const { action, fields } = await purchaseForm(s);
  const accepted = await postToPayway(action, fields);
  expect(accepted.status).toBe(200);
  return { s, tranId: tranIdOf(fields), fields };
}

describe('paying an order with PayWay KHQR, end to end', () => {
  it('open → a signed form PayWay accepts → pushback → check-transaction → the order is paid once', async () => {
    const order = await newOrder();
    const s = await startPayway(order);
    expect(s).toMatchObject({ method: 'bankCard', status: 'requiresAction', redirectUrl: `/payway-checkout/${s.sessionId}` });

    const { html, action, fields, csp } = await purchaseForm(s);
    expect(action).toBe(`${fake.baseUrl}/api/payment-gateway/v1/payments/purchase`);
    // The CSP lets a form post here and to PayWay's origin only; the page's script is the storefront's own.
    expect(csp).toContain(`form-action 'self' ${fake.baseUrl};`);
    expect(html).toContain('<script src="/payway-checkout/submit.js" defer></script>');
    expect((await t.app.inject({ method: 'GET', url: '/payway-checkout/submit.js' })).body).toContain("getElementById('payway-purchase').submit()");
    // The fields, in the documented order, the hash last; the amount two decimals from the charge's cents.
    expect(fields.map(([name]) => name)).toEqual(['req_time', 'merchant_id', 'tran_id', 'amount', 'items', 'type', 'payment_option', 'return_url', 'cancel_url', 'continue_success_url', 'currency', 'hash']);
    const value = Object.fromEntries(fields);
    expect(value).toMatchObject({ merchant_id: MERCHANT_ID, amount: decimalAmount(s.charge), type: 'purchase', payment_option: 'abapay_khqr', currency: 'USD', return_url: `${PUBLIC_URL}/api/payment/callback/bankCard` });
    expect(value.tran_id).toMatch(/^[0-9a-f]{20}$/);
    expect(value.req_time).toMatch(/^\d{14}$/);
    expect(value.continue_success_url).toBe(`${PUBLIC_URL}/payment/success?orderId=${order.orderId}&sessionId=${s.sessionId}`);
    // A value holding "&" reaches the page escaped.
    expect(html).toContain(`orderId=${order.orderId}&amp;sessionId=${s.sessionId}`);
    expect(JSON.parse(Buffer.from(value.items!, 'base64').toString())).toEqual([{ name: 'Storefront order', quantity: 1, price: Number(decimalAmount(s.charge)) }]);

    const accepted = await postToPayway(action, fields);
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain('PayWay KHQR');
    expect(fake.transactions.get(value.tran_id!)).toMatchObject({ amount: decimalAmount(s.charge), currency: 'USD', option: 'abapay_khqr', status: 'PENDING' });

    fake.settle(value.tran_id!);
    const answered = await pushback(fake.pushback(value.tran_id!));
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ received: true, recorded: true });
    expect(fake.checks(value.tran_id)).toBe(1);
    expect(await orderStatus(order.orderId)).toBe('paid');
    expect((await session(s.sessionId)).status).toBe('succeeded');
    expect((await paymentsOf(order.orderId)).map((p) => [p.provider, p.transaction_id, p.amount])).toEqual([['bankCard', value.tran_id, s.charge]]);
    // Paid: the form is no longer offered.
    expect((await t.app.inject({ method: 'GET', url: s.redirectUrl! })).statusCode).toBe(409);
  });
  it('a bank card: payment_option cards, accepted by PayWay and paid the same way', async () => {
    const order = await newOrder();
    const { tranId, fields } = await openAtPayway(order, 'cards');
    expect(Object.fromEntries(fields).payment_option).toBe('cards');
    fake.settle(tranId);
    expect((await pushback(fake.pushback(tranId))).json()).toEqual({ received: true, recorded: true });
    expect(await orderStatus(order.orderId)).toBe('paid');
  });
});

describe('topping up the balance with PayWay', () => {
  it('a top-up paid by KHQR credits the balance once', async () => {
    const before = (await customer.get('/api/user/balance')).json().balance as number;
    const created = await customer.request({ method: 'POST', url: '/api/top-up', payload: { total: 2000, method: 'bankCard' }, headers: { 'idempotency-key': key() } });
    expect(created.statusCode).toBe(200);
    const topUp = created.json() as { topUpId: string; charge: number };
    const started = await customer.request({
      method: 'POST',
      url: '/api/payments',
      payload: { kind: 'topUp', id: topUp.topUpId, method: 'bankCard', paymentOption: 'abapay', continuePath: `/top-up/success?topUpId=${topUp.topUpId}`, cancelPath: '/top-up' },
      headers: { 'idempotency-key': key() },
    });
    expect(started.statusCode).toBe(200);
    const s = paymentSessionSchema.parse(started.json());
    const { action, fields } = await purchaseForm(s);
    expect(Object.fromEntries(fields)).toMatchObject({ amount: decimalAmount(topUp.charge), payment_option: 'abapay_khqr' });
    expect(JSON.parse(Buffer.from(Object.fromEntries(fields).items!, 'base64').toString())).toEqual([{ name: 'Storefront balance top-up', quantity: 1, price: Number(decimalAmount(topUp.charge)) }]);
    expect((await postToPayway(action, fields)).status).toBe(200);
    const tranId = tranIdOf(fields);
    fake.settle(tranId);
    expect((await pushback(fake.pushback(tranId))).json()).toEqual({ received: true, recorded: true });
    expect((await pushback(fake.pushback(tranId))).json()).toEqual({ received: true, recorded: false });
    expect((await customer.get(`/api/top-up/${topUp.topUpId}/complete`)).json()).toMatchObject({ status: 'paid', balance: before + 2000 });
  });
});

describe('a pushback is not trusted by itself', () => {
  it('check-transaction says not paid (PENDING): 409, nothing recorded, kept for staff; paid later, it settles', async () => {
    const order = await newOrder();
    const { s, tranId } = await openAtPayway(order);
    const refused = await pushback(fake.pushback(tranId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CANNOT_COMPLETE_PAYMENT');
    expect(await orderStatus(order.orderId)).toBe('open');
    expect(await paymentsOf(order.orderId)).toEqual([]);
    expect((await anomaliesOf(s.sessionId)).map((a) => a.reason)).toEqual(['not confirmed by the provider: PayWay reports the transaction PENDING']);
    fake.settle(tranId);
    expect((await pushback(fake.pushback(tranId))).json()).toEqual({ received: true, recorded: true });
    expect(await orderStatus(order.orderId)).toBe('paid');
  });
  it('a forged pushback for a tran_id we never opened: 404, PayWay never asked, nothing kept', async () => {
    const before = fake.checks();
    const forged = await pushback(JSON.stringify({ tran_id: 'FORGED1234567890', apv: '123456', status: '0', return_params: '' }));
    expect(forged.statusCode).toBe(404);
    expect(fake.checks()).toBe(before);
    const unreadable = await pushback(JSON.stringify({ tran_id: 'x'.repeat(21), status: '0' }));
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().details.fields).toEqual([{ path: 'tran_id', message: 'tran_id must be 1 to 20 letters, digits or hyphens' }]);
    expect((await pushback('{')).statusCode).toBe(400);
  });
});

describe('PayWay down or slow', () => {
  it('slow: check-transaction past its timeout is PAYMENT_GATEWAY_ERROR PAYWAY_TIMEOUT', async () => {
    const provider = paywayProvider({ merchantId: MERCHANT_ID, apiKey: API_KEY, baseUrl: fake.baseUrl, timeoutMs: 200, publicUrl: PUBLIC_URL });
    fake.mode = 'hang';
    const error = await provider.verifyCallback({ headers: {}, rawBody: JSON.stringify({ tran_id: 'abc123', status: '0' }) }, new Date(), { byReference: async () => 'a-session' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).body).toMatchObject({ code: 'PAYMENT_GATEWAY_ERROR', message: 'Payment gateway error (PAYWAY_TIMEOUT)' });
  });
});

describe('a lost pushback is settled by reconciliation (the job asks PayWay)', () => {
  it('runs as the scheduled job payment-reconciliation, every five minutes', async () => {
    expect(SCHEDULES).toContainEqual({ name: 'payment-reconciliation', cron: '*/5 * * * *' });
    await t.app.jobs.send('payment-reconciliation', {});
    await eventually(() => t.app.jobs.pending('payment-reconciliation'), (pending) => pending === 0, 'the job to finish');
  });
  it('not paid yet waits; PayWay down is asked again on the next run, and nothing is recorded meanwhile', async () => {
    const order = await newOrder();
    const { tranId } = await openAtPayway(order);
    await reconcileLater(t.app, 6);
    expect(await paymentsOf(order.orderId)).toHaveLength(0);
    fake.settle(tranId);
    fake.mode = 'unavailable';
    expect((await reconcileLater(t.app, 6)).failed).toBeGreaterThan(0);
    expect(await paymentsOf(order.orderId)).toHaveLength(0);
    fake.mode = 'up';
    await reconcileLater(t.app, 6);
    expect(await orderStatus(order.orderId)).toBe('paid');
  });
});
