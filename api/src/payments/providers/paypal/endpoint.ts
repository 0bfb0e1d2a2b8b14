/** Where and as whom the storefront calls PayPal (config: PAYPAL_*); no SDK is loaded to read it. */

/** PayPal's REST origins (https://developer.paypal.com/api/rest/requests/: "Sandbox https://api-m.sandbox.paypal.com, Live https://api-m.paypal.com"). */
export const PAYPAL_ORIGINS = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;

export type PaypalEnvironment = keyof typeof PAYPAL_ORIGINS;

export interface PaypalEndpoint {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook it posts to /api/payment/callback/wallet (verify-webhook-signature needs it). */
  webhookId: string;
  environment: PaypalEnvironment;
  /** PayPal's REST origin: the environment's own (PAYPAL_ORIGINS), or another (PAYPAL_BASE_URL: a local fake in tests). */
  baseUrl: string;
  /** How long one call may take before PayPal counts as down (PAYMENT_GATEWAY_ERROR). */
  timeoutMs: number;
}
