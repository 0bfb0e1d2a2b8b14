import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { CALLBACK_SIGNATURE_HEADER } from '@storefront/contracts';
import { createPaymentProviders } from './create-providers';
import type { CallbackProvider } from './payment-provider';
import { sandboxCardProvider } from './sandbox-card';
import { signSandboxCallback, verifySandboxSignature } from './sandbox-callbacks';
import { sandboxPaywayProvider } from './sandbox-payway';

const secret = 'test-secret';
const body = JSON.stringify({ sessionId: 'x', status: 'succeeded' });

describe('the sandbox callback signature', () => {
  it('accepts its own signature within the window', () => {
    expect(verifySandboxSignature(secret, body, signSandboxCallback(secret, body, 1_000_000), 1_000_100)).toEqual({ ok: true });
  });
  it('refuses a changed body, another secret, a stale or future timestamp, and malformed headers', () => {
    const header = signSandboxCallback(secret, body, 1_000_000);
    expect(verifySandboxSignature(secret, `${body} `, header, 1_000_000)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySandboxSignature('other', body, header, 1_000_000)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySandboxSignature(secret, body, header, 1_000_301)).toEqual({ ok: false, reason: 'stale' });
    expect(verifySandboxSignature(secret, body, header, 999_699)).toEqual({ ok: false, reason: 'stale' });
    expect(verifySandboxSignature(secret, body, undefined, 1_000_000)).toEqual({ ok: false, reason: 'missing' });
    expect(verifySandboxSignature(secret, body, 't=abc,v1=00', 1_000_000)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifySandboxSignature(secret, body, header.replace(/v1=../, 'v1=zz'), 1_000_000)).toEqual({ ok: false, reason: 'malformed' });
  });
});

const NOW = new Date('2026-12-02T10:00:00Z');
/** The sandbox's callbacks name the session itself: it never looks one up by a reference. */
const NO_SESSIONS = { byReference: async () => undefined };
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const sessionId = randomUUID();
const report = { sessionId, transactionId: 'card_tx_1', status: 'succeeded', amount: 1250, currency: 'USD' };
/** A callback as it arrives: the raw bytes and the header signed with `key` at `at`. */
const delivery = (payload: unknown, key: string, at: Date = NOW) => {
  const rawBody = JSON.stringify(payload);
  return { headers: { [CALLBACK_SIGNATURE_HEADER]: signSandboxCallback(key, rawBody, seconds(at)), 'content-type': 'application/json' }, rawBody };
};

for (const [name, make] of [
  ['sandbox card', (key: string) => sandboxCardProvider({ callbackSecret: key })],
  ['sandbox bank card / QR', (key: string) => sandboxPaywayProvider({ callbackSecret: key })],
] as const satisfies readonly (readonly [string, (key: string) => CallbackProvider])[]) {
  describe(`the ${name} provider verifies and reads its own callbacks`, () => {
    const provider = make(secret);

    it('a good signature: the session it names and the outcome it reports', async () => {
      expect(await provider.verifyCallback(delivery(report, secret), NOW, NO_SESSIONS)).toEqual({
        ok: true,
        sessionId,
        outcome: { status: 'succeeded', transactionId: 'card_tx_1', charged: { amount: 1250, currency: 'USD' } },
      });
      const declined = { ...report, status: 'failed', declineCode: 'EXPIRED_CARD' };
      expect(await provider.verifyCallback(delivery(declined, secret), NOW, NO_SESSIONS)).toEqual({
        ok: true,
        sessionId,
        outcome: { status: 'failed', code: 'PAYMENT_PROCESSOR_ERROR', declineCode: 'EXPIRED_CARD', transactionId: 'card_tx_1', charged: { amount: 1250, currency: 'USD' } },
      });
    });

    it('a stale, a wrong, a missing signature, or one of another provider: refused by its signature, the body unread', async () => {
      const stale = delivery(report, secret, new Date(NOW.getTime() - 301_000));
      expect(await provider.verifyCallback(stale, NOW, NO_SESSIONS)).toEqual({ ok: false, reason: 'signature', signature: 'stale' });
      const good = delivery(report, secret);
      expect(await provider.verifyCallback({ ...good, rawBody: JSON.stringify({ ...report, amount: 1 }) }, NOW, NO_SESSIONS)).toEqual({ ok: false, reason: 'signature', signature: 'mismatch' });
      expect(await provider.verifyCallback({ ...good, headers: {} }, NOW, NO_SESSIONS)).toEqual({ ok: false, reason: 'signature', signature: 'missing' });
      // Signed with another provider's secret (a provider set up with its own): not this one's.
      const theOthers = make('another-providers-secret');
      expect(await provider.verifyCallback(delivery(report, 'another-providers-secret'), NOW, NO_SESSIONS)).toEqual({ ok: false, reason: 'signature', signature: 'mismatch' });
      expect(await theOthers.verifyCallback(delivery(report, secret), NOW, NO_SESSIONS)).toEqual({ ok: false, reason: 'signature', signature: 'mismatch' });
      // Even a body that is not the contract's is refused by its signature first.
      expect(await provider.verifyCallback(delivery('not a report', 'wrong'), NOW, NO_SESSIONS)).toEqual({ ok: false, reason: 'signature', signature: 'mismatch' });
    });

    it('a signed body it cannot read: the fields and their words, and what it said, to keep for staff', async () => {
      expect(await provider.verifyCallback(delivery({ ...report, amount: 3e9, currency: 'euro' }, secret), NOW, NO_SESSIONS)).toEqual({
        ok: false,
        reason: 'invalidBody',
        fields: [
          { path: 'amount', message: expect.any(String) },
          { path: 'currency', message: 'currency must be an ISO 4217 code' },
        ],
        description: expect.stringMatching(/^body\/amount .+, body\/currency currency must be an ISO 4217 code$/),
        kept: { sessionId, transactionId: 'card_tx_1', status: 'succeeded', reported: { amount: 3e9, currency: 'euro' } },
      });
      const notJson = { headers: { [CALLBACK_SIGNATURE_HEADER]: signSandboxCallback(secret, '{', seconds(NOW)) }, rawBody: '{' };
      expect(await provider.verifyCallback(notJson, NOW, NO_SESSIONS)).toMatchObject({ ok: false, reason: 'invalidBody', fields: [{ path: '', message: 'Invalid JSON' }] });
    });
  });
}

describe('PAYMENT_PROVIDERS=sandbox', () => {
  it('gives each callback provider the configured secret, and only card and bank card / QR report by callback', async () => {
    const transferAccount = { bankName: 'Sandbox Bank', accountName: 'Storefront', accountNumber: '000 111 222', swiftCode: 'SANDKHPP' };
    const config = { paymentProviders: 'sandbox', paymentCallbackSecret: 'x'.repeat(40), transferAccount };
    const providers = createPaymentProviders(config);
    expect(Object.fromEntries(Object.entries(providers).map(([method, provider]) => [method, provider.kind]))).toEqual({
      card: 'callback',
      bankCard: 'callback',
      wallet: 'capture',
      bankTransfer: 'manual',
      wireTransfer: 'manual',
    });
    const card = providers.card;
    if (card.kind !== 'callback') throw new Error('the sandbox card provider takes callbacks');
    expect(await card.verifyCallback(delivery(report, 'x'.repeat(40)), NOW, NO_SESSIONS)).toMatchObject({ ok: true, sessionId });
    expect(() => createPaymentProviders({ ...config, paymentProviders: 'stripe' })).toThrow('PAYMENT_PROVIDERS=stripe is unknown; known: sandbox');
  });
});
