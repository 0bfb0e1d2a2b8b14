import { describe, it } from 'node:test';
import { expect } from 'expect';
import { loadConfig } from '../src/config';
import { DEV_ENV as DEV, identifiersOf, PRODUCTION_ENV as PRODUCTION } from './helpers/provider-config';
import { createPaymentProviders } from '../src/payments/providers/create-providers';

/**
 * Choosing ABA PayWay for bank card / QR (PAYMENT_PROVIDER_BANK_CARD=payway): its credentials are required, its
 * base URL is PayWay's sandbox unless named, and the other methods keep the set's (the sandbox by default).
 */
const PAYWAY = { PAYMENT_PROVIDER_BANK_CARD: 'payway', PAYWAY_MERCHANT_ID: 'ec000002', PAYWAY_API_KEY: 'an-api-key' };

describe('PAYMENT_PROVIDER_BANK_CARD=payway', () => {
  it('is off by default: the sandbox stays the default of npm start', () => {
    expect(loadConfig(DEV)).toMatchObject({ paymentProviders: 'sandbox', bankCardProvider: null, payway: null });
    expect(loadConfig({ ...DEV, PAYMENT_PROVIDER_BANK_CARD: 'sandbox' })).toMatchObject({ bankCardProvider: null, payway: null });
  });

  it('takes the merchant id and API key, PayWay\'s sandbox as the base URL unless named, and a timeout', () => {
    expect(loadConfig({ ...DEV, ...PAYWAY })).toMatchObject({
      bankCardProvider: 'payway',
      payway: { merchantId: 'ec000002', apiKey: 'an-api-key', baseUrl: 'https://checkout-sandbox.payway.com.kh', timeoutMs: 8000 },
    });
    expect(loadConfig({ ...DEV, ...PAYWAY, PAYWAY_BASE_URL: 'https://checkout.payway.com.kh/', PAYWAY_TIMEOUT_MS: '3000' }).payway).toMatchObject({ baseUrl: 'https://checkout.payway.com.kh', timeoutMs: 3000 });
  });

  it('refuses to start without its credentials, in production as in development, naming what is missing', () => {
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER_BANK_CARD: 'payway' })).toThrow('PAYMENT_PROVIDER_BANK_CARD=payway needs PAYWAY_MERCHANT_ID, PAYWAY_API_KEY');
    expect(() => loadConfig({ ...PRODUCTION, ...PAYWAY, PAYWAY_API_KEY: ' ' })).toThrow('PAYMENT_PROVIDER_BANK_CARD=payway needs PAYWAY_API_KEY');
    expect(() => loadConfig({ ...DEV, PAYMENT_PROVIDER_BANK_CARD: 'payway', PAYWAY_API_KEY: 'k' })).toThrow('needs PAYWAY_MERCHANT_ID');
    expect(loadConfig({ ...PRODUCTION, ...PAYWAY, PAYWAY_BASE_URL: 'https://checkout.payway.com.kh' }).bankCardProvider).toBe('payway');
  });

  it('refuses an unknown provider, a base URL that is not an origin, and plain http in production', () => {
    expect(() => loadConfig({ ...DEV, PAYMENT_PROVIDER_BANK_CARD: 'stripe' })).toThrow('PAYMENT_PROVIDER_BANK_CARD=stripe is unknown; known: payway, sandbox');
    expect(() => loadConfig({ ...DEV, ...PAYWAY, PAYWAY_BASE_URL: 'checkout.payway.com.kh' })).toThrow('PAYWAY_BASE_URL must be an origin');
    expect(() => loadConfig({ ...DEV, ...PAYWAY, PAYWAY_BASE_URL: 'https://checkout.payway.com.kh/api' })).toThrow('PAYWAY_BASE_URL must be an origin');
    expect(() => loadConfig({ ...PRODUCTION, ...PAYWAY, PAYWAY_BASE_URL: 'http://checkout.payway.com.kh' })).toThrow('PAYWAY_BASE_URL must be https with NODE_ENV=production');
    expect(() => loadConfig({ ...DEV, ...PAYWAY, PAYWAY_TIMEOUT_MS: '0' })).toThrow('PAYWAY_TIMEOUT_MS must be a positive number');
  });

  it('puts PayWay in bank card / QR\'s place only; the other methods keep the sandbox', () => {
    const providers = createPaymentProviders(loadConfig({ ...DEV, ...PAYWAY }));
    expect(identifiersOf(providers)).toEqual({
      card: 'sandbox-card',
      bankCard: 'payway',
      wallet: 'sandbox-wallet',
      bankTransfer: expect.any(String),
      wireTransfer: expect.any(String),
    });
  });
});
