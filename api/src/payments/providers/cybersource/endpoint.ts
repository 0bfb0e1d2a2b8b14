/** Where and as whom the storefront calls CyberSource (config: CYBERSOURCE_*); no SDK is loaded to read it. */

/**
 * CyberSource's REST hosts, as the SDK's `runEnvironment` names them (https://developer.cybersource.com/api/reference/api-reference.html:
 * "Test: apitest.cybersource.com, Production: api.cybersource.com"). The HTTP signature signs this host.
 */
export const CYBERSOURCE_HOSTS = { sandbox: 'apitest.cybersource.com', production: 'api.cybersource.com' } as const;

export type CybersourceEnvironment = keyof typeof CYBERSOURCE_HOSTS;

export interface CybersourceEndpoint {
  /** The merchant id of the Business Center account (v-c-merchant-id). */
  merchantId: string;
  /** The shared secret key's id and the key itself (base64, as the Business Center shows it): HTTP signature auth. */
  keyId: string;
  secretKey: string;
  environment: CybersourceEnvironment;
  /**
   * Another origin to send the requests to than the environment's host (CYBERSOURCE_BASE_URL: a local fake in tests),
   * through the SDK's own `intermediateHost` setting; the requests are still signed for the environment's host.
   */
  baseUrl: string | null;
  /** How long one call may take before CyberSource counts as down (PAYMENT_PROCESSOR_ERROR CYBERSOURCE_TIMEOUT). */
  timeoutMs: number;
}
