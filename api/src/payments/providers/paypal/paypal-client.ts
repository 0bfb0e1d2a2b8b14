import axios, { type AxiosAdapter } from 'axios';
import { Client, Environment, OrdersController, PaymentsController, type OAuthToken } from '@paypal/paypal-server-sdk';
import { PAYPAL_ORIGINS, type PaypalEndpoint } from './endpoint';

/**
 * The SDK names its host by environment only (its getBaseUri answers api-m.paypal.com or api-m.sandbox.paypal.com,
 * nothing else). Another origin is reached through the SDK's own HTTP client options: its axios instance is given an
 * adapter that sends each request, exactly as the SDK built it, to the same path of that origin.
 */
function towards(origin: string): AxiosAdapter {
  const http = axios.getAdapter('http');
  return (config) => {
    const requested = new URL(config.url ?? '/');
    return http({ ...config, url: new URL(`${requested.pathname}${requested.search}`, origin).toString() });
  };
}

/** What the adapter calls PayPal through: the SDK's Orders and Payments controllers, and its OAuth token for the calls the SDK has none for. */
export interface PaypalApi {
  orders: OrdersController;
  payments: PaymentsController;
  /** A valid access token (the SDK's client-credentials manager: POST /v1/oauth2/token, cached until it expires). */
  accessToken(): Promise<string>;
}

/**
 * The official SDK (@paypal/paypal-server-sdk), configured from the environment: client credentials, the
 * environment, the timeout (no retries: a payment is retried by nobody but the customer) and no logging (the SDK's
 * default NullLogger: no secret, card or body is ever written).
 */
export function paypalApi(endpoint: PaypalEndpoint): PaypalApi {
  const environment = endpoint.environment === 'live' ? Environment.Production : Environment.Sandbox;
  const client = new Client({
    environment,
    timeout: endpoint.timeoutMs,
    clientCredentialsAuthCredentials: { oAuthClientId: endpoint.clientId, oAuthClientSecret: endpoint.clientSecret },
    httpClientOptions: { timeout: endpoint.timeoutMs, retryConfig: { maxNumberOfRetries: 0 } },
    ...(endpoint.baseUrl === PAYPAL_ORIGINS[endpoint.environment] ? {} : { unstable_httpClientOptions: { adapter: towards(endpoint.baseUrl) } }),
  });
  let token: OAuthToken | undefined;
  return {
    orders: new OrdersController(client),
    payments: new PaymentsController(client),
    accessToken: async () => {
      token = await client.clientCredentialsAuthManager.updateToken(token);
      return token.accessToken;
    },
  };
}
