import { ApiClient, MicroformIntegrationApi, PayerAuthenticationApi, PaymentsApi, RefundApi, ReversalApi, SearchTransactionsApi } from 'cybersource-rest-client';
import { AppError } from '../../../errors';
import { CYBERSOURCE_HOSTS, type CybersourceEndpoint } from './endpoint';

/**
 * The calls the card adapter makes, through the official SDK (loaded the first time CyberSource is called: the
 * adapter imports this module lazily). Every call is signed by the SDK with HTTP signature authentication
 * (https://developer.cybersource.com/docs/cybs/en-us/platform/developer/all/rest/rest-getting-started/restgs-http-message-intro.html):
 * the merchant id, the key id and the shared secret; `baseUrl` (a local fake) is reached through the SDK's
 * `intermediateHost`, so what the fake checks are the SDK's own requests.
 */
export interface CybersourceApi {
  /** POST /microform/v2/sessions: the capture context (a JWT) the page's Microform fields are built from. */
  captureContext(request: Record<string, unknown>): Promise<string>;
  /** POST /risk/v1/authentication-setups. */
  authenticationSetup(request: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** POST /risk/v1/authentications: check enrollment (frictionless, or a challenge to step up to). */
  checkEnrollment(request: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** POST /risk/v1/authentication-results: the challenge's outcome. */
  authenticationResults(request: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** POST /pts/v2/payments: authorise (and capture); with a token created, or charging a stored one. */
  payment(request: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** POST /pts/v2/payments/{id}/reversals: an authorisation not captured, released. */
  reversal(paymentId: string, request: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** POST /pts/v2/payments/{id}/refunds: a captured payment (or part of it) given back. */
  refund(paymentId: string, request: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** POST /tss/v2/searches: the transactions of a client reference code. */
  search(request: Record<string, unknown>): Promise<Record<string, unknown>>;
}

export function cybersourceApi(endpoint: CybersourceEndpoint): CybersourceApi {
  const config = {
    authenticationType: 'http_signature',
    runEnvironment: CYBERSOURCE_HOSTS[endpoint.environment],
    merchantID: endpoint.merchantId,
    merchantKeyId: endpoint.keyId,
    merchantsecretKey: endpoint.secretKey,
    ...(endpoint.baseUrl ? { intermediateHost: endpoint.baseUrl } : {}),
    // The SDK's own log files would hold request bodies: it logs nothing; the api logs what it needs.
    logConfiguration: { enableLog: false },
  };
  const client = () => {
    const apiClient = new ApiClient();
    apiClient.timeout = endpoint.timeoutMs;
    return apiClient;
  };
  const call = <T>(start: (callback: (error: unknown, data: unknown) => void) => void) =>
    new Promise<T>((resolve, reject) => start((error, data) => (error ? reject(error) : resolve(data as T))));
  return {
    captureContext: (request) => call((done) => new MicroformIntegrationApi(config, client()).generateCaptureContext(request, done)),
    authenticationSetup: (request) => call((done) => new PayerAuthenticationApi(config, client()).payerAuthSetup(request, done)),
    checkEnrollment: (request) => call((done) => new PayerAuthenticationApi(config, client()).checkPayerAuthEnrollment(request, done)),
    authenticationResults: (request) => call((done) => new PayerAuthenticationApi(config, client()).validateAuthenticationResults(request, done)),
    payment: (request) => call((done) => new PaymentsApi(config, client()).createPayment(request, done)),
    reversal: (paymentId, request) => call((done) => new ReversalApi(config, client()).authReversal(paymentId, request, done)),
    refund: (paymentId, request) => call((done) => new RefundApi(config, client()).refundPayment(request, paymentId, done)),
    search: (request) => call((done) => new SearchTransactionsApi(config, client()).createSearch(request, done)),
  };
}

/** What a failed call says: CyberSource's HTTP status and its `reason` (its error body: status, reason, message), or why it did not answer. */
export interface CybersourceFailure {
  status: number | null;
  /** CyberSource's reason (INVALID_REQUEST's MISSING_FIELD, CARD_TYPE_NOT_ACCEPTED …; SERVER_ERROR's SYSTEM_ERROR …), when it said one. */
  reason: string | null;
  /** `CYBERSOURCE_<reason>`, `CYBERSOURCE_HTTP_<status>`, `CYBERSOURCE_TIMEOUT` or `CYBERSOURCE_UNREACHABLE`: the code the customer is shown. */
  code: string;
}

/**
 * The SDK's error for a call that failed: an HTTP answer ({status, response: {text}}, the SDK's translateError) or
 * the HTTP client's own error (axios: ECONNABORTED on its timeout, ECONNREFUSED …).
 */
export function cybersourceFailure(error: unknown): CybersourceFailure {
  const answered = error as { status?: unknown; response?: { text?: unknown }; code?: unknown };
  if (typeof answered?.status === 'number') {
    let reason: string | null = null;
    try {
      // The SDK keeps the body as JSON text of what axios read: an object, or (for a call that accepts application/jwt) the body's own text.
      let body = JSON.parse(String(answered.response?.text ?? '')) as unknown;
      if (typeof body === 'string') body = JSON.parse(body) as unknown;
      const said = body && typeof body === 'object' ? (body as { reason?: unknown }).reason : undefined;
      reason = typeof said === 'string' && /^[A-Z0-9_]{1,60}$/.test(said) ? said : null;
    } catch {
      reason = null;
    }
    return { status: answered.status, reason, code: reason ? `CYBERSOURCE_${reason}` : `CYBERSOURCE_HTTP_${answered.status}` };
  }
  if (answered?.code === 'ECONNABORTED' || answered?.code === 'ETIMEDOUT') return { status: null, reason: null, code: 'CYBERSOURCE_TIMEOUT' };
  return { status: null, reason: null, code: 'CYBERSOURCE_UNREACHABLE' };
}

/** CyberSource could not be asked (or refused the storefront itself): PAYMENT_PROCESSOR_ERROR with its code, nothing recorded. */
export function processorError(failure: CybersourceFailure): AppError {
  return new AppError('PAYMENT_PROCESSOR_ERROR', { errorCode: failure.code }, { provider: 'cybersource', errorCode: failure.code });
}
