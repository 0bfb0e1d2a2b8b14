import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import type { PaymentSession } from '@storefront/contracts';
import { decimalAmount } from '../../src/payments/providers/decimal-amount';
import { startPaywayFake, type PaywayFake } from '../fakes/payway-fake';
import type { KitContext, PartyDriver } from './kit';

/**
 * ABA PayWay (api/src/payments/providers/payway/) as a party of the contract kit, through its local fake
 * (test/fakes/payway-fake.ts): the storefront's page posts the signed Purchase form to PayWay, the customer pays
 * there, PayWay's pushback is confirmed by its check-transaction API before anything counts.
 */
export const PAYWAY_MERCHANT_ID = 'ec000002';
export const PAYWAY_API_KEY = 'payway-test-api-key';
export const PUBLIC_URL = 'http://localhost:8080';

const UNESCAPE: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => UNESCAPE[entity]!);

/** The customer's browser on the storefront's page: the form it would post, as the HTML says it. */
export async function purchaseForm(app: FastifyInstance, s: PaymentSession) {
  const page = await app.inject({ method: 'GET', url: s.redirectUrl! });
  expect(page.statusCode).toBe(200);
  const html = page.body;
  const form = /<form id="payway-purchase" method="post" action="([^"]+)" enctype="multipart\/form-data">/.exec(html);
  expect(form).not.toBeNull();
  const fields: [string, string][] = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [unescape(m[1]!), unescape(m[2]!)]);
  return { html, action: unescape(form![1]!), fields, csp: String(page.headers['content-security-policy']) };
}

/** The browser posts the form to PayWay (multipart/form-data, as a form with that enctype is sent). */
export async function postToPayway(action: string, fields: [string, string][]) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return fetch(action, { method: 'POST', body });
}

export const tranIdOf = (fields: [string, string][]) => fields.find(([name]) => name === 'tran_id')![1];

/** PayWay's pushback reaching the storefront's return_url. */
export const pushback = (app: FastifyInstance, body: string) => app.inject({ method: 'POST', url: '/api/payment/callback/bankCard', headers: { 'content-type': 'application/json' }, payload: body });

/** The session's form posted to PayWay and accepted: the tran_id PayWay now knows. */
export async function atPayway(app: FastifyInstance, s: PaymentSession): Promise<string> {
  const { action, fields } = await purchaseForm(app, s);
  expect((await postToPayway(action, fields)).status).toBe(200);
  return tranIdOf(fields);
}

/** The PayWay party of the kit; `fake` is there once the kit started it. */
export function paywayDriver(paymentOption: 'abapay' | 'cards'): PartyDriver & { fake(): PaywayFake } {
  let fake: PaywayFake | undefined;
  const party = () => fake!;
  const reportOf = (ctx: KitContext, tranId: string) => ({ send: () => pushback(ctx.app, party().pushback(tranId)), transactionId: () => tranId });
  return {
    name: `ABA PayWay (${paymentOption === 'abapay' ? 'KHQR' : 'bank card'})`,
    method: 'bankCard',
    startFields: { paymentOption },
    fake: party,
    start: async () => {
      fake = await startPaywayFake({ merchantId: PAYWAY_MERCHANT_ID, apiKey: PAYWAY_API_KEY });
      return {
        config: { bankCardProvider: 'payway', payway: { merchantId: PAYWAY_MERCHANT_ID, apiKey: PAYWAY_API_KEY, baseUrl: fake.baseUrl, timeoutMs: 10_000 }, publicUrl: PUBLIC_URL },
        close: () => party().close(),
      };
    },
    reset: () => {
      party().mode = 'up';
    },
    pay: async (ctx, s) => {
      const tranId = await atPayway(ctx.app, s);
      party().settle(tranId);
      return reportOf(ctx, tranId);
    },
    declines: (['DECLINED', 'CANCELLED'] as const).map((status) => ({
      reason: `PayWay reports the transaction ${status}`,
      decline: async (ctx: KitContext, s: PaymentSession) => {
        const tranId = await atPayway(ctx.app, s);
        party().settle(tranId, status);
        expect((await pushback(ctx.app, party().pushback(tranId))).json()).toEqual({ received: true, recorded: true });
      },
      failure: { code: 'PAYMENT_GATEWAY_ERROR' },
    })),
    // The customer has not paid: check-transaction says PENDING, and the pushback is refused.
    payPending: async (ctx, s) => {
      const tranId = await atPayway(ctx.app, s);
      expect((await pushback(ctx.app, party().pushback(tranId))).statusCode).toBe(409);
      return {
        settle: async () => {
          party().settle(tranId);
          return reportOf(ctx, tranId);
        },
      };
    },
    // A pushback PayWay did not send: the transaction was never paid, as check-transaction tells.
    forged: async (ctx, s) => pushback(ctx.app, party().pushback(await atPayway(ctx.app, s))),
    misreported: async (ctx, s, reported) => {
      const tranId = await atPayway(ctx.app, s);
      party().settle(tranId, 'APPROVED', { amount: decimalAmount(reported.amount), currency: reported.currency });
      return pushback(ctx.app, party().pushback(tranId));
    },
    outages: [
      {
        reason: 'PayWay answering 503 when its pushback is checked',
        providerCode: 'PAYWAY_HTTP_503',
        attempt: async (ctx, order, open) => {
          const tranId = await atPayway(ctx.app, await open('order', order.orderId));
          party().settle(tranId);
          party().mode = 'unavailable';
          const answer = await pushback(ctx.app, party().pushback(tranId));
          expect(answer.statusCode).toBe(502);
          return {
            failure: answer.json(),
            // PayWay back: its pushback, sent again, settles the money.
            recover: async () => {
              party().mode = 'up';
              expect((await pushback(ctx.app, party().pushback(tranId))).json()).toEqual({ received: true, recorded: true });
            },
          };
        },
      },
    ],
  };
}
