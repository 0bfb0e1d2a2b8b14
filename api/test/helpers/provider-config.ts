import type { PaymentProviders } from '../../src/payments/providers/create-providers';

/** The environments a payment party's configuration is tried in (its config test): development, and a production start. */
const STRONG = 'a'.repeat(24) + 'b'.repeat(24);
export const DEV_ENV = { PGLITE_MEMORY: '1', LOG_LEVEL: 'silent' };
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDERS: 'sandbox',
  DOMAIN_REGISTRY: 'sandbox',
  PROVISIONING_PROVIDER: 'sandbox',
  PUBLIC_URL: 'https://shop.example.com',
  PAYMENT_CALLBACK_SECRET: STRONG,
  REGISTRY_SANDBOX_SECRET: STRONG,
};

/** Which provider each method went to, by its identifier. */
export const identifiersOf = (providers: PaymentProviders) => Object.fromEntries(Object.entries(providers).map(([method, provider]) => [method, provider.identifier]));
