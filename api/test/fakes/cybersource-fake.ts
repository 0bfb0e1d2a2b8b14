import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for CyberSource's REST API, in the test tree only: a real HTTP server on 127.0.0.1 that the
 * official SDK reaches through its own `intermediateHost` setting, so what is checked here are the SDK's real
 * requests. It shares no code with the adapter (api/src/payments/providers/cybersource/). Where each rule comes from:
 * - [H] HTTP signature authentication, https://developer.cybersource.com/docs/cybs/en-us/platform/developer/all/rest/rest-getting-started/restgs-http-message-intro.html:
 *   headers v-c-merchant-id, date (HTTP-date), host, digest ("SHA-256=" + base64 SHA-256 of the body, POST and
 *   PUT), signature `keyid="…", algorithm="HmacSHA256", headers="host date request-target digest v-c-merchant-id",
 *   signature="base64(HMAC-SHA256(base64-decoded shared secret, the signed headers as "name: value" lines))"`,
 *   request-target "post /path"; a failed check is 401.
 * - [M] Microform v2 capture context, POST /microform/v2/sessions (https://developer.cybersource.com/docs/cybs/en-us/digital-accept-flex/developer/all/rest/digital-accept-flex/microform-integ-v2/api-reference-v2.html):
 *   targetOrigins (https, or http://localhost), allowedCardNetworks, clientVersion; answers a JWT (application/jwt)
 *   whose ctx[0].data names clientLibrary and clientLibraryIntegrity.
 * - [P] Payer authentication (https://developer.cybersource.com/docs/cybs/en-us/payer-authentication/developer/all/rest/payer-auth/pa2-ccdc-intro.html):
 *   setup POST /risk/v1/authentication-setups (clientReferenceInformation.code, a transient token) → COMPLETED with
 *   accessToken, deviceDataCollectionUrl, referenceId; check enrollment POST /risk/v1/authentications (the 11 browser
 *   fields, referenceId, returnUrl, amount) → AUTHENTICATION_SUCCESSFUL (frictionless), PENDING_AUTHENTICATION (stepUpUrl,
 *   accessToken, authenticationTransactionId) or AUTHENTICATION_FAILED, with veresEnrolled and paresStatus; validate
 *   POST /risk/v1/authentication-results (authenticationTransactionId) after the step-up, which posts TransactionId and
 *   MD back to the returnUrl.
 * - [A] Payments, POST /pts/v2/payments (https://developer.cybersource.com/api-reference-assets/index.html#payments):
 *   clientReferenceInformation.code, orderInformation.amountDetails.totalAmount (a decimal string) and currency,
 *   the token; 201 AUTHORIZED with id and orderInformation.amountDetails.authorizedAmount, 201 DECLINED with
 *   errorInformation.reason, 400 INVALID_REQUEST {status, reason, message}, 502 SERVER_ERROR.
 * - [K] Token Management with a payment (https://developer.cybersource.com/docs/cybs/en-us/payments/developer/ctv/rest/payments/credentials-processsing-intro/credentials-ucof-intro/credentials-ucof-cit-tms-intro.html):
 *   processingInformation.actionList ["TOKEN_CREATE"] and actionTokenTypes (customer, paymentInstrument,
 *   instrumentIdentifier, shippingAddress) answer tokenInformation.paymentInstrument.id and
 *   tokenInformation.instrumentIdentifier.id (the same for the same card number); the initial transaction of
 *   credentials on file carries authorizationOptions.initiator.type "customer" and credentialStoredOnFile true
 *   (…/credentials/developer/ctv/rest/credentials/credentials-intro/credentials-matrix.html, "Initial Transactions").
 * - [S] A merchant-initiated charge of a stored card (…/credentials-ucof-mit-tms-intro.html): paymentInformation.paymentInstrument.id,
 *   initiator.type "merchant" and storedCredentialUsed true ("Subsequent Transactions"); no payer authentication
 *   (the customer is not there).
 * - [R] Authorization reversal, POST /pts/v2/payments/{id}/reversals: clientReferenceInformation.code,
 *   reversalInformation.amountDetails.totalAmount (the authorised amount), of an authorisation not captured and not
 *   yet reversed → 201 REVERSED; otherwise 400.
 * - [F] Refund, POST /pts/v2/payments/{id}/refunds: orderInformation.amountDetails (totalAmount, currency), of a
 *   captured payment, at most what is left of it → 201 PENDING with refundAmountDetails; otherwise 400.
 * - [J] The Microform v2 transient token's payload `data`: the masked number, the card type code ("001" Visa …) and
 *   the expiry passed to createToken.
 * - [T] Transaction Search, POST /tss/v2/searches (query "clientReferenceInformation.code:<code>") → 201 with
 *   _embedded.transactionSummaries[], each with applicationInformation.applications[] (ics_auth, rCode "1" on
 *   success, reasonCode) and orderInformation.amountDetails.
 */

/** What a test card does at the fake (its number, as the Microform would have tokenised it). */
export type FakeCardBehaviour = { threeDs: 'frictionless' | 'challenge' | 'notEnrolled' } & { decline?: string; refusal?: string };

export const FAKE_CARDS = {
  frictionless: '4000000000002701',
  challenge: '4000000000002503',
  notEnrolled: '4000000000002925',
} as const;

export interface FakePayment {
  id: string;
  code: string;
  amount: string;
  currency: string;
  status: 'AUTHORIZED' | 'DECLINED';
  reason: string | null;
  request: Record<string, unknown>;
  /** Captured with the authorisation (processingInformation.capture true). */
  captured: boolean;
  /** Released by a reversal [R]. */
  reversed: boolean;
  /** What was refunded of it [F], in cents. */
  refunded: number;
  /** The stored card charged [S], or the one created [K]. */
  instrument: string | null;
}

/** A card stored at the fake's Token Management Service [K]: what it does when charged (a decline can be set later). */
export interface FakeInstrument {
  id: string;
  identifier: string;
  number: string;
  decline?: string;
}

export interface CybersourceFake {
  readonly baseUrl: string;
  readonly payments: FakePayment[];
  /** The payment instruments created with TOKEN_CREATE [K], by id. */
  readonly instruments: Map<string, FakeInstrument>;
  /** Every request: its path, the answer's status and, when refused, why. */
  readonly requests: { path: string; status: number; refusal?: string }[];
  /** `up`; `unavailable` answers 502 SERVER_ERROR to every call; `hang` never answers. */
  mode: 'up' | 'unavailable' | 'hang';
  /** The next authorisation is made, but its answer never comes (the storefront's call times out). */
  loseNextAnswer: boolean;
  /** Reports another amount or currency than was asked for, on the next authorisation. */
  misreport: { amount?: string; currency?: string } | null;
  /** The browser's Microform library: a card (and the expiry the page passes) as the transient token the page would post [J]. */
  tokenise(number: string, behaviour?: Partial<FakeCardBehaviour>, expiry?: { month: string; year: string }): string;
  /** The issuer's challenge page answered: posts back to the return URL with these fields. */
  completeChallenge(accessToken: string, passed?: boolean): { action: string; fields: Record<string, string> };
  close(): Promise<void>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (value: unknown, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);
const DECIMAL = /^\d{1,15}(\.\d{1,2})?$/;
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: Record<string, unknown>) => `${b64url({ alg: 'RS256', kid: 'fake' })}.${b64url(payload)}.${randomBytes(32).toString('base64url')}`;

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startCybersourceFake(options: { merchantId: string; keyId: string; secretKey: string; host?: string }): Promise<CybersourceFake> {
  const host = options.host ?? 'apitest.cybersource.com';
  const tokens = new Map<string, { number: string; behaviour: FakeCardBehaviour }>();
  const setups = new Map<string, string>(); // referenceId → token
  const authentications = new Map<string, { token: string; returnUrl: string; code: string; passed: boolean | null }>(); // authenticationTransactionId → …
  const payments: FakePayment[] = [];
  const instruments = new Map<string, FakeInstrument>();
  const identifiers = new Map<string, string>(); // card number → instrument identifier id
  const requests: CybersourceFake['requests'] = [];
  let baseUrl = '';

  // [H] the signature over the signed headers, with the base64-decoded shared secret.
  function checkSignature(request: IncomingMessage, method: string, path: string, body: string): void {
    const header = String(request.headers.signature ?? '');
    const parts = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (parts.keyid !== options.keyId || parts.algorithm !== 'HmacSHA256') throw new Refused(401, 'AUTHENTICATION_FAILED', 'unknown key or algorithm');
    if (request.headers['v-c-merchant-id'] !== options.merchantId) throw new Refused(401, 'AUTHENTICATION_FAILED', 'v-c-merchant-id');
    if (request.headers.host !== host) throw new Refused(401, 'AUTHENTICATION_FAILED', `host ${request.headers.host}`);
    const date = Date.parse(String(request.headers.date ?? ''));
    if (!Number.isFinite(date) || Math.abs(Date.now() - date) > 15 * 60_000) throw new Refused(401, 'AUTHENTICATION_FAILED', 'date');
    const expectedHeaders = method === 'get' ? 'host date request-target v-c-merchant-id' : 'host date request-target digest v-c-merchant-id';
    if (parts.headers !== expectedHeaders) throw new Refused(401, 'AUTHENTICATION_FAILED', `headers "${parts.headers}"`);
    if (method !== 'get') {
      const digest = `SHA-256=${createHash('sha256').update(body, 'utf8').digest('base64')}`;
      if (request.headers.digest !== digest) throw new Refused(401, 'AUTHENTICATION_FAILED', 'digest');
    }
    const lines = parts.headers.split(' ').map((name: string) => (name === 'request-target' ? `request-target: ${method} ${path}` : `${name}: ${String(request.headers[name])}`));
    const expected = createHmac('sha256', Buffer.from(options.secretKey, 'base64')).update(lines.join('\n'), 'utf8').digest();
    const given = Buffer.from(parts.signature ?? '', 'base64');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Refused(401, 'AUTHENTICATION_FAILED', 'signature');
  }

  const required = (json: unknown, path: string) => {
    const value = at(json, path);
    if (value === undefined || value === null || value === '') throw new Refused(400, 'MISSING_FIELD', `Declined - The request is missing one or more fields: ${path}`);
    return value;
  };
  const amountOf = (json: unknown) => {
    const total = required(json, 'orderInformation.amountDetails.totalAmount');
    const currency = required(json, 'orderInformation.amountDetails.currency');
    if (typeof total !== 'string' || !DECIMAL.test(total)) throw new Refused(400, 'INVALID_DATA', 'orderInformation.amountDetails.totalAmount');
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) throw new Refused(400, 'INVALID_DATA', 'orderInformation.amountDetails.currency');
    return { total, currency };
  };
  const cardOf = (token: unknown) => {
    const card = typeof token === 'string' ? tokens.get(token) : undefined;
    if (!card) throw new Refused(400, 'INVALID_DATA', 'tokenInformation: unknown or expired transient token');
    return card;
  };

  function route(method: string, path: string, json: unknown): { status: number; body: unknown; type?: string } {
    if (method === 'post' && path === '/microform/v2/sessions') {
      const origins = required(json, 'targetOrigins');
      if (!Array.isArray(origins) || !origins.every((o) => typeof o === 'string' && /^(https:\/\/[^/]+|http:\/\/localhost(:\d+)?)$/.test(o))) throw new Refused(400, 'INVALID_DATA', 'targetOrigins');
      if (at(json, 'clientVersion') !== 'v2') throw new Refused(400, 'INVALID_DATA', 'clientVersion');
      const networks = required(json, 'allowedCardNetworks');
      if (!Array.isArray(networks) || networks.length === 0) throw new Refused(400, 'INVALID_DATA', 'allowedCardNetworks');
      const context = jwt({ flx: { origin: baseUrl }, ctx: [{ type: 'mf-2.0.0', data: { targetOrigins: origins, clientLibrary: `${baseUrl}/microform/bundle/v2/flex-microform.min.js`, clientLibraryIntegrity: `sha256-${createHash('sha256').update(FAKE_MICROFORM.replace('__ORIGIN__', baseUrl)).digest('base64')}` } }], exp: Math.floor(Date.now() / 1000) + 900 });
      return { status: 201, body: context, type: 'application/jwt' };
    }
    if (method === 'post' && path === '/risk/v1/authentication-setups') {
      required(json, 'clientReferenceInformation.code');
      const token = required(json, 'tokenInformation.transientToken');
      cardOf(token);
      const referenceId = randomBytes(16).toString('hex');
      setups.set(referenceId, token as string);
      return { status: 201, body: { id: randomBytes(11).toString('hex'), status: 'COMPLETED', consumerAuthenticationInformation: { accessToken: jwt({ referenceId }), deviceDataCollectionUrl: `${baseUrl}/cardinal/collect`, referenceId, token: 'AxjzbwSTRFa' } } };
    }
    if (method === 'post' && path === '/risk/v1/authentications') {
      const code = String(required(json, 'clientReferenceInformation.code'));
      amountOf(json);
      const referenceId = String(required(json, 'consumerAuthenticationInformation.referenceId'));
      const returnUrl = String(required(json, 'consumerAuthenticationInformation.returnUrl'));
      for (const field of ['ipAddress', 'httpAcceptContent', 'httpBrowserLanguage', 'httpBrowserJavaEnabled', 'httpBrowserJavaScriptEnabled', 'httpBrowserColorDepth', 'httpBrowserScreenHeight', 'httpBrowserScreenWidth', 'httpBrowserTimeDifference', 'userAgentBrowserValue']) required(json, `deviceInformation.${field}`);
      required(json, 'consumerAuthenticationInformation.deviceChannel');
      const token = setups.get(referenceId);
      if (!token || token !== at(json, 'tokenInformation.transientToken')) throw new Refused(400, 'INVALID_DATA', 'consumerAuthenticationInformation.referenceId: not this token\'s setup');
      const card = cardOf(token);
      const id = randomBytes(10).toString('hex');
      if (card.behaviour.threeDs === 'notEnrolled') return { status: 201, body: { id, status: 'AUTHENTICATION_SUCCESSFUL', consumerAuthenticationInformation: { veresEnrolled: 'N', eciRaw: '07', ecommerceIndicator: 'internet' } } };
      if (card.behaviour.threeDs === 'challenge') {
        authentications.set(id, { token, returnUrl, code, passed: null });
        return { status: 201, body: { id, status: 'PENDING_AUTHENTICATION', consumerAuthenticationInformation: { veresEnrolled: 'Y', stepUpUrl: `${baseUrl}/acs/step-up`, accessToken: jwt({ authenticationTransactionId: id }), authenticationTransactionId: id } } };
      }
      return { status: 201, body: { id, status: 'AUTHENTICATION_SUCCESSFUL', consumerAuthenticationInformation: { veresEnrolled: 'Y', paresStatus: 'Y', cavv: 'AAABCSIIAAAAAAACcwgAEMCoNh=', eciRaw: '05', ecommerceIndicator: 'vbv', specificationVersion: '2.2.0', directoryServerTransactionId: id } } };
    }
    if (method === 'post' && path === '/risk/v1/authentication-results') {
      required(json, 'clientReferenceInformation.code');
      amountOf(json);
      const id = String(required(json, 'consumerAuthenticationInformation.authenticationTransactionId'));
      const authentication = authentications.get(id);
      if (!authentication) throw new Refused(400, 'INVALID_DATA', 'consumerAuthenticationInformation.authenticationTransactionId');
      if (authentication.passed !== true) return { status: 201, body: { id, status: 'AUTHENTICATION_FAILED', consumerAuthenticationInformation: { paresStatus: 'N' }, errorInformation: { reason: 'CONSUMER_AUTHENTICATION_FAILED', message: 'Encountered a Payer Authentication problem. Payer could not be authenticated.' } } };
      return { status: 201, body: { id, status: 'AUTHENTICATION_SUCCESSFUL', consumerAuthenticationInformation: { paresStatus: 'Y', cavv: 'AAABCSIIAAAAAAACcwgAEMCoNh=', eciRaw: '05', ecommerceIndicator: 'vbv', specificationVersion: '2.2.0' } } };
    }
    if (method === 'post' && path === '/pts/v2/payments') {
      const code = String(required(json, 'clientReferenceInformation.code'));
      const { total, currency } = amountOf(json);
      const transient = at(json, 'tokenInformation.transientTokenJwt');
      const stored = at(json, 'paymentInformation.paymentInstrument.id');
      if ((transient === undefined) === (stored === undefined)) throw new Refused(400, 'INVALID_DATA', 'one payment source: tokenInformation.transientTokenJwt or paymentInformation.paymentInstrument.id');
      const initiator = at(json, 'processingInformation.authorizationOptions.initiator');
      const capture = at(json, 'processingInformation.capture');
      if (capture !== undefined && typeof capture !== 'boolean') throw new Refused(400, 'INVALID_DATA', 'processingInformation.capture');
      let card: { number: string; behaviour: FakeCardBehaviour; decline?: string };
      let instrument: FakeInstrument | null = null;
      if (stored !== undefined) {
        // [S] a stored card, charged by the merchant with the credential on file.
        instrument = typeof stored === 'string' ? instruments.get(stored) ?? null : null;
        if (!instrument) throw new Refused(400, 'INVALID_DATA', 'paymentInformation.paymentInstrument.id: unknown token');
        if (at(initiator, 'type') !== 'merchant' || at(initiator, 'storedCredentialUsed') !== true) throw new Refused(400, 'INVALID_DATA', 'a stored card: authorizationOptions.initiator.type merchant and storedCredentialUsed true');
        card = { number: instrument.number, behaviour: { threeDs: 'frictionless' }, decline: instrument.decline };
      } else {
        const found = cardOf(transient);
        card = { ...found, decline: found.behaviour.decline };
        if (found.behaviour.threeDs !== 'notEnrolled') required(json, 'consumerAuthenticationInformation.cavv');
      }
      const actions = at(json, 'processingInformation.actionList');
      const creating = Array.isArray(actions) && actions.includes('TOKEN_CREATE');
      const types = at(json, 'processingInformation.actionTokenTypes');
      if (creating) {
        // [K] what to create, and the initial transaction of credentials on file.
        if (stored !== undefined) throw new Refused(400, 'INVALID_DATA', 'TOKEN_CREATE of a stored card');
        if (!Array.isArray(types) || types.length === 0 || !types.every((type) => ['customer', 'paymentInstrument', 'instrumentIdentifier', 'shippingAddress'].includes(type as string))) throw new Refused(400, 'INVALID_DATA', 'processingInformation.actionTokenTypes');
        if (at(initiator, 'type') !== 'customer' || at(initiator, 'credentialStoredOnFile') !== true) throw new Refused(400, 'INVALID_DATA', 'TOKEN_CREATE: authorizationOptions.initiator.type customer and credentialStoredOnFile true');
      }
      if (card.behaviour.refusal) throw new Refused(400, card.behaviour.refusal, `Declined - ${card.behaviour.refusal}`);
      const id = `${Date.now()}${String(payments.length).padStart(6, '0')}`.slice(0, 22);
      const reported = { amount: misreport?.amount ?? total, currency: misreport?.currency ?? currency };
      misreport = null;
      const base = { id, code, request: json as Record<string, unknown>, captured: false, reversed: false, refunded: 0 };
      if (card.decline) {
        payments.push({ ...base, amount: total, currency, status: 'DECLINED', reason: card.decline, instrument: instrument?.id ?? null });
        return { status: 201, body: { id, status: 'DECLINED', errorInformation: { reason: card.decline, message: `Decline - ${card.decline}` } } };
      }
      let tokenInformation: Record<string, unknown> | undefined;
      if (creating) {
        const identifier = identifiers.get(card.number) ?? `70100000000${randomBytes(4).readUInt32BE().toString().padStart(10, '0')}`;
        identifiers.set(card.number, identifier);
        const created: FakeInstrument = { id: randomBytes(16).toString('hex').toUpperCase(), identifier, number: card.number };
        instruments.set(created.id, created);
        instrument = created;
        tokenInformation = {
          ...((types as string[]).includes('paymentInstrument') ? { paymentInstrument: { id: created.id } } : {}),
          ...((types as string[]).includes('instrumentIdentifier') ? { instrumentIdentifier: { id: identifier, state: 'ACTIVE' } } : {}),
        };
      }
      payments.push({ ...base, amount: reported.amount, currency: reported.currency, status: 'AUTHORIZED', reason: null, captured: capture === true, instrument: instrument?.id ?? null });
      return {
        status: 201,
        body: {
          id,
          status: 'AUTHORIZED',
          submitTimeUtc: new Date().toISOString(),
          clientReferenceInformation: { code },
          orderInformation: { amountDetails: { authorizedAmount: reported.amount, totalAmount: reported.amount, currency: reported.currency } },
          processorInformation: { approvalCode: '831000', responseCode: '00', networkTransactionId: randomBytes(8).toString('hex') },
          ...(tokenInformation ? { tokenInformation } : {}),
        },
      };
    }
    const follow = /^\/pts\/v2\/payments\/([^/]+)\/(reversals|refunds)$/.exec(path);
    if (method === 'post' && follow) {
      const payment = payments.find((p) => p.id === follow[1] && p.status === 'AUTHORIZED');
      if (!payment) throw new Refused(404, 'NOT_FOUND', `payment ${follow[1]}`);
      const cents = (decimal: string) => Math.round(Number(decimal) * 100);
      const done = randomBytes(11).toString('hex');
      if (follow[2] === 'reversals') {
        // [R] the whole authorisation, of one not captured and not reversed yet.
        required(json, 'clientReferenceInformation.code');
        const total = required(json, 'reversalInformation.amountDetails.totalAmount');
        if (typeof total !== 'string' || !DECIMAL.test(total) || cents(total) !== cents(payment.amount)) throw new Refused(400, 'INVALID_DATA', 'reversalInformation.amountDetails.totalAmount: the authorised amount');
        if (payment.captured) throw new Refused(400, 'INVALID_REQUEST', 'a captured payment is refunded, not reversed');
        if (payment.reversed) throw new Refused(400, 'AUTH_ALREADY_REVERSED', 'Declined - The authorization has already been reversed.');
        payment.reversed = true;
        return { status: 201, body: { id: done, status: 'REVERSED', reversalAmountDetails: { reversedAmount: payment.amount, currency: payment.currency } } };
      }
      // [F] at most what is left of a captured payment.
      const { total, currency } = amountOf(json);
      if (!payment.captured) throw new Refused(400, 'INVALID_REQUEST', 'an authorisation not captured is reversed, not refunded');
      if (currency !== payment.currency || cents(total) <= 0 || payment.refunded + cents(total) > cents(payment.amount)) throw new Refused(400, 'INVALID_AMOUNT', 'orderInformation.amountDetails.totalAmount: more than is left to refund');
      payment.refunded += cents(total);
      return { status: 201, body: { id: done, status: 'PENDING', refundAmountDetails: { refundAmount: total, currency } } };
    }
    if (method === 'post' && path === '/tss/v2/searches') {
      const query = String(required(json, 'query'));
      const match = /^clientReferenceInformation\.code:([\w-]+)$/.exec(query);
      if (!match) throw new Refused(400, 'INVALID_DATA', 'query');
      const found = payments.filter((p) => p.code === match[1]);
      const summaries = found.map((p) => ({
        id: p.id,
        clientReferenceInformation: { code: p.code },
        applicationInformation: { applications: [{ name: 'ics_auth', rCode: p.status === 'AUTHORIZED' ? '1' : '0', reasonCode: p.status === 'AUTHORIZED' ? '100' : REASON_CODES[p.reason ?? ''] ?? '203' }] },
        orderInformation: { amountDetails: { totalAmount: p.amount, currency: p.currency } },
      }));
      return { status: 201, body: { searchId: randomBytes(8).toString('hex'), count: summaries.length, totalCount: summaries.length, _embedded: { transactionSummaries: summaries } } };
    }
    throw new Refused(404, 'NOT_FOUND', `${method} ${path}`);
  }

  let misreport: CybersourceFake['misreport'] = null;
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = (request.method ?? 'GET').toLowerCase();
    const body = await readBody(request);
    if (fake.mode === 'hang') return; // never answers
    // The browser's side of the fake (not signed: the customer's browser calls it): the Microform library and its tokens.
    if (method === 'get' && url.pathname === '/microform/bundle/v2/flex-microform.min.js') {
      response.writeHead(200, { 'content-type': 'application/javascript', 'access-control-allow-origin': '*' }).end(FAKE_MICROFORM.replace('__ORIGIN__', baseUrl));
      return;
    }
    // [P] device data collection: the hidden frame's page tells the storefront's page it is done (a message event).
    if (url.pathname === '/cardinal/collect') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><script>parent.postMessage(JSON.stringify({ MessageType: 'profile.completed', Status: true }), '*');</script>`);
      return;
    }
    // [P] the issuer's step-up page (the browser posts the challenge's JWT to the stepUpUrl): the cardholder confirms or
    // fails, and the page posts TransactionId and MD back to the enrollment's returnUrl.
    if (url.pathname === '/acs/step-up') {
      const posted = new URLSearchParams(body);
      const answer = posted.get('answer');
      const accessToken = posted.get('JWT') ?? '';
      let id = '';
      try {
        id = String(JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).authenticationTransactionId ?? '');
      } catch {
        id = '';
      }
      if (method !== 'post' || !authentications.has(id)) return void response.writeHead(400, { 'content-type': 'text/html' }).end('<!doctype html><p>Unknown authentication.</p>');
      if (answer === 'pass' || answer === 'fail') {
        const back = fake.completeChallenge(accessToken, answer === 'pass');
        const inputs = Object.entries(back.fields).map(([name, value]) => `<input type="hidden" name="${name}" value="${value.replace(/[^\w-]/g, '')}">`).join('');
        return void response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html><head><title>3-D Secure</title></head><body><h1>Authentication ${answer === 'pass' ? 'complete' : 'failed'}</h1><form method="post" action="${back.action}">${inputs}<button type="submit">Return to the merchant</button></form></body></html>`);
      }
      const keep = `<input type="hidden" name="JWT" value="${accessToken.replace(/[^\w.-]/g, '')}">`;
      return void response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html><head><title>3-D Secure</title></head><body><h1>Your bank: confirm this payment</h1><p>Enter the code we sent to your phone.</p><form method="post">${keep}<input type="hidden" name="answer" value="pass"><button type="submit">Confirm</button></form><form method="post">${keep}<input type="hidden" name="answer" value="fail"><button type="submit">Cancel authentication</button></form></body></html>`);
    }
    if (url.pathname === '/flex/v2/tokens') {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
      if (method === 'options') return void response.writeHead(204, cors).end();
      const card = JSON.parse(body || '{}') as { number?: string; securityCode?: string };
      const number = String(card.number ?? '').replace(/\D/g, '');
      if (!/^\d{12,19}$/.test(number) || !/^\d{3,4}$/.test(String(card.securityCode ?? ''))) return void response.writeHead(400, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Check the card number and security code.' }));
      const expiry = card as { expirationMonth?: unknown; expirationYear?: unknown };
      const month = String(expiry.expirationMonth ?? '');
      const year = String(expiry.expirationYear ?? '');
      return void response.writeHead(201, { ...cors, 'content-type': 'application/jwt' }).end(fake.tokenise(number, {}, /^(0[1-9]|1[0-2])$/.test(month) && /^\d{4}$/.test(year) ? { month, year } : undefined));
    }
    const record = (status: number, refusal?: string) => requests.push({ path: url.pathname, status, ...(refusal ? { refusal } : {}) });
    if (fake.mode === 'unavailable') {
      record(502, 'SYSTEM_ERROR');
      response.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'SERVER_ERROR', reason: 'SYSTEM_ERROR', message: 'Error - General system failure.' }));
      return;
    }
    try {
      checkSignature(request, method, `${url.pathname}${url.search}`, body);
      const json = body ? (JSON.parse(body) as unknown) : {};
      const answer = route(method, url.pathname, json);
      record(answer.status);
      if (url.pathname === '/pts/v2/payments' && fake.loseNextAnswer) {
        fake.loseNextAnswer = false;
        return; // the authorisation is made; its answer is lost
      }
      response.writeHead(answer.status, { 'content-type': answer.type ?? 'application/hal+json' }).end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      record(error.status, error.reason);
      const status = error.status === 401 ? { response: { rmsg: error.message } } : { status: error.status === 400 ? 'INVALID_REQUEST' : 'NOT_FOUND', reason: error.reason, message: error.message };
      response.writeHead(error.status, { 'content-type': 'application/json' }).end(JSON.stringify(status));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: CybersourceFake = {
    baseUrl,
    payments,
    instruments,
    requests,
    mode: 'up',
    loseNextAnswer: false,
    get misreport() {
      return misreport;
    },
    set misreport(value) {
      misreport = value;
    },
    tokenise(number, behaviour = {}, expiry = { month: '12', year: '2031' }) {
      const threeDs = behaviour.threeDs ?? (number === FAKE_CARDS.challenge ? 'challenge' : number === FAKE_CARDS.notEnrolled ? 'notEnrolled' : 'frictionless');
      const type = /^4/.test(number) ? '001' : /^(5[1-5]|2[2-7])/.test(number) ? '002' : /^3[47]/.test(number) ? '003' : '000';
      const token = jwt({ data: { number: `${number.slice(0, 6)}XXXXXX${number.slice(-4)}`, type, expirationMonth: expiry.month, expirationYear: expiry.year }, iat: Math.floor(Date.now() / 1000), jti: randomBytes(8).toString('hex') });
      tokens.set(token, { number, behaviour: { threeDs, ...(behaviour.decline ? { decline: behaviour.decline } : {}), ...(behaviour.refusal ? { refusal: behaviour.refusal } : {}) } });
      return token;
    },
    completeChallenge(accessToken, passed = true) {
      const id = String(JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).authenticationTransactionId);
      const authentication = authentications.get(id);
      if (!authentication) throw new Error(`no challenge ${id}`);
      authentication.passed = passed;
      // [P] the step-up posts TransactionId and MD back to the returnUrl of the enrollment check.
      return { action: authentication.returnUrl, fields: { TransactionId: id, MD: authentication.code } };
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

/**
 * The fake's Microform library, for a browser driven against the fake (e2e, a person checking the page): it
 * offers Microform v2's calls the storefront's script makes (new Flex(context).microform(), createField, load,
 * createToken) with plain inputs where CyberSource's library puts its frames, and tokenises at the fake.
 */
const FAKE_MICROFORM = `(function () {
  window.Flex = function () {
    this.microform = function () {
      var fields = {};
      return {
        createField: function (name, options) {
          return { load: function (selector) {
            var input = document.createElement('input');
            input.setAttribute('aria-label', name === 'number' ? 'Card number' : 'Security code');
            input.setAttribute('inputmode', 'numeric');
            input.placeholder = (options && options.placeholder) || '';
            input.style.cssText = 'border:0;outline:0;width:100%;font:inherit;background:transparent';
            document.querySelector(selector).appendChild(input);
            fields[name] = input;
          } };
        },
        createToken: function (options, done) {
          fetch('__ORIGIN__/flex/v2/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ number: fields.number.value, securityCode: fields.securityCode.value, expirationMonth: options.expirationMonth, expirationYear: options.expirationYear }) })
            .then(function (r) { return r.ok ? r.text() : r.json().then(function (b) { throw new Error(b.message); }); })
            .then(function (token) { done(null, token); }, function (error) { done({ message: error.message }); });
        },
      };
    };
  };
})();
`;

// [T] the numeric reason code a search reports for a declined authorisation (CyberSource's reason code list).
const REASON_CODES: Record<string, string> = {
  EXPIRED_CARD: '202',
  INSUFFICIENT_FUND: '204',
  STOLEN_LOST_CARD: '205',
  CV_FAILED: '230',
  BLACKLISTED_CUSTOMER: '221',
  GENERAL_DECLINE: '203',
};
