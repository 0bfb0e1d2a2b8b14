/**
 * The local fakes of the real payment parties (payway-fake.ts, paypal-fake.ts, cybersource-fake.ts) as serve-fakes.ts
 * runs them, and the environment a storefront needs to use them: each method's real adapter, pointed at its fake
 * with the credentials the fake checks (api/src/config.ts: PAYMENT_PROVIDER_BANK_CARD, _WALLET, _CARD and each
 * party's own variables).
 */
export interface PartyFakes {
  payway: { baseUrl: string; merchantId: string; apiKey: string };
  paypal: { baseUrl: string; clientId: string; clientSecret: string; webhookId: string };
  cybersource: { baseUrl: string; merchantId: string; keyId: string; secretKey: string };
}

/** The test credentials every fake is started with (not secrets: they open nothing but the fakes). */
export const FAKE_CREDENTIALS = {
  payway: { merchantId: 'ec000002', apiKey: 'payway-e2e-api-key' },
  paypal: { clientId: 'AYpaypal-e2e-client', clientSecret: 'EPpaypal-e2e-secret', webhookId: '8PT597110X687430LKGECATA' },
  // The shared secret is base64, as CyberSource's Business Center shows it (config.ts refuses anything else).
  cybersource: { merchantId: 'storefront_kh', keyId: '08c94330-f618-42a3-b09d-e1e43be5efda', secretKey: Buffer.from('cybersource-e2e-shared-secret').toString('base64') },
} as const;

/**
 * The storefront's environment for the fakes: bank card / QR to ABA PayWay, the wallet to PayPal, cards to
 * CyberSource, each at its fake's origin. The environments stay the sandbox ones (PAYPAL_ENVIRONMENT,
 * CYBERSOURCE_ENVIRONMENT unset): CyberSource's requests are signed for apitest.cybersource.com, the host its fake
 * expects.
 */
export function storefrontEnvOf(fakes: PartyFakes): Record<string, string> {
  return {
    PAYMENT_PROVIDER_BANK_CARD: 'payway',
    PAYWAY_MERCHANT_ID: fakes.payway.merchantId,
    PAYWAY_API_KEY: fakes.payway.apiKey,
    PAYWAY_BASE_URL: fakes.payway.baseUrl,
    PAYMENT_PROVIDER_WALLET: 'paypal',
    PAYPAL_CLIENT_ID: fakes.paypal.clientId,
    PAYPAL_CLIENT_SECRET: fakes.paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: fakes.paypal.webhookId,
    PAYPAL_BASE_URL: fakes.paypal.baseUrl,
    PAYMENT_PROVIDER_CARD: 'cybersource',
    CYBERSOURCE_MERCHANT_ID: fakes.cybersource.merchantId,
    CYBERSOURCE_KEY_ID: fakes.cybersource.keyId,
    CYBERSOURCE_SECRET_KEY: fakes.cybersource.secretKey,
    CYBERSOURCE_BASE_URL: fakes.cybersource.baseUrl,
  };
}
