import { describe, it } from 'node:test';
import { expect } from 'expect';
import { loadConfig } from '../src/config';
import { cardVaultFor } from '../src/cards/charge-saved-card';
import { callbackProviderOf, createPaymentProviders } from '../src/payments/providers/create-providers';
import { DEV_ENV as DEV, identifiersOf, PRODUCTION_ENV as PRODUCTION } from './helpers/provider-config';

/**
 * Choosing CyberSource for cards (PAYMENT_PROVIDER_CARD=cybersource): the merchant id and the shared secret key are
 * required, the host is CyberSource's test host unless production, CYBERSOURCE_BASE_URL sends the signed requests
 * elsewhere (https in production), and the other methods keep the set's (the sandbox by default).
 */
const SECRET = Buffer.from('a shared secret').toString('base64');
const CYBERSOURCE = { PAYMENT_PROVIDER_CARD: 'cybersource', CYBERSOURCE_MERCHANT_ID: 'storefront_kh', CYBERSOURCE_KEY_ID: 'key-id', CYBERSOURCE_SECRET_KEY: SECRET };

describe('PAYMENT_PROVIDER_CARD=cybersource', () => {
  it('is off by default: the sandbox stays the default of npm start', () => {
    expect(loadConfig(DEV)).toMatchObject({ cardProvider: null, cybersource: null });
    expect(loadConfig({ ...DEV, PAYMENT_PROVIDER_CARD: 'sandbox' })).toMatchObject({ cardProvider: null, cybersource: null });
  });

  it('takes the merchant id and the key, the sandbox unless production, another origin, and a timeout', () => {
    expect(loadConfig({ ...DEV, ...CYBERSOURCE })).toMatchObject({
      cardProvider: 'cybersource',
      cybersource: { merchantId: 'storefront_kh', keyId: 'key-id', secretKey: SECRET, environment: 'sandbox', baseUrl: null, timeoutMs: 8000 },
    });
    expect(loadConfig({ ...DEV, ...CYBERSOURCE, CYBERSOURCE_ENVIRONMENT: 'production' }).cybersource).toMatchObject({ environment: 'production' });
    expect(loadConfig({ ...DEV, ...CYBERSOURCE, CYBERSOURCE_BASE_URL: 'http://127.0.0.1:9999/', CYBERSOURCE_TIMEOUT_MS: '3000' }).cybersource).toMatchObject({ baseUrl: 'http://127.0.0.1:9999', timeoutMs: 3000 });
  });

  it('refuses to start without its credentials, in production as in development, naming what is missing', () => {
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER_CARD: 'cybersource' })).toThrow('PAYMENT_PROVIDER_CARD=cybersource needs CYBERSOURCE_MERCHANT_ID, CYBERSOURCE_KEY_ID, CYBERSOURCE_SECRET_KEY');
    expect(() => loadConfig({ ...DEV, ...CYBERSOURCE, CYBERSOURCE_KEY_ID: ' ' })).toThrow('PAYMENT_PROVIDER_CARD=cybersource needs CYBERSOURCE_KEY_ID');
    expect(() => loadConfig({ ...DEV, ...CYBERSOURCE, CYBERSOURCE_SECRET_KEY: 'not base64!' })).toThrow('CYBERSOURCE_SECRET_KEY must be the base64 shared secret');
    expect(loadConfig({ ...PRODUCTION, ...CYBERSOURCE, CYBERSOURCE_ENVIRONMENT: 'production' }).cardProvider).toBe('cybersource');
  });

  it('refuses an unknown provider or environment, a base URL that is not an origin, and plain http in production', () => {
    expect(() => loadConfig({ ...DEV, PAYMENT_PROVIDER_CARD: 'stripe' })).toThrow('PAYMENT_PROVIDER_CARD=stripe is unknown; known: cybersource, sandbox');
    expect(() => loadConfig({ ...DEV, ...CYBERSOURCE, CYBERSOURCE_ENVIRONMENT: 'live' })).toThrow('CYBERSOURCE_ENVIRONMENT must be sandbox or production');
    expect(() => loadConfig({ ...DEV, ...CYBERSOURCE, CYBERSOURCE_BASE_URL: 'https://apitest.cybersource.com/pts' })).toThrow('CYBERSOURCE_BASE_URL must be an origin');
    expect(() => loadConfig({ ...PRODUCTION, ...CYBERSOURCE, CYBERSOURCE_BASE_URL: 'http://apitest.cybersource.com' })).toThrow('CYBERSOURCE_BASE_URL must be https with NODE_ENV=production');
    expect(() => loadConfig({ ...DEV, ...CYBERSOURCE, CYBERSOURCE_TIMEOUT_MS: '0' })).toThrow('CYBERSOURCE_TIMEOUT_MS must be a positive number');
  });

  it("puts CyberSource in the card's place only; it takes no callback (its answers come to the storefront's own calls)", () => {
    const providers = createPaymentProviders(loadConfig({ ...DEV, ...CYBERSOURCE }));
    expect(identifiersOf(providers)).toEqual({ card: 'cybersource', bankCard: 'sandbox-payway', wallet: 'sandbox-wallet', bankTransfer: expect.any(String), wireTransfer: expect.any(String) });
    expect(providers.card.kind).toBe('hostedFields');
    expect(callbackProviderOf(providers, 'card')).toBeUndefined();
  });

  it("saves cards at the vault of the provider that takes the card payments: CyberSource's while cards go to CyberSource, never the sandbox's", () => {
    expect(cardVaultFor(loadConfig(DEV))?.identifier).toBe('sandbox-card');
    expect(cardVaultFor(loadConfig({ ...DEV, ...CYBERSOURCE }))?.identifier).toBe('cybersource');
  });
});
