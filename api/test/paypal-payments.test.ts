import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import { paymentSessionSchema, type CheckoutOrder, type PaymentSession } from '@storefront/contracts';
import { decimalAmount } from '../src/payments/providers/decimal-amount';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { emptyCart, newDomainOrder } from './helpers/orders';
import { namesWithStatus } from './helpers/domains';
import { startPaypalFake, type FakeDelivery, type PaypalFake } from './fakes/paypal-fake';
import { reconcileLater } from './helpers/reconcile';

/**
 * The wallet through PayPal (issue 30 item 2), end to end against a local fake of PayPal's REST API
 * (test/fakes/paypal-fake.ts, which checks every request against PayPal's published API), reached by the official SDK
 * through its own HTTP client: PayPal's order is created for the session's charge, the customer approves on PayPal's
 * page, the storefront captures; a capture that completes later lands by webhook, verified by PayPal's
 * verify-webhook-signature call before it counts.
 */
const CLIENT_ID = 'AYpaypal-test-client';
const CLIENT_SECRET = 'EPpaypal-test-secret';
const WEBHOOK_ID = '8PT597110X687430LKGECATA';
const PUBLIC_URL = 'http://localhost:8080';

let fake: PaypalFake;
let t: TestApp;
let customer: Client;
let staff: Client;
let names: string[] = [];
let keySeq = 0;
const key = () => `pp-key-${Date.now()}-${(keySeq += 1)}`;

before(async () => {
  fake = await startPaypalFake({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, webhookId: WEBHOOK_ID });
  t = await createTestApp({
    walletProvider: 'paypal',
    paypal: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, webhookId: WEBHOOK_ID, environment: 'sandbox', baseUrl: fake.baseUrl, timeoutMs: 1_000 },
    publicUrl: PUBLIC_URL,
  });
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  names = await namesWithStatus(t.app, 'available', 20, 'com', 'paypal');
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

const startWallet = (kind: 'order' | 'topUp', id: string, continuePath: string) =>
  customer.request({ method: 'POST', url: '/api/payments', payload: { kind, id, method: 'wallet', continuePath, cancelPath: '/checkout-basket' }, headers: { 'idempotency-key': key() } });

async function openAtPaypal(order: CheckoutOrder): Promise<{ s: PaymentSession; orderId: string }> {
  const response = await startWallet('order', order.orderId, `/payment/success?orderId=${order.orderId}`);
  expect(response.statusCode).toBe(200);
  const s = paymentSessionSchema.parse(response.json());
  const orderId = new URL(s.redirectUrl!).searchParams.get('token')!;
  expect(fake.orders.has(orderId)).toBe(true);
  return { s, orderId };
}

const captureOrder = (order: CheckoutOrder, sessionId: string) =>
  customer.request({ method: 'POST', url: `/api/paypal/capture/order/${order.orderId}`, payload: { sessionId }, headers: { 'idempotency-key': key() } });
const webhook = (delivery: FakeDelivery, body = delivery.body) => t.app.inject({ method: 'POST', url: '/api/payment/callback/wallet', headers: delivery.headers, payload: body });
const orderStatus = async (id: string) => (await t.app.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const paymentsOf = async (reference: string) => t.app.db.selectFrom('payments').selectAll().where('reference_id', '=', reference).execute();
const session = async (id: string) => paymentSessionSchema.parse((await customer.get(`/api/payments/${id}`)).json());

describe('paying an order with PayPal, end to end', () => {
  it('open → PayPal approval → capture: the order is paid once, for the charge PayPal took', async () => {
    const order = await newOrder();
    const { s, orderId } = await openAtPaypal(order);
    expect(s).toMatchObject({ method: 'wallet', status: 'requiresAction', redirectUrl: `${fake.baseUrl}/checkoutnow?token=${orderId}` });

    // What PayPal received: the order's own id and amount, this attempt's id, and where the customer comes back.
    const created = fake.orders.get(orderId)!;
    expect(created.request).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: order.orderId, custom_id: s.sessionId, invoice_id: s.sessionId, description: 'Storefront order', amount: { currency_code: 'USD', value: decimalAmount(s.charge) } }],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: 'Storefront',
            return_url: `${PUBLIC_URL}/payment/success?orderId=${order.orderId}&sessionId=${s.sessionId}`,
            cancel_url: `${PUBLIC_URL}/checkout-basket?sessionId=${s.sessionId}`,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    });
    // The SDK authenticated with the client credentials, and named the attempt for PayPal's idempotency.
    expect(fake.requests.filter((r) => r.path === '/v1/oauth2/token').every((r) => r.status === 200)).toBe(true);
    expect(fake.requests.find((r) => r.path === '/v2/checkout/orders' && r.status === 201)?.requestId).toBe(`open-${s.sessionId}`);

    // Before the customer approved, PayPal refuses the capture: nothing recorded, the order still payable.
    const early = await captureOrder(order, s.sessionId);
    expect(early.json().code).toBe('PAYPAL_ERROR');
    expect(fake.requests.some((r) => r.refusal === 'ORDER_NOT_APPROVED')).toBe(true);
    expect(await paymentsOf(order.orderId)).toHaveLength(0);

    fake.approve(orderId);
    const captured = await captureOrder(order, s.sessionId);
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ sessionId: s.sessionId, status: 'succeeded' });
    expect(await orderStatus(order.orderId)).toBe('paid');
    const capture = fake.orders.get(orderId)!.capture!;
    expect((await paymentsOf(order.orderId)).map((p) => [p.provider, p.transaction_id, p.amount])).toEqual([['wallet', capture.id, s.charge]]);

    // Captured again (the customer reloads the page): one payment.
    expect((await captureOrder(order, s.sessionId)).json()).toMatchObject({ status: 'succeeded' });
    expect(await paymentsOf(order.orderId)).toHaveLength(1);
  });

  it('a capture whose answer was lost is read back from PayPal (ORDER_ALREADY_CAPTURED) and recorded once', async () => {
    const order = await newOrder();
    const { s, orderId } = await openAtPaypal(order);
    fake.approve(orderId);
    // PayPal captured, but the answer never reached the storefront: its capture call is refused as already done.
    const fakeOrder = fake.orders.get(orderId)!;
    fakeOrder.status = 'COMPLETED';
    fakeOrder.capture = { id: 'CAPTUREDEARLIER01', status: 'COMPLETED', amount: fakeOrder.amount };
    const captured = await captureOrder(order, s.sessionId);
    expect(captured.json()).toMatchObject({ status: 'succeeded' });
    expect(fake.requests.some((r) => r.refusal === 'ORDER_ALREADY_CAPTURED')).toBe(true);
    expect((await paymentsOf(order.orderId)).map((p) => p.transaction_id)).toEqual(['CAPTUREDEARLIER01']);
  });

  it('a capture PayPal settles later waits as pending (the order held), then its webhook pays it once', async () => {
    const order = await newOrder();
    const { s, orderId } = await openAtPaypal(order);
    fake.approve(orderId);
    fake.orders.get(orderId)!.captureOutcome = 'PENDING';
    const captured = await captureOrder(order, s.sessionId);
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ status: 'pending' });
    expect(await paymentsOf(order.orderId)).toHaveLength(0);
    // Held: not payable again meanwhile.
    expect((await startWallet('order', order.orderId, '/payment/success')).statusCode).not.toBe(200);

    fake.completePending(orderId);
    const delivery = fake.deliver('PAYMENT.CAPTURE.COMPLETED', orderId);
    const answered = await webhook(delivery);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ received: true, recorded: true });
    expect(await orderStatus(order.orderId)).toBe('paid');
    expect((await session(s.sessionId)).status).toBe('succeeded');
    // Delivered again (PayPal retries until it hears 2xx): recorded once.
    expect((await webhook(delivery)).json()).toEqual({ received: true, recorded: false });
    expect(await paymentsOf(order.orderId)).toHaveLength(1);
  });
});

describe('PayPal webhooks count only once PayPal verified them', () => {
  async function capturedPending() {
    const order = await newOrder();
    const { s, orderId } = await openAtPaypal(order);
    fake.approve(orderId);
    fake.orders.get(orderId)!.captureOutcome = 'PENDING';
    expect((await captureOrder(order, s.sessionId)).json()).toMatchObject({ status: 'pending' });
    fake.completePending(orderId);
    return { order, s, orderId };
  }

  it('refuses a delivery without PayPal\'s signature headers, or one PayPal does not vouch for (403, nothing recorded)', async () => {
    const { order, orderId } = await capturedPending();
    const delivery = fake.deliver('PAYMENT.CAPTURE.COMPLETED', orderId);
    const { 'paypal-transmission-sig': _sig, ...unsigned } = delivery.headers;
    expect((await webhook({ ...delivery, headers: unsigned })).statusCode).toBe(403);
    // A forged signature, and a genuine signature over another body (the amount raised): PayPal answers FAILURE.
    expect((await webhook({ ...delivery, headers: { ...delivery.headers, 'paypal-transmission-sig': 'Zm9yZ2Vk' } })).statusCode).toBe(403);
    const tampered = JSON.parse(delivery.body) as { resource: { amount: { value: string } } };
    tampered.resource.amount.value = '1.00';
    expect((await webhook(delivery, JSON.stringify(tampered))).statusCode).toBe(403);
    expect(await paymentsOf(order.orderId)).toHaveLength(0);
    // The genuine one still counts.
    expect((await webhook(delivery)).json()).toEqual({ received: true, recorded: true });
  });
  it('an event for an order no session holds is 404 (PayPal is not asked); another event type is acknowledged', async () => {
    const { orderId } = await capturedPending();
    const delivery = fake.deliver('PAYMENT.CAPTURE.COMPLETED', orderId, (event) => {
      (event.resource as { supplementary_data: { related_ids: { order_id: string } } }).supplementary_data.related_ids.order_id = 'NOTOURS0000000000';
    });
    const verifications = () => fake.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature').length;
    const before = verifications();
    expect((await webhook(delivery)).statusCode).toBe(404);
    expect(verifications()).toBe(before);
    const approved = await webhook(fake.deliver('CHECKOUT.ORDER.APPROVED', orderId));
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ received: true, recorded: false });
  });

  it('a body that is not an event is 400; PayPal down while verifying is 502 PAYMENT_GATEWAY_ERROR (PayPal retries)', async () => {
    const { order, orderId } = await capturedPending();
    const delivery = fake.deliver('PAYMENT.CAPTURE.COMPLETED', orderId);
    expect((await webhook(delivery, '{"id":"WH-1"}')).statusCode).toBe(400);
    fake.mode = 'unavailable';
    const down = await webhook(delivery);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ code: 'PAYMENT_GATEWAY_ERROR' });
    fake.mode = 'up';
    expect(await paymentsOf(order.orderId)).toHaveLength(0);
    expect((await webhook(delivery)).json()).toEqual({ received: true, recorded: true });
  });
});

describe('topping up with PayPal', () => {
  it('credits the balance the top-up\'s total once PayPal captured its charge', async () => {
    const balance = async () => (await customer.get('/api/user/balance')).json().balance as number;
    const before = await balance();
    const created = await customer.request({ method: 'POST', url: '/api/top-up', payload: { total: 2500, method: 'wallet' }, headers: { 'idempotency-key': key() } });
    expect(created.statusCode).toBe(200);
    const topUp = created.json() as { topUpId: string; charge: number };
    const opened = await startWallet('topUp', topUp.topUpId, `/top-up/success?topUpId=${topUp.topUpId}`);
    expect(opened.statusCode).toBe(200);
    const s = paymentSessionSchema.parse(opened.json());
    const orderId = new URL(s.redirectUrl!).searchParams.get('token')!;
    expect(fake.orders.get(orderId)!.request).toMatchObject({ purchase_units: [{ reference_id: topUp.topUpId, description: 'Storefront balance top-up', amount: { value: decimalAmount(topUp.charge) } }] });
    fake.approve(orderId);
    const captured = await customer.request({ method: 'POST', url: `/api/paypal/capture/top-up/${topUp.topUpId}`, payload: { sessionId: s.sessionId }, headers: { 'idempotency-key': key() } });
    expect(captured.json()).toMatchObject({ status: 'succeeded' });
    expect(await balance()).toBe(before + 2500);
  });
});

describe('reconciliation asks PayPal about sessions still open after a few minutes', () => {
  it('approved, but the customer never came back: the job captures it and pays the order once', async () => {
    const order = await newOrder();
    const { s, orderId } = await openAtPaypal(order);
    await reconcileLater(t.app, 6);
    expect(fake.orders.get(orderId)!.capture).toBeNull();
    expect(await paymentsOf(order.orderId)).toHaveLength(0);
    fake.approve(orderId);
    await reconcileLater(t.app, 6);
    expect(await orderStatus(order.orderId)).toBe('paid');
    expect(fake.requests.find((r) => r.path === `/v2/checkout/orders/${orderId}/capture` && r.status === 201)?.requestId).toBe(`capture-${s.sessionId}`);
    // The customer comes back after all: their capture reads the session, one payment.
    expect((await captureOrder(order, s.sessionId)).json()).toMatchObject({ status: 'succeeded' });
    expect(await paymentsOf(order.orderId)).toHaveLength(1);
  });

  it('a pending capture whose webhook was lost is paid once PayPal reports it completed', async () => {
    const order = await newOrder();
    const { s, orderId } = await openAtPaypal(order);
    fake.approve(orderId);
    fake.orders.get(orderId)!.captureOutcome = 'PENDING';
    expect((await captureOrder(order, s.sessionId)).json()).toMatchObject({ status: 'pending' });
    await reconcileLater(t.app, 6);
    expect((await session(s.sessionId)).status).toBe('pending');
    fake.completePending(orderId);
    await Promise.all([reconcileLater(t.app, 6), webhook(fake.deliver('PAYMENT.CAPTURE.COMPLETED', orderId))]);
    expect((await session(s.sessionId)).status).toBe('succeeded');
    expect(await paymentsOf(order.orderId)).toHaveLength(1);
  });
});
