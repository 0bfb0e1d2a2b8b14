import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import { CARD_DECLINE_CODES, type PaymentSession } from '@storefront/contracts';
import { CYBERSOURCE_DECLINES } from '../../src/payments/providers/cybersource/declines';
import { FAKE_CARDS, startCybersourceFake, type CybersourceFake, type FakeCardBehaviour } from '../fakes/cybersource-fake';
import type { Decline, KitContext, PartyDriver, Report } from './kit';

/**
 * CyberSource (api/src/payments/providers/cybersource/, through the official SDK) as a party of the contract kit,
 * against its local fake (test/fakes/cybersource-fake.ts): the customer's browser on the storefront's card page —
 * the Microform's transient token posted, device data collected, enrollment checked (and the issuer's challenge
 * passed), then the storefront authorises; that authorisation's answer is the party's report.
 */
export const CYBERSOURCE_MERCHANT_ID = 'storefront_kh';
export const CYBERSOURCE_KEY_ID = '08c94330-f618-42a3-b09d-e1e43be5efda';
export const CYBERSOURCE_SECRET_KEY = Buffer.from('cybersource-shared-secret-for-tests').toString('base64');
const PUBLIC_URL = 'http://localhost:8080';

const form = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mozilla/5.0 (kit)', accept: 'text/html' }, payload: new URLSearchParams(fields).toString() });

const BROWSER = { colorDepth: '24', screenHeight: '900', screenWidth: '1440', timeDifference: '-420', language: 'en-US', javaEnabled: 'false' };

/** The card page shown, the card typed into the Microform fields (tokenised), and the token posted: device data next. */
export async function postCard(app: FastifyInstance, fake: CybersourceFake, s: PaymentSession, number: string, behaviour: Partial<FakeCardBehaviour> = {}) {
  const page = await app.inject({ method: 'GET', url: s.redirectUrl! });
  expect(page.statusCode).toBe(200);
  const posted = await form(app, `${s.redirectUrl}/pay`, { transientToken: fake.tokenise(number, behaviour) });
  expect(posted.statusCode).toBe(200);
  expect(posted.body).toContain('id="collect-form"');
  return page;
}

/** Device data collected: the browser posts on to the enrollment check. */
export const authenticate = (app: FastifyInstance, s: PaymentSession) => form(app, `${s.redirectUrl}/authenticate`, BROWSER);

/** The issuer's challenge: the challenge page's token taken to the ACS, answered, and its post back to the storefront. */
export async function passChallenge(app: FastifyInstance, fake: CybersourceFake, challengePage: string, passed = true) {
  const token = /name="JWT" value="([^"]+)"/.exec(challengePage)?.[1];
  expect(token).toBeDefined();
  const back = fake.completeChallenge(token!, passed);
  return form(app, new URL(back.action).pathname, back.fields);
}

export function cybersourceDriver(): PartyDriver & { fake(): CybersourceFake } {
  let fake: CybersourceFake | undefined;
  const party = () => fake!;
  const reportOf = (ctx: KitContext, s: PaymentSession): Report => ({
    send: () => authenticate(ctx.app, s),
    transactionId: () => party().payments.find((p) => p.code === s.sessionId && p.status === 'AUTHORIZED')!.id,
  });
  const declinedWith = (reason: string, code: (typeof CARD_DECLINE_CODES)[number]): Decline => ({
    reason: `CyberSource declines the authorisation (${reason})`,
    decline: async (ctx, s) => {
      await postCard(ctx.app, party(), s, FAKE_CARDS.frictionless, { decline: reason });
      expect((await authenticate(ctx.app, s)).statusCode).toBe(303);
    },
    failure: { code: 'PAYMENT_PROCESSOR_ERROR', declineCode: code },
  });
  // One of CyberSource's reasons for each §8 code (the first the table lists), declined as a 201 DECLINED or refused as a 400.
  const REFUSALS = new Set(['INVALID_CARD', 'CARD_TYPE_NOT_ACCEPTED', 'INVALID_CARD_TYPE', 'PROCESSOR_UNAVAILABLE', 'EXCEEDS_AUTH_AMOUNT']);
  const reasonFor = (code: string) => Object.entries(CYBERSOURCE_DECLINES).find(([, mapped]) => mapped === code)![0];
  return {
    name: 'CyberSource',
    method: 'card',
    fake: party,
    start: async () => {
      fake = await startCybersourceFake({ merchantId: CYBERSOURCE_MERCHANT_ID, keyId: CYBERSOURCE_KEY_ID, secretKey: CYBERSOURCE_SECRET_KEY });
      return {
        config: {
          cardProvider: 'cybersource',
          cybersource: { merchantId: CYBERSOURCE_MERCHANT_ID, keyId: CYBERSOURCE_KEY_ID, secretKey: CYBERSOURCE_SECRET_KEY, environment: 'sandbox', baseUrl: fake.baseUrl, timeoutMs: 1_500 },
          publicUrl: PUBLIC_URL,
        },
        close: () => party().close(),
      };
    },
    reset: () => {
      party().mode = 'up';
      party().loseNextAnswer = false;
      party().misreport = null;
    },
    // A frictionless card: its authorisation is asked for when the browser posts on from the device data collection.
    pay: async (ctx, s) => {
      await postCard(ctx.app, party(), s, FAKE_CARDS.frictionless);
      return reportOf(ctx, s);
    },
    // The authorisation is made, and its answer never reaches the storefront (its call times out).
    lostReport: async (ctx, s) => {
      await postCard(ctx.app, party(), s, FAKE_CARDS.frictionless);
      party().loseNextAnswer = true;
      const timedOut = await authenticate(ctx.app, s);
      expect(timedOut.statusCode).toBe(502);
      expect(timedOut.body).toContain('CYBERSOURCE_TIMEOUT');
      return reportOf(ctx, s);
    },
    declines: [
      ...CARD_DECLINE_CODES.map((code) => {
        const reason = reasonFor(code);
        if (!REFUSALS.has(reason)) return declinedWith(reason, code);
        return {
          reason: `CyberSource refuses the card (400 ${reason})`,
          decline: async (ctx: KitContext, s: PaymentSession) => {
            await postCard(ctx.app, party(), s, FAKE_CARDS.frictionless, { refusal: reason });
            expect((await authenticate(ctx.app, s)).statusCode).toBe(303);
          },
          failure: { code: 'PAYMENT_PROCESSOR_ERROR', declineCode: code },
        };
      }),
      {
        reason: 'a card not enrolled in 3-D Secure, before any money is asked for',
        decline: async (ctx, s) => {
          await postCard(ctx.app, party(), s, FAKE_CARDS.notEnrolled);
          expect((await authenticate(ctx.app, s)).statusCode).toBe(303);
          expect(party().payments.filter((p) => p.code === s.sessionId)).toEqual([]);
        },
        failure: { code: 'CARD_NOT_ACCEPTED', declineCode: null },
      },
      {
        reason: 'the issuer\'s 3-D Secure challenge failed',
        decline: async (ctx, s) => {
          await postCard(ctx.app, party(), s, FAKE_CARDS.challenge);
          const challenge = await authenticate(ctx.app, s);
          expect(challenge.body).toContain('id="challenge-form"');
          expect((await passChallenge(ctx.app, party(), challenge.body, false)).statusCode).toBe(303);
        },
        failure: { code: 'PAYMENT_PROCESSOR_ERROR', declineCode: 'UNAUTHORIZED_CARD' },
      },
    ],
    // The issuer's return posted for a session that was never sent to a challenge.
    forged: async (ctx, s) => {
      await postCard(ctx.app, party(), s, FAKE_CARDS.frictionless);
      return form(ctx.app, `${s.redirectUrl}/return`, { TransactionId: 'forged0000000000', MD: s.sessionId });
    },
    misreported: async (ctx, s, reported) => {
      await postCard(ctx.app, party(), s, FAKE_CARDS.frictionless);
      party().misreport = { amount: (reported.amount / 100).toFixed(2), currency: reported.currency };
      return authenticate(ctx.app, s);
    },
    outages: [
      {
        reason: 'CyberSource answering 502 when the card page opens',
        providerCode: 'CYBERSOURCE_SYSTEM_ERROR',
        attempt: async (ctx, order, open) => {
          const s = await open('order', order.orderId);
          party().mode = 'unavailable';
          const page = await ctx.app.inject({ method: 'GET', url: s.redirectUrl! });
          expect(page.statusCode).toBe(502);
          return {
            failure: { code: 'PAYMENT_PROCESSOR_ERROR', message: page.body },
            recover: async () => {
              party().mode = 'up';
              await postCard(ctx.app, party(), s, FAKE_CARDS.frictionless);
              expect((await authenticate(ctx.app, s)).statusCode).toBe(303);
            },
          };
        },
      },
      {
        reason: 'CyberSource not answering when the card is checked',
        providerCode: 'CYBERSOURCE_TIMEOUT',
        attempt: async (ctx, order, open) => {
          const s = await open('order', order.orderId);
          await postCard(ctx.app, party(), s, FAKE_CARDS.frictionless);
          party().mode = 'hang';
          const answer = await authenticate(ctx.app, s);
          expect(answer.statusCode).toBe(502);
          return {
            failure: { code: 'PAYMENT_PROCESSOR_ERROR', message: answer.body },
            // Back: the customer posts on again, and is authorised once.
            recover: async () => {
              party().mode = 'up';
              expect((await authenticate(ctx.app, s)).statusCode).toBe(303);
            },
          };
        },
      },
    ],
  };
}
