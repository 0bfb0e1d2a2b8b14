import { describe, it } from 'node:test';
import { expect } from 'expect';
import { loadConfig } from '../src/config';
import { DEV_ENV as DEV, identifiersOf, PRODUCTION_ENV as PRODUCTION } from './helpers/provider-config';
import { callbackProviderOf, createPaymentProviders } from '../src/payments/providers/create-providers';

/**
 * Choosing PayPal for the wallet (PAYMENT_PROVIDER_WALLET=paypal): its credentials and webhook id are required, its
 * base URL is PayPal's sandbox unless live or named, and the other methods keep the set's (the sandbox by default).
 */
const PAYPAL = { PAYMENT_PROVIDER_WALLET: 'paypal', PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'client-secret', PAYPAL_WEBHOOK_ID: 'WH-ID' };

describe('PAYMENT_PROVIDER_WALLET=paypal', () => {
  it('is off by default: the sandbox stays the default of npm start', () => {
    expect(loadConfig(DEV)).toMatchObject({ walletProvider: null, paypal: null });
    expect(loadConfig({ ...DEV, PAYMENT_PROVIDER_WALLET: 'sandbox' })).toMatchObject({ walletProvider: null, paypal: null });
  });

  it("takes the credentials and webhook id, PayPal's sandbox unless live or named, and a timeout", () => {
    expect(loadConfig({ ...DEV, ...PAYPAL })).toMatchObject({
      walletProvider: 'paypal',
      paypal: { clientId: 'client-id', clientSecret: 'client-secret', webhookId: 'WH-ID', environment: 'sandbox', baseUrl: 'https://api-m.sandbox.paypal.com', timeoutMs: 8000 },
    });
    expect(loadConfig({ ...DEV, ...PAYPAL, PAYPAL_ENVIRONMENT: 'live' }).paypal).toMatchObject({ environment: 'live', baseUrl: 'https://api-m.paypal.com' });
    expect(loadConfig({ ...DEV, ...PAYPAL, PAYPAL_BASE_URL: 'http://127.0.0.1:9999/', PAYPAL_TIMEOUT_MS: '3000' }).paypal).toMatchObject({ baseUrl: 'http://127.0.0.1:9999', timeoutMs: 3000 });
  });

  it('refuses to start without its credentials or webhook id, in production as in development, naming what is missing', () => {
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER_WALLET: 'paypal' })).toThrow('PAYMENT_PROVIDER_WALLET=paypal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID');
    expect(() => loadConfig({ ...DEV, ...PAYPAL, PAYPAL_WEBHOOK_ID: ' ' })).toThrow('PAYMENT_PROVIDER_WALLET=paypal needs PAYPAL_WEBHOOK_ID');
    expect(loadConfig({ ...PRODUCTION, ...PAYPAL, PAYPAL_ENVIRONMENT: 'live' }).walletProvider).toBe('paypal');
  });

  it('refuses an unknown provider or environment, a base URL that is not an origin, and plain http in production', () => {
    expect(() => loadConfig({ ...DEV, PAYMENT_PROVIDER_WALLET: 'venmo' })).toThrow('PAYMENT_PROVIDER_WALLET=venmo is unknown; known: paypal, sandbox');
    expect(() => loadConfig({ ...DEV, ...PAYPAL, PAYPAL_ENVIRONMENT: 'production' })).toThrow('PAYPAL_ENVIRONMENT must be sandbox or live');
    expect(() => loadConfig({ ...DEV, ...PAYPAL, PAYPAL_BASE_URL: 'https://api-m.paypal.com/v2' })).toThrow('PAYPAL_BASE_URL must be an origin');
    expect(() => loadConfig({ ...PRODUCTION, ...PAYPAL, PAYPAL_BASE_URL: 'http://api-m.paypal.com' })).toThrow('PAYPAL_BASE_URL must be https with NODE_ENV=production');
    expect(() => loadConfig({ ...DEV, ...PAYPAL, PAYPAL_TIMEOUT_MS: '0' })).toThrow('PAYPAL_TIMEOUT_MS must be a positive number');
  });

  it("puts PayPal in the wallet's place only, and the callback route then reaches the wallet for PayPal's webhooks", () => {
    const providers = createPaymentProviders(loadConfig({ ...DEV, ...PAYPAL }));
    expect(identifiersOf(providers)).toEqual({
      card: 'sandbox-card',
      bankCard: 'sandbox-payway',
      wallet: 'paypal',
      bankTransfer: expect.any(String),
      wireTransfer: expect.any(String),
    });
    expect(callbackProviderOf(providers, 'wallet')?.identifier).toBe('paypal');
    expect(callbackProviderOf(createPaymentProviders(loadConfig(DEV)), 'wallet')).toBeUndefined();
  });
});
