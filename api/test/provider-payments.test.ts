import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import { checkoutOrderSchema, paymentSessionSchema, type CheckoutOrder, type PaymentSession } from '@storefront/contracts';
import { ledgerSum } from '../src/ledger/ledger.repository';
import { ManualClock } from '../src/clock';
import { SANDBOX_GATEWAY_RECORD, signSandboxCallback as signCallback } from '../src/payments/providers/sandbox-callbacks';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { ensureBilling } from './helpers/contacts';
import { namesWithStatus } from './helpers/domains';
import { CARD_FIELDS, payByCard as payByCardOn, postForm, sandboxCard } from './payment-contract/sandbox-card-driver';

const clock = new ManualClock('2026-11-24T09:00:00Z');
const SECRET = 'provider-test-secret';

let t: TestApp;
let customer: Client;
let staff: Client;
let customerId: string;
let names: string[] = [];
let keySeq = 0;
const key = () => `pp-key-${Date.now()}-${(keySeq += 1)}`;

before(async () => {
  t = await createTestApp({ paymentCallbackSecret: SECRET }, { clock });
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
  names = await namesWithStatus(t.app, 'available', 40, 'com', 'provider');
});
after(() => t.close());

const emptyCart = async () => {
  for (const item of (await customer.get('/api/cart')).json().items as { key: string }[]) await customer.send('DELETE', '/api/cart/items', { key: item.key });
};
beforeEach(emptyCart);

/** An order for one available .com name, with billing info. */
async function newOrder(): Promise<CheckoutOrder> {
  const domain = names.shift()!;
  expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'register', domain, years: 1 }] })).statusCode).toBe(200);
  const response = await customer.send('POST', '/api/checkout/init');
  expect(response.statusCode).toBe(200);
  const order = checkoutOrderSchema.parse(response.json());
  await ensureBilling(customer, order.orderId);
  return order;
}

const start = (body: Record<string, unknown>, idempotencyKey = key()) =>
  customer.request({ method: 'POST', url: '/api/payments', payload: body, headers: { 'idempotency-key': idempotencyKey } });

async function startOrder(order: CheckoutOrder, method: string, extra: Record<string, unknown> = {}): Promise<PaymentSession> {
  const response = await start({ kind: 'order', id: order.orderId, method, continuePath: `/payment/success?orderId=${order.orderId}`, cancelPath: `/checkout-basket?step=payment&orderId=${order.orderId}`, ...extra });
  expect(response.statusCode).toBe(200);
  return paymentSessionSchema.parse(response.json());
}

const form = (url: string, fields: Record<string, string>) => postForm(t.app, url, fields);

const session = async (id: string) => paymentSessionSchema.parse((await customer.get(`/api/payments/${id}`)).json());
const orderStatus = async (id: string) => (await t.app.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const balance = async () => (await customer.get('/api/user/balance')).json().balance as number;
const paymentsOf = async (reference: string) => t.app.db.selectFrom('payments').selectAll().where('reference_id', '=', reference).execute();
const card = sandboxCard;
const payByCard = (s: PaymentSession, number: string) => payByCardOn(t.app, s, number);

function signed(body: Record<string, unknown>, secret = SECRET, at = Math.floor(Date.now() / 1000)) {
  const raw = JSON.stringify(body);
  return { raw, signature: signCallback(secret, raw, at) };
}
const postCallback = (provider: string, raw: string, signature?: string) =>
  t.app.inject({ method: 'POST', url: `/api/payment/callback/${provider}`, headers: { 'content-type': 'application/json', ...(signature ? { 'x-signature': signature } : {}) }, payload: raw });

describe('card payments through the hosted 3-D Secure page', () => {
  it('pays an order: card form, 3-D Secure challenge (a wrong code first), signed callback, back to the success page', async () => {
    const order = await newOrder();
    const s = await startOrder(order, 'card');
    expect(s).toMatchObject({ status: 'requiresAction', kind: 'order', id: order.orderId, amount: order.total, fee: 0, charge: order.total });
    expect(s.redirectUrl).toBe(`/sandbox-gateway/card/${s.sessionId}`);
    const formPage = await t.app.inject({ method: 'GET', url: s.redirectUrl! });
    expect(formPage.statusCode).toBe(200);
    expect(formPage.body).toContain('Card number');
    expect(formPage.body).toContain('4242 4242 4242 4242');

    const submitted = await form(s.redirectUrl!, { number: card(null), ...CARD_FIELDS });
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(`/sandbox-gateway/card/${s.sessionId}/challenge`);
    expect((await t.app.inject({ method: 'GET', url: String(submitted.headers.location) })).body).toContain('ending in 3220');
    const wrong = await form(String(submitted.headers.location), { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('The code is incorrect');
    expect(await orderStatus(order.orderId)).toBe('open');

    const confirmed = await form(String(submitted.headers.location), { code: '123456' });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/payment/success?orderId=${order.orderId}&sessionId=${s.sessionId}`);
    const done = await session(s.sessionId);
    expect(done.status).toBe('succeeded');
    expect(done.invoiceIds).toHaveLength(1);
    expect(await orderStatus(order.orderId)).toBe('paid');
    const outcome = (await customer.get(`/api/checkout/${order.orderId}/complete`)).json();
    expect(outcome).toMatchObject({ orderId: order.orderId, outcome: 'paid', total: order.total, invoiceId: done.invoiceIds[0], method: 'card' });
    expect((await customer.get('/api/cart')).json().itemCount).toBe(0);
    // The gateway will not take the same session twice.
    expect((await t.app.inject({ method: 'GET', url: s.redirectUrl! })).body).toContain('already complete');
  });

  it('refuses a card without 3-D Secure (CARD_NOT_ACCEPTED) and leaves the order open', async () => {
    const order = await newOrder();
    const s = await startOrder(order, 'card');
    const answer = await payByCard(s, card(null, false));
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/checkout-basket?step=payment&orderId=${order.orderId}&sessionId=${s.sessionId}`);
    expect((await session(s.sessionId)).failure).toEqual({ code: 'CARD_NOT_ACCEPTED', message: 'Cards without 3D Secure are not accepted', declineCode: null });
    expect(await orderStatus(order.orderId)).toBe('open');
    expect(await paymentsOf(order.orderId)).toHaveLength(0);
  });

  it('bad card input re-renders the form with its message and records nothing (every decline: payment-contract-sandbox-card.test.ts)', async () => {
    const order = await newOrder();
    const s = await startOrder(order, 'card');
    const bad = await form(s.redirectUrl!, { number: '4000000000003221', ...CARD_FIELDS });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('The card number is invalid.');
    expect((await session(s.sessionId)).status).toBe('requiresAction');
  });

  it('a new attempt cancels the one still waiting, and the gateway refuses the cancelled one', async () => {
    const order = await newOrder();
    const first = await startOrder(order, 'card');
    const second = await startOrder(order, 'card');
    expect((await session(first.sessionId)).status).toBe('cancelled');
    expect((await t.app.inject({ method: 'GET', url: first.redirectUrl! })).body).toContain('no longer active');
    expect((await payByCard(second, card(null))).statusCode).toBe(303);
    expect(await orderStatus(order.orderId)).toBe('paid');
  });

  it('an order part-paid with promo credit: the card takes the rest, the credit is taken, the invoice shows both', async () => {
    const domain = names.shift()!;
    await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'register', domain, years: 3 }] });
    const held = (await customer.get('/api/user/promo-credit/total')).json().total as number;
    expect(held).toBeGreaterThan(0);
    expect((await customer.send('POST', '/api/cart/promo-credit', { use: true })).statusCode).toBe(200);
    const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
    expect(order.promoCredit).toBe(held);
    expect(order.total).toBe(order.subtotal - order.discount + order.vat - held);
    await ensureBilling(customer, order.orderId);
    const s = await startOrder(order, 'card');
    expect(s.charge).toBe(order.total);
    expect((await payByCard(s, card(null))).statusCode).toBe(303);
    // the credit is taken; the part the card paid earns its VIP cashback (1 % at the first tier)
    expect((await customer.get('/api/user/promo-credit/total')).json().total).toBe(Math.floor(order.total / 100));
    const invoice = (await customer.get(`/api/user/invoices/${(await session(s.sessionId)).invoiceIds[0]}`)).json();
    expect(invoice).toMatchObject({ total: order.total + held, promoCredit: held, subtotal: order.subtotal, vat: order.vat });
  });

  it('only returns to paths of this site', async () => {
    const order = await newOrder();
    for (const continuePath of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)']) {
      const response = await start({ kind: 'order', id: order.orderId, method: 'card', continuePath, cancelPath: '/checkout-basket' });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('signed provider callbacks', () => {
  it('records one payment when the same callback is delivered twice, and refuses unsigned, wrongly signed or stale ones', async () => {
    const order = await newOrder();
    const s = await startOrder(order, 'card');
    const body = { sessionId: s.sessionId, transactionId: 'card_tx_twice', status: 'succeeded', amount: s.charge, currency: 'USD' };
    const good = signed(body);

    for (const [raw, signature] of [
      [good.raw, undefined],
      [good.raw, signed(body, 'another-secret').signature],
      [good.raw, signed(body, SECRET, Math.floor(Date.now() / 1000) - 3600).signature],
      [JSON.stringify({ ...body, amount: 1 }), good.signature],
    ] as const) {
      const refused = await postCallback('card', raw, signature);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
    expect(await orderStatus(order.orderId)).toBe('open');

    const first = await postCallback('card', good.raw, good.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, recorded: true });
    const again = await postCallback('card', good.raw, good.signature);
    expect(again.json()).toEqual({ received: true, recorded: false });
    const [one, ...none] = await paymentsOf(order.orderId);
    expect(none).toHaveLength(0);
    expect(one).toMatchObject({ provider: 'card', transaction_id: 'card_tx_twice', amount: order.total, session_id: s.sessionId });
    expect((await t.app.db.selectFrom('invoices').select('id').where('order_id', '=', order.orderId).execute())).toHaveLength(1);
  });

  it('credits money taken for an order already paid to the balance, instead of losing it', async () => {
    const order = await newOrder();
    const first = await startOrder(order, 'card');
    const late = await startOrder(order, 'card');
    expect((await payByCard(late, card(null))).statusCode).toBe(303);
    const before = await balance();
    // The provider still reports the first (cancelled) attempt as paid.
    const { raw, signature } = signed({ sessionId: first.sessionId, transactionId: 'card_tx_late', status: 'succeeded', amount: first.charge, currency: 'USD' });
    expect((await postCallback('card', raw, signature)).json()).toEqual({ received: true, recorded: true });
    expect(await balance()).toBe(before + order.total);
    expect(await ledgerSum(t.app.db, 'balance', customerId)).toBe(await balance());
    expect((await paymentsOf(order.orderId)).map((p) => p.status).sort()).toEqual(['refunded', 'succeeded']);
  });
});

describe('wallet, bank card / QR and transfers', () => {
  it('wallet: approval page, then capture (PAYPAL_ERROR before approval); capturing twice pays once', async () => {
    const order = await newOrder();
    const s = await startOrder(order, 'wallet');
    expect(s.redirectUrl).toBe(`/sandbox-gateway/wallet/${s.sessionId}`);
    const capture = (k = key()) => customer.request({ method: 'POST', url: `/api/paypal/capture/order/${order.orderId}`, payload: { sessionId: s.sessionId }, headers: { 'idempotency-key': k } });
    const early = await capture();
    expect(early.statusCode).toBe(502);
    expect(early.json().code).toBe('PAYPAL_ERROR');
    expect((await t.app.inject({ method: 'GET', url: s.redirectUrl! })).body).toContain('Approve and continue');
    const approved = await form(`${s.redirectUrl}/approve`, {});
    expect(approved.headers.location).toBe(`/payment/success?orderId=${order.orderId}&sessionId=${s.sessionId}`);
    const captured = await capture();
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ status: 'succeeded', invoiceIds: [expect.any(String)] });
    expect((await capture()).json().status).toBe('succeeded');
    expect(await paymentsOf(order.orderId)).toHaveLength(1);
    expect(await orderStatus(order.orderId)).toBe('paid');
  });

  it('bank card / QR: a hosted form with a QR code valid 30 minutes; it expires after', async () => {
    const order = await newOrder();
    const form1 = await customer.request({ method: 'POST', url: '/api/payment/payway/form', payload: { orderId: order.orderId, paymentOption: 'abapay' }, headers: { 'idempotency-key': key() } });
    expect(form1.statusCode).toBe(200);
    const s = paymentSessionSchema.parse(form1.json());
    expect(s.method).toBe('bankCard');
    expect(new Date(s.expiresAt!).getTime() - clock.now().getTime()).toBe(30 * 60_000);
    const qrPage = await t.app.inject({ method: 'GET', url: s.redirectUrl! });
    expect(qrPage.body).toContain('data:image/png;base64');
    expect(qrPage.body).toContain('valid for 30 minutes');
    const at = clock.now();
    clock.set(new Date(at.getTime() + 31 * 60_000));
    try {
      expect((await session(s.sessionId)).status).toBe('expired');
      expect((await t.app.inject({ method: 'GET', url: s.redirectUrl! })).body).toContain('expired');
      expect((await form(`${s.redirectUrl}/pay`, {})).body).toContain('expired');
    } finally {
      clock.set(at);
    }
    const fresh = await startOrder(order, 'bankCard', { paymentOption: 'abapay' });
    const paid = await form(`${fresh.redirectUrl}/pay`, {});
    expect(paid.statusCode).toBe(303);
    expect(await orderStatus(order.orderId)).toBe('paid');
  });

  it('wire transfer: pending with the instructions until staff confirm; the order cannot be paid meanwhile', async () => {
    const order = await newOrder();
    const s = await startOrder(order, 'wireTransfer');
    expect(s.status).toBe('pending');
    expect(s.redirectUrl).toBeNull();
    expect(s.instructions).toMatchObject({ bankName: expect.any(String), swiftCode: expect.any(String), accountNumber: expect.any(String), amount: order.total, reference: expect.stringMatching(/^SF-[0-9A-F]{10}$/) });
    expect(await orderStatus(order.orderId)).toBe('processing');
    expect((await customer.get(`/api/checkout/${order.orderId}/complete`)).json().outcome).toBe('pending');
    expect((await customer.get(`/api/payment/can-pay/${order.orderId}`)).json().code).toBe('INVOICE_PROCESSED');
    expect((await start({ kind: 'order', id: order.orderId, method: 'card', continuePath: '/', cancelPath: '/' })).json().code).toBe('INVOICE_PROCESSED');

    const pending = (await staff.get('/api/admin/payment-sessions?status=pending')).json().items as { sessionId: string; userEmail: string }[];
    expect(pending.find((p) => p.sessionId === s.sessionId)?.userEmail).toBe(CUSTOMER.login);
    expect((await customer.send('POST', `/api/admin/payment-sessions/${s.sessionId}/confirm`, {})).statusCode).toBe(403);
    const confirmed = await staff.send('POST', `/api/admin/payment-sessions/${s.sessionId}/confirm`, {});
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('succeeded');
    expect((await staff.send('POST', `/api/admin/payment-sessions/${s.sessionId}/confirm`, {})).statusCode).toBe(200);
    expect(await paymentsOf(order.orderId)).toHaveLength(1);
    expect((await customer.get(`/api/checkout/${order.orderId}/complete`)).json()).toMatchObject({ outcome: 'paid', method: 'wireTransfer' });
  });

  it('a rejected bank transfer fails and the order is open to pay again', async () => {
    const order = await newOrder();
    const s = await startOrder(order, 'bankTransfer');
    const rejected = await staff.send('POST', `/api/admin/payment-sessions/${s.sessionId}/reject`, { reason: 'No transfer received within 7 days' });
    expect(rejected.json()).toMatchObject({ status: 'failed', failure: { code: 'CANNOT_COMPLETE_PAYMENT', message: 'No transfer received within 7 days' } });
    expect(await orderStatus(order.orderId)).toBe('open');
    expect((await customer.get(`/api/payment/can-pay/${order.orderId}`)).statusCode).toBe(200);
  });
});

describe('top-up', () => {
  it('shows the fee, refuses less than $10, and credits the balance (not the fee) after a card payment', async () => {
    const fee = await customer.get('/api/top-up/payment-fee/?total=2000&method=card');
    expect(fee.json()).toMatchObject({ total: 2000, method: 'card', feeBasisPoints: 300, fee: 60, charge: 2060 });
    expect(fee.json().methods.find((m: { method: string }) => m.method === 'bankCard')).toMatchObject({ fee: 0, charge: 2000 });
    const tooSmall = await customer.request({ method: 'POST', url: '/api/top-up', payload: { total: 999, method: 'card' }, headers: { 'idempotency-key': key() } });
    expect(tooSmall.statusCode).toBe(400);
    expect(JSON.stringify(tooSmall.json())).toContain('Minimum amount is $10');

    const before = await balance();
    const created = await customer.request({ method: 'POST', url: '/api/top-up', payload: { total: 2000, method: 'card' }, headers: { 'idempotency-key': key() } });
    expect(created.statusCode).toBe(200);
    const topUp = created.json();
    expect(topUp).toMatchObject({ total: 2000, fee: 60, charge: 2060, status: 'open', paymentOption: 'card' });
    const mismatch = await start({ kind: 'topUp', id: topUp.topUpId, method: 'wallet', continuePath: '/top-up/success', cancelPath: '/top-up' });
    expect(mismatch.json().code).toBe('PAYMENT_METHOD_NOT_MATCH');
    const s = paymentSessionSchema.parse((await start({ kind: 'topUp', id: topUp.topUpId, method: 'card', continuePath: `/top-up/success?topUpId=${topUp.topUpId}`, cancelPath: '/top-up' })).json());
    expect(s.charge).toBe(2060);
    const back = await payByCard(s, card(null));
    expect(back.headers.location).toBe(`/top-up/success?topUpId=${topUp.topUpId}&sessionId=${s.sessionId}`);
    const complete = (await customer.get(`/api/top-up/${topUp.topUpId}/complete`)).json();
    expect(complete).toMatchObject({ status: 'paid', balance: before + 2000 });
    expect(await balance()).toBe(before + 2000);
    expect(await ledgerSum(t.app.db, 'balance', customerId)).toBe(before + 2000);
    expect((await customer.get(`/api/top-up/${topUp.topUpId}/can-pay`)).json().code).toBe('TOP_UP_PROCESSED');
    expect((await customer.get('/api/top-up/00000000-0000-4000-8000-000000000000/can-pay')).json().code).toBe('TOP_UP_NOT_FOUND');
  });
});

describe('online payment of unpaid invoices', () => {
  const issue = async (description: string, unitPrice: number) => {
    const response = await staff.send('POST', `/api/admin/users/${customerId}/invoices`, { lines: [{ description, qty: 1, unitPrice }] });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: string; total: number; status: string };
  };

  it('lists unpaid invoices and pays the chosen ones together from the balance; refuses other ids', async () => {
    const a = await issue('Managed backup — November 2026', 1000);
    const b = await issue('Extra IPv4 address — November 2026', 300);
    expect(a.status).toBe('unpaid');
    const listed = (await customer.get('/api/users/online-invoices')).json();
    expect(listed.items.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    expect((await customer.send('POST', '/api/online-payment', { invoiceIds: [a.id, '00000000-0000-4000-8000-000000000000'] })).json().code).toBe('ORDER_INVALID');
    const bulk = (await customer.send('POST', '/api/online-payment', { invoiceIds: [a.id, b.id] })).json();
    expect(bulk).toMatchObject({ total: a.total + b.total, status: 'open' });

    await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: bulk.total, reason: 'test credit for invoices' });
    const before = await balance();
    const paid = await customer.request({ method: 'POST', url: `/api/online-payment/${bulk.bulkPaymentId}/balance`, headers: { 'idempotency-key': key() } });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', amount: bulk.total, balance: before - bulk.total });
    const statuses = await t.app.db.selectFrom('invoices').select(['id', 'status']).where('id', 'in', [a.id, b.id]).execute();
    expect(statuses.every((s) => s.status === 'paid')).toBe(true);
    expect((await customer.get(`/api/online-payment/${bulk.bulkPaymentId}`)).json().status).toBe('paid');
    expect((await customer.send('POST', '/api/online-payment', { invoiceIds: [a.id] })).json().code).toBe('ORDER_INVALID');
  });

  it('pays a bulk payment by card; short balance refuses with BALANCE_NOT_ENOUGH and writes nothing', async () => {
    const c = await issue('Support hours — November 2026', 5_000_000);
    const bulk = (await customer.send('POST', '/api/online-payment', { invoiceIds: [c.id] })).json();
    const before = await balance();
    const short = await customer.request({ method: 'POST', url: `/api/online-payment/${bulk.bulkPaymentId}/balance`, headers: { 'idempotency-key': key() } });
    expect(short.json().code).toBe('BALANCE_NOT_ENOUGH');
    expect(await balance()).toBe(before);
    const s = paymentSessionSchema.parse((await start({ kind: 'bulk', id: bulk.bulkPaymentId, method: 'card', continuePath: `/payment/success?bulkPaymentId=${bulk.bulkPaymentId}`, cancelPath: '/online-payment' })).json());
    expect((await payByCard(s, card(null))).statusCode).toBe(303);
    expect((await session(s.sessionId)).invoiceIds).toEqual([c.id]);
    expect((await t.app.db.selectFrom('invoices').select('status').where('id', '=', c.id).executeTakeFirstOrThrow()).status).toBe('paid');
  });

  it('a bulk payment by wire transfer hides its invoices from the list until staff confirm; a wallet bulk payment is captured', async () => {
    const d = await issue('Dedicated support — November 2026', 2000);
    const bulk = (await customer.send('POST', '/api/online-payment', { invoiceIds: [d.id] })).json();
    const wire = paymentSessionSchema.parse((await start({ kind: 'bulk', id: bulk.bulkPaymentId, method: 'wireTransfer', continuePath: '/payment/success', cancelPath: '/online-payment' })).json());
    expect(wire.status).toBe('pending');
    const listed = (await customer.get('/api/users/online-invoices')).json().items.map((i: { id: string }) => i.id);
    expect(listed).not.toContain(d.id);
    expect((await customer.send('POST', '/api/online-payment', { invoiceIds: [d.id] })).json().code).toBe('INVOICE_PROCESSED');
    await staff.send('POST', `/api/admin/payment-sessions/${wire.sessionId}/confirm`, {});
    expect((await customer.get(`/api/online-payment/${bulk.bulkPaymentId}`)).json().status).toBe('paid');

    const e = await issue('Migration service — November 2026', 4500);
    const second = (await customer.send('POST', '/api/online-payment', { invoiceIds: [e.id] })).json();
    const w = paymentSessionSchema.parse((await start({ kind: 'bulk', id: second.bulkPaymentId, method: 'wallet', continuePath: '/payment/success', cancelPath: '/online-payment' })).json());
    await form(`${w.redirectUrl}/approve`, {});
    const captured = await customer.request({ method: 'POST', url: `/api/paypal/capture/bulk/${second.bulkPaymentId}`, payload: { sessionId: w.sessionId }, headers: { 'idempotency-key': key() } });
    expect(captured.json()).toMatchObject({ status: 'succeeded', invoiceIds: [e.id] });
  });
});

describe('a lost sandbox callback is settled by reconciliation', () => {
  const stateOf = async (id: string) => (await t.app.db.selectFrom('payment_sessions').select('provider_state').where('id', '=', id).executeTakeFirstOrThrow()).provider_state as Record<string, unknown>;

  it('the gateway records what it took before it posts the callback', async () => {
    const order = await newOrder();
    const s = await startOrder(order, 'bankCard', { paymentOption: 'abapay' });
    expect((await form(`${s.redirectUrl}/pay`, {})).statusCode).toBe(303);
    const [payment] = await paymentsOf(order.orderId);
    expect((await stateOf(s.sessionId))[SANDBOX_GATEWAY_RECORD]).toEqual({ sessionId: s.sessionId, transactionId: payment!.transaction_id, status: 'succeeded', amount: s.charge, currency: 'USD' });
  });
});
