import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import { CARD_DECLINE_CODES, CURRENCY, type PaymentSession } from '@storefront/contracts';
import { signSandboxCallback } from '../../src/payments/providers/sandbox-callbacks';
import { findSession, postCallback, recordAtGateway } from '../../src/sandbox-gateway/gateway';
import { SANDBOX_3DS_CODE, TEST_CARDS } from '../../src/sandbox-gateway/test-cards';
import type { Decline, KitContext, PartyDriver } from './kit';

/**
 * The built-in sandbox card gateway (api/src/sandbox-gateway/) as a party of the contract kit: the customer pays on
 * its hosted card form and 3-D Secure challenge, and it reports by a signed callback (x-signature, spec §7).
 */

/** A test card: one with 3-D Secure that pays (decline null), one per §8 decline code, or one without 3-D Secure. */
export const sandboxCard = (decline: string | null, threeDs = true) => TEST_CARDS.find((c) => c.behaviour.threeDs === threeDs && c.behaviour.decline === decline)!.number;
export const CARD_FIELDS = { expiry: '12/30', cvc: '123', holder: 'Sokha Chan' };

/** The browser on the gateway's hosted pages: a form post, answered with a page or a 303 redirect. */
export const postForm = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

/** The customer pays `s` with a card on the hosted form, passing the 3-D Secure challenge with `code`. */
export async function payByCard(app: FastifyInstance, s: PaymentSession, number: string, code = SANDBOX_3DS_CODE, fields: Record<string, string> = {}) {
  const submitted = await postForm(app, s.redirectUrl!, { number, ...CARD_FIELDS, ...fields });
  if (submitted.statusCode !== 303 || !String(submitted.headers.location).includes('/challenge')) return submitted;
  return postForm(app, String(submitted.headers.location), { code });
}

async function rowOf(ctx: KitContext, s: PaymentSession) {
  const row = await findSession(ctx.app, s.sessionId);
  if (!row) throw new Error(`no session ${s.sessionId}`);
  return row;
}

const declinedAfterChallenge = (code: (typeof CARD_DECLINE_CODES)[number]): Decline => ({
  reason: `the issuer declines after 3-D Secure (test card ${sandboxCard(code)})`,
  decline: async (ctx, s) => {
    expect((await payByCard(ctx.app, s, sandboxCard(code))).statusCode).toBe(303);
  },
  failure: { code: 'PAYMENT_PROCESSOR_ERROR', declineCode: code },
});

export const sandboxCardDriver: PartyDriver = {
  name: 'the sandbox card gateway',
  method: 'card',
  start: async () => ({ config: {}, close: async () => {} }),
  reset: () => {},
  // The gateway takes the charge and records it (what a successful challenge does), its callback not yet posted.
  pay: async (ctx, s) => {
    const body = await recordAtGateway(ctx.app, await rowOf(ctx, s), { status: 'succeeded' });
    return { send: () => postCallback(ctx.app, s.method, body), transactionId: () => body.transactionId };
  },
  declines: [
    ...CARD_DECLINE_CODES.filter((code) => code !== 'PROCESSOR_UNAVAILABLE').map(declinedAfterChallenge),
    {
      reason: 'a card without 3-D Secure',
      decline: async (ctx, s) => {
        expect((await payByCard(ctx.app, s, sandboxCard(null, false))).statusCode).toBe(303);
      },
      failure: { code: 'CARD_NOT_ACCEPTED', declineCode: null },
    },
    {
      reason: 'an expired card, at once',
      decline: async (ctx, s) => {
        expect((await payByCard(ctx.app, s, sandboxCard(null), SANDBOX_3DS_CODE, { expiry: '01/25' })).statusCode).toBe(303);
      },
      failure: { code: 'PAYMENT_PROCESSOR_ERROR', declineCode: 'EXPIRED_CARD' },
    },
    {
      reason: 'the 3-D Secure code wrong three times',
      decline: async (ctx, s) => {
        const submitted = await postForm(ctx.app, s.redirectUrl!, { number: sandboxCard(null), ...CARD_FIELDS });
        const challenge = String(submitted.headers.location);
        expect((await postForm(ctx.app, challenge, { code: '000000' })).statusCode).toBe(422);
        expect((await postForm(ctx.app, challenge, { code: '000000' })).statusCode).toBe(422);
        expect((await postForm(ctx.app, challenge, { code: '000000' })).statusCode).toBe(303);
      },
      failure: { code: 'PAYMENT_PROCESSOR_ERROR', declineCode: 'UNAUTHORIZED_CARD' },
    },
  ],
  // Signed with a secret that is not the storefront's.
  forged: async (ctx, s) => {
    const raw = JSON.stringify({ sessionId: s.sessionId, transactionId: 'card_forged', status: 'succeeded', amount: s.charge, currency: CURRENCY });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/payment/callback/${s.method}`,
      headers: { 'content-type': 'application/json', 'x-signature': signSandboxCallback('not-the-storefront-secret', raw, Math.floor(Date.now() / 1000)) },
      payload: raw,
    });
  },
  misreported: async (ctx, s, reported) => postCallback(ctx.app, s.method, { sessionId: s.sessionId, transactionId: 'card_misreported', status: 'succeeded', ...reported }),
  outages: [
    {
      reason: 'the card processor unavailable',
      providerCode: 'PROCESSOR_UNAVAILABLE',
      attempt: async (ctx, order, open) => {
        const s = await open('order', order.orderId);
        expect((await payByCard(ctx.app, s, sandboxCard('PROCESSOR_UNAVAILABLE'))).statusCode).toBe(303);
        const failure = (await ctx.customer.get(`/api/payments/${s.sessionId}`)).json().failure;
        return {
          failure,
          recover: async () => {
            expect((await payByCard(ctx.app, await open('order', order.orderId), sandboxCard(null))).statusCode).toBe(303);
          },
        };
      },
    },
  ],
};
