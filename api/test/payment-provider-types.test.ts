import { describe, it } from 'node:test';
import { expect } from 'expect';
import { PROVIDER_METHODS, type ProviderMethod } from '@storefront/contracts';
import { captureWalletSession } from '../src/payments/capture-wallet';
import { receiveCallback } from '../src/payments/callback-outcome';
import { callbackProviderOf, createPaymentProviders, type PaymentProviders } from '../src/payments/providers/create-providers';
import { receivesCallbacks, type CapturingProvider, type ManualProvider, type PaymentProvider } from '../src/payments/providers/payment-provider';

/**
 * Capabilities are types (issue 29 item 5). The fixtures below are compiled by the api's typecheck
 * (`tsc -p api/tsconfig.json`, which includes api/test): each `@ts-expect-error` must be an error there, or the
 * typecheck fails ("unused '@ts-expect-error' directive"). They are never run.
 */
type CaptureArgs = Parameters<typeof captureWalletSession>;
type ReceiveArgs = Parameters<typeof receiveCallback>;

export function _capabilityFixtures(providers: PaymentProviders, method: ProviderMethod, db: CaptureArgs[0], deps: CaptureArgs[1], input: CaptureArgs[3], recording: ReceiveArgs[0], log: ReceiveArgs[1], delivery: ReceiveArgs[3]) {
  // Only the wallet captures, and capture is required of it: no `capture!`.
  void providers.wallet.capture({ id: 'session', charge: 100 }, {});
  // @ts-expect-error a callback provider (card) cannot capture
  void providers.card.capture;
  // @ts-expect-error a manual provider (bank transfer) cannot capture
  void providers.bankTransfer.capture;
  // @ts-expect-error the wallet is not known to take callbacks (the sandbox's takes none): narrowed first
  void providers.wallet.verifyCallback;
  if (receivesCallbacks(providers.wallet)) void receiveCallback(recording, log, providers.wallet, delivery);
  // @ts-expect-error transfers take no callback: staff confirm them
  void providers.wireTransfer.verifyCallback;

  // A caller that needs capture takes only a capturing provider.
  void captureWalletSession(db, deps, providers.wallet, input);
  // @ts-expect-error captureWalletSession refuses a provider that cannot capture
  void captureWalletSession(db, deps, providers.card, input);
  // The callback area takes only a provider whose outcomes arrive by callback.
  void receiveCallback(recording, log, providers.bankCard, delivery);
  // @ts-expect-error receiveCallback refuses the wallet until it is known to take callbacks
  void receiveCallback(recording, log, providers.wallet, delivery);

  // Any provider: narrowed by its kind, never trusted.
  const provider: PaymentProvider = providers[method];
  // @ts-expect-error capture is not on every provider
  void provider.capture;
  if (provider.kind === 'capture') void provider.capture;
  if (receivesCallbacks(provider)) void provider.verifyCallback;

  // A kind's capability cannot be left out, nor another kind's answer given.
  // @ts-expect-error a capturing provider without capture is no capturing provider
  const _noCapture: CapturingProvider = { kind: 'capture', method: 'wallet', identifier: 'x', open: () => ({ status: 'requiresAction', redirectUrl: '/x', expiresAt: new Date(0), state: {} }) };
  const _manualRedirect: ManualProvider = {
    kind: 'manual',
    method: 'bankTransfer',
    identifier: 'x',
    // @ts-expect-error a manual provider opens no hosted page: it gives instructions
    open: () => ({ status: 'requiresAction', redirectUrl: '/x', expiresAt: new Date(0), state: {} }),
  };
  // @ts-expect-error the wallet's place takes a capturing provider, not a callback one
  const _swapped: PaymentProviders = { ...providers, wallet: providers.card };
}

describe('payment providers by kind', () => {
  const providers = createPaymentProviders({
    paymentProviders: 'sandbox',
    paymentCallbackSecret: 's'.repeat(40),
    transferAccount: { bankName: 'Sandbox Bank', accountName: 'Storefront', accountNumber: '000', swiftCode: 'SANDKHPP' },
  });

  it('each provider is registered under its own method', () => {
    expect(PROVIDER_METHODS.map((method) => providers[method].method)).toEqual([...PROVIDER_METHODS]);
  });

  it('the callback route reaches card and bank card / QR only', () => {
    expect(Object.fromEntries(PROVIDER_METHODS.map((method) => [method, callbackProviderOf(providers, method)?.identifier ?? null]))).toEqual({
      card: 'sandbox-card',
      bankCard: 'sandbox-payway',
      wallet: null,
      bankTransfer: null,
      wireTransfer: null,
    });
    expect(PROVIDER_METHODS.filter((method) => receivesCallbacks(providers[method]))).toEqual(['card', 'bankCard']);
  });
});
