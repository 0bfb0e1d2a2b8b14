import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import { checkoutOrderSchema, paymentSessionSchema, type PaymentSession } from '@storefront/contracts';
import { signSandboxCallback } from '../src/payments/providers/sandbox-callbacks';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { ensureBilling } from './helpers/contacts';
import { namesWithStatus } from './helpers/domains';

/**
 * POST /api/payment/callback/{provider} dispatches to the provider named in the path (issue 29 item 5): the
 * provider checks its own signature and reads its own body, the route answers what it refused with the same
 * codes and words as before, and only a provider whose outcomes arrive by callback is reached at all.
 */
const SECRET = 'callback-dispatch-secret';

let t: TestApp;
let customer: Client;
let staff: Client;
let names: string[] = [];
let keySeq = 0;
const key = () => `cd-key-${Date.now()}-${(keySeq += 1)}`;

before(async () => {
  t = await createTestApp({ paymentCallbackSecret: SECRET });
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  names = await namesWithStatus(t.app, 'available', 20, 'com', 'dispatch');
});
after(() => t.close());

beforeEach(async () => {
  for (const item of (await customer.get('/api/cart')).json().items as { key: string }[]) await customer.send('DELETE', '/api/cart/items', { key: item.key });
});

async function startOrder(method: string): Promise<PaymentSession> {
  expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'register', domain: names.shift()!, years: 1 }] })).statusCode).toBe(200);
  const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
  await ensureBilling(customer, order.orderId);
  const response = await customer.request({ method: 'POST', url: '/api/payments', payload: { kind: 'order', id: order.orderId, method, continuePath: '/payment/success', cancelPath: '/checkout-basket' }, headers: { 'idempotency-key': key() } });
  expect(response.statusCode).toBe(200);
  return paymentSessionSchema.parse(response.json());
}

const post = (provider: string, body: Record<string, unknown> | string, signature: string | undefined = undefined) => {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const header = signature ?? signSandboxCallback(SECRET, raw, Math.floor(Date.now() / 1000));
  return t.app.inject({ method: 'POST', url: `/api/payment/callback/${provider}`, headers: { 'content-type': 'application/json', 'x-signature': header }, payload: raw });
};
const succeeded = (s: PaymentSession, over: Record<string, unknown> = {}) => ({ sessionId: s.sessionId, transactionId: `tx-${randomUUID()}`, status: 'succeeded', amount: s.charge, currency: 'USD', ...over });
const anomaliesOf = async (sessionId: string | null) =>
  ((await staff.get('/api/admin/payment-anomalies')).json().items as { sessionId: string | null; provider: string; reason: string; transactionId: string | null }[]).filter((a) => a.sessionId === sessionId);

describe('the callback route answers as before', () => {
  it('a wrong or missing signature: 403 FORBIDDEN "Invalid callback signature", nothing kept', async () => {
    const s = await startOrder('card');
    const wrong = await post('card', succeeded(s), `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ code: 'FORBIDDEN', message: 'Invalid callback signature', details: { signature: 'mismatch' } });
    const missing = await t.app.inject({ method: 'POST', url: '/api/payment/callback/card', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(succeeded(s)) });
    expect(missing.json()).toEqual({ code: 'FORBIDDEN', message: 'Invalid callback signature', details: { signature: 'missing' } });
    expect(await anomaliesOf(s.sessionId)).toEqual([]);
  });

  it('a signed but invalid body: 400 BAD_REQUEST with the field and its words, kept for staff with the same words', async () => {
    const s = await startOrder('card');
    const refused = await post('card', succeeded(s, { currency: 'dollars', amount: -1 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'Too small: expected number to be >=0',
      details: {
        fields: [
          { path: 'amount', message: 'Too small: expected number to be >=0' },
          { path: 'currency', message: 'currency must be an ISO 4217 code' },
        ],
      },
    });
    const [kept, ...more] = await anomaliesOf(s.sessionId);
    expect(more).toEqual([]);
    expect(kept).toMatchObject({ provider: 'card', reason: 'invalid callback: body/amount Too small: expected number to be >=0, body/currency currency must be an ISO 4217 code' });
    const notAnObject = await post('card', '[1]');
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toEqual({ code: 'BAD_REQUEST', message: 'Invalid input: expected object, received array', details: { fields: [{ path: '', message: 'Invalid input: expected object, received array' }] } });
  });

  it('an unknown session or a session of another method: 404 NOT_FOUND, kept for staff', async () => {
    const s = await startOrder('card');
    const unknown = randomUUID();
    const none = await post('card', { ...succeeded(s), sessionId: unknown });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('NOT_FOUND');
    const other = await post('bankCard', succeeded(s));
    expect(other.statusCode).toBe(404);
    expect((await anomaliesOf(s.sessionId)).map((a) => [a.provider, a.reason])).toEqual([['bankCard', 'a session of another method (card)']]);
  });

  it('another amount than the session charged: 409 CANNOT_COMPLETE_PAYMENT; the exact charge is then recorded once', async () => {
    const s = await startOrder('bankCard');
    const off = await post('bankCard', succeeded(s, { amount: s.charge + 1 }));
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('CANNOT_COMPLETE_PAYMENT');
    const body = succeeded(s);
    expect((await post('bankCard', body)).json()).toEqual({ received: true, recorded: true });
    expect((await post('bankCard', body)).json()).toEqual({ received: true, recorded: false });
  });

  it('a declined card: the failure lands with its codes (PAYMENT_PROCESSOR_ERROR when the provider names none)', async () => {
    const s = await startOrder('card');
    expect((await post('card', succeeded(s, { status: 'failed', declineCode: 'EXPIRED_CARD' }))).json()).toEqual({ received: true, recorded: true });
    const session = paymentSessionSchema.parse((await customer.get(`/api/payments/${s.sessionId}`)).json());
    expect(session).toMatchObject({ status: 'failed', failure: { code: 'PAYMENT_PROCESSOR_ERROR', declineCode: 'EXPIRED_CARD' } });
  });
});

describe('only a provider whose outcomes arrive by callback is reached', () => {
  it('the wallet (captured) and transfers (confirmed by staff) take no callback, however well signed: 404, nothing recorded', async () => {
    for (const method of ['wallet', 'bankTransfer', 'wireTransfer'] as const) {
      const s = await startOrder(method);
      const refused = await post(method, succeeded(s));
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('NOT_FOUND');
      expect((await t.app.db.selectFrom('payment_sessions').select('status').where('id', '=', s.sessionId).executeTakeFirstOrThrow()).status).toBe(s.status);
    }
  });

  it('a name that is no provider method: 400, as any invalid path', async () => {
    const refused = await post('paypal', { sessionId: randomUUID() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('BAD_REQUEST');
  });
});
