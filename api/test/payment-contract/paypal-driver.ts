import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import type { PaymentSession } from '@storefront/contracts';
import { decimalAmount } from '../../src/payments/providers/decimal-amount';
import { startPaypalFake, type FakeDelivery, type PaypalFake } from '../fakes/paypal-fake';
import type { Client } from '../helpers/app';
import type { KitContext, PartyDriver } from './kit';

/**
 * PayPal (api/src/payments/providers/paypal/, through the official SDK) as a party of the contract kit, against its
 * local fake of PayPal's REST API (test/fakes/paypal-fake.ts): the customer approves on PayPal's page and the
 * storefront captures (the customer's capture call is the report); a capture PayPal completes later lands by a
 * webhook that PayPal's verify-webhook-signature call must vouch for.
 */
export const PAYPAL_CLIENT_ID = 'AYpaypal-test-client';
export const PAYPAL_CLIENT_SECRET = 'EPpaypal-test-secret';
export const PAYPAL_WEBHOOK_ID = '8PT597110X687430LKGECATA';
const PUBLIC_URL = 'http://localhost:8080';

/** PayPal's order id for a session: the token of its approval URL. */
export const paypalOrderOf = (s: PaymentSession) => new URL(s.redirectUrl!).searchParams.get('token')!;

/** The customer back from PayPal: the storefront captures the session's PayPal order. */
export const capture = (customer: Client, s: PaymentSession, key: string) =>
  customer.request({ method: 'POST', url: `/api/paypal/capture/${s.kind === 'topUp' ? 'top-up' : s.kind}/${s.id}`, payload: { sessionId: s.sessionId }, headers: { 'idempotency-key': key } });

/** PayPal's webhook delivery reaching the storefront. */
export const webhook = (app: FastifyInstance, delivery: FakeDelivery, body = delivery.body) => app.inject({ method: 'POST', url: '/api/payment/callback/wallet', headers: delivery.headers, payload: body });

export function paypalDriver(): PartyDriver & { fake(): PaypalFake } {
  let fake: PaypalFake | undefined;
  const party = () => fake!;
  /** Approved, captured as PENDING, then completed at PayPal: the webhook is what is left to tell the storefront. */
  async function completedLater(ctx: KitContext, s: PaymentSession): Promise<string> {
    const orderId = paypalOrderOf(s);
    party().approve(orderId);
    party().orders.get(orderId)!.captureOutcome = 'PENDING';
    expect((await capture(ctx.customer, s, ctx.key())).json()).toMatchObject({ status: 'pending' });
    party().completePending(orderId);
    return orderId;
  }
  const startWallet = (ctx: KitContext, orderId: string) =>
    ctx.customer.request({ method: 'POST', url: '/api/payments', payload: { kind: 'order', id: orderId, method: 'wallet', continuePath: '/payment/success', cancelPath: '/checkout-basket' }, headers: { 'idempotency-key': ctx.key() } });
  const outage = (mode: 'unavailable' | 'hang', reason: string, providerCode: string) => ({
    reason,
    providerCode,
    attempt: async (ctx: KitContext, order: { orderId: string }) => {
      party().mode = mode;
      const answer = await startWallet(ctx, order.orderId);
      expect(answer.statusCode).toBe(502);
      return {
        failure: answer.json(),
        recover: async () => {
          party().mode = 'up';
          const opened = await startWallet(ctx, order.orderId);
          expect(opened.statusCode).toBe(200);
          const s = opened.json() as PaymentSession;
          party().approve(paypalOrderOf(s));
          expect((await capture(ctx.customer, s, ctx.key())).json()).toMatchObject({ status: 'succeeded' });
        },
      };
    },
  });
  return {
    name: 'PayPal',
    method: 'wallet',
    fake: party,
    start: async () => {
      fake = await startPaypalFake({ clientId: PAYPAL_CLIENT_ID, clientSecret: PAYPAL_CLIENT_SECRET, webhookId: PAYPAL_WEBHOOK_ID });
      return {
        config: {
          walletProvider: 'paypal',
          paypal: { clientId: PAYPAL_CLIENT_ID, clientSecret: PAYPAL_CLIENT_SECRET, webhookId: PAYPAL_WEBHOOK_ID, environment: 'sandbox', baseUrl: fake.baseUrl, timeoutMs: 1_000 },
          publicUrl: PUBLIC_URL,
        },
        close: () => party().close(),
      };
    },
    reset: () => {
      party().mode = 'up';
    },
    // The customer approves on PayPal's page; coming back, their capture is the report.
    pay: async (ctx, s) => {
      const orderId = paypalOrderOf(s);
      party().approve(orderId);
      return { send: () => capture(ctx.customer, s, ctx.key()), transactionId: () => party().orders.get(orderId)!.capture!.id };
    },
    declines: [
      {
        reason: 'PayPal declines the capture',
        decline: async (ctx, s) => {
          const orderId = paypalOrderOf(s);
          party().approve(orderId);
          party().orders.get(orderId)!.captureOutcome = 'DECLINED';
          expect((await capture(ctx.customer, s, ctx.key())).json().code).toBe('PAYPAL_ERROR');
        },
        failure: { code: 'PAYPAL_ERROR' },
      },
    ],
    payPending: async (ctx, s) => {
      const orderId = paypalOrderOf(s);
      party().approve(orderId);
      party().orders.get(orderId)!.captureOutcome = 'PENDING';
      expect((await capture(ctx.customer, s, ctx.key())).json()).toMatchObject({ status: 'pending' });
      return {
        settle: async () => {
          party().completePending(orderId);
          const delivery = party().deliver('PAYMENT.CAPTURE.COMPLETED', orderId);
          return { send: () => webhook(ctx.app, delivery), transactionId: () => party().orders.get(orderId)!.capture!.id };
        },
      };
    },
    // A webhook PayPal does not vouch for (a forged signature): PayPal's verification answers FAILURE.
    forged: async (ctx, s) => {
      const delivery = party().deliver('PAYMENT.CAPTURE.COMPLETED', await completedLater(ctx, s));
      return webhook(ctx.app, { ...delivery, headers: { ...delivery.headers, 'paypal-transmission-sig': 'Zm9yZ2Vk' } });
    },
    misreported: async (ctx, s, reported) => {
      const delivery = party().deliver('PAYMENT.CAPTURE.COMPLETED', await completedLater(ctx, s), (event) => {
        (event.resource as { amount: { value: string; currency_code: string } }).amount = { value: decimalAmount(reported.amount), currency_code: reported.currency };
      });
      return webhook(ctx.app, delivery);
    },
    outages: [outage('unavailable', 'PayPal answering 503 when the payment opens', 'PAYPAL_SERVICE_UNAVAILABLE'), outage('hang', 'PayPal not answering when the payment opens', 'PAYPAL_TIMEOUT')],
  };
}
