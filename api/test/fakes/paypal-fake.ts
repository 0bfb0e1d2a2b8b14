import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';

/**
 * A local stand-in for PayPal's REST API, in the test tree only: a real HTTP server on 127.0.0.1 (an ephemeral port)
 * that the official SDK reaches through its own HTTP client (PAYPAL_BASE_URL), so what is checked here is what the
 * SDK really sends. It shares no code with the adapter (api/src/payments/providers/paypal/): every rule is written out
 * here again from PayPal's documentation.
 *
 * Where each rule comes from:
 * - [A] Authentication, https://developer.paypal.com/api/rest/authentication/: POST /v1/oauth2/token, HTTP Basic
 *   client_id:client_secret, `application/x-www-form-urlencoded` body `grant_type=client_credentials`; the answer
 *   `{ scope, access_token, token_type: "Bearer", app_id, expires_in, nonce }`; every other call carries
 *   `Authorization: Bearer <access_token>` (an unknown token answers 401 `{ error: "invalid_token" }`). A wrong
 *   client answers 401 `{ error: "invalid_client", error_description: "Client Authentication failed" }`.
 * - [O] Orders v2, https://developer.paypal.com/docs/api/orders/v2/: create (POST /v2/checkout/orders, 200 for a
 *   repeated PayPal-Request-Id with the first answer, else 201), show (GET /v2/checkout/orders/{id}), capture (POST
 *   /v2/checkout/orders/{id}/capture, 201); `intent` CAPTURE or AUTHORIZE; 1 to 10 `purchase_units`, `reference_id`
 *   at most 256 characters, `custom_id`, `invoice_id` and `description` at most 127; `amount` {currency_code: three
 *   letters, value: a string}; `payment_source.paypal.experience_context` {return_url, cancel_url: absolute URLs,
 *   user_action CONTINUE | PAY_NOW, shipping_preference GET_FROM_FILE | NO_SHIPPING | SET_PROVIDED_ADDRESS,
 *   brand_name at most 127}; an order created with payment_source.paypal answers status PAYER_ACTION_REQUIRED and
 *   the HATEOAS link `payer-action`.
 * - [C] Currency codes, https://developer.paypal.com/api/rest/reference/currency-codes/: USD takes two decimals (the
 *   value pattern ^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$, at most 32 characters; more decimals answer 422
 *   DECIMAL_PRECISION).
 * - [E] Orders v2 errors, https://developer.paypal.com/docs/api/orders/v2/#error-...: 422 UNPROCESSABLE_ENTITY with
 *   `details[0].issue` ORDER_NOT_APPROVED (capture before the payer approved), ORDER_ALREADY_CAPTURED,
 *   DUPLICATE_INVOICE_ID (an invoice_id already paid); 400 INVALID_REQUEST with the field's issue
 *   (INVALID_PARAMETER_VALUE, MISSING_REQUIRED_PARAMETER, INVALID_STRING_MAX_LENGTH); 404 RESOURCE_NOT_FOUND.
 *   Every error body is `{ name, message, debug_id, details: [{ field, issue, description }] }`.
 * - [W] Webhooks, https://developer.paypal.com/api/rest/webhooks/rest/ and the Notifications API's Verify webhook
 *   signature, https://developer.paypal.com/docs/api/webhooks/v1/#verify-webhook-signature_post: a delivery carries
 *   the headers PAYPAL-TRANSMISSION-ID, -TIME, -SIG, PAYPAL-CERT-URL and PAYPAL-AUTH-ALGO; POST
 *   /v1/notifications/verify-webhook-signature takes `{ auth_algo, cert_url, transmission_id, transmission_sig,
 *   transmission_time, webhook_id, webhook_event }` (all required) and answers `{ verification_status: "SUCCESS" }`
 *   only for a delivery PayPal made, of that webhook, with that event; else "FAILURE".
 * - [N] Event names, https://developer.paypal.com/api/rest/webhooks/event-names/: PAYMENT.CAPTURE.COMPLETED,
 *   .PENDING, .DENIED, .DECLINED, .REFUNDED; CHECKOUT.ORDER.APPROVED; the capture resource carries
 *   supplementary_data.related_ids.order_id.
 * - [R] The payer's approval page, [O]: the `payer-action` link is where the payer approves (GET, in their browser);
 *   experience_context.return_url is where the customer is redirected once they approved the payment, cancel_url
 *   where they are once they cancelled it (application_context's, for an order created the older way);
 *   an approved order is APPROVED, ready to capture. PayPal adds `token` (the order id) and `PayerID` (the payer's
 *   account id, 13 characters) to the return URL's query, and `token` to the cancel URL's: what PayPal's redirects
 *   carry, as integrations read them (the Orders v2 reference does not list these parameters).
 * - [F] The fake's own, not PayPal's (its page is PayPal's to draw): a plain page, its "Pay now" and "Cancel" forms
 *   posted back to the fake (/checkoutnow/approve and /checkoutnow/cancel, the order id as `token`), one payer for
 *   every order of this fake.
 */

export type CaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED';

export interface FakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  /** The create request's body, as PayPal received it (snake_case JSON). */
  request: Record<string, unknown>;
  amount: { currency_code: string; value: string };
  customId: string | null;
  invoiceId: string | null;
  /** What capturing it will do (set by the test before capture). */
  captureOutcome: CaptureOutcome;
  /** What the payer paid, when it is not the order's amount (a capture of another amount). */
  capturedAmount: { currency_code: string; value: string } | null;
  capture: { id: string; status: string; amount: { currency_code: string; value: string } } | null;
}

export interface FakeDelivery {
  headers: Record<string, string>;
  body: string;
}

export interface PaypalFake {
  readonly baseUrl: string;
  readonly orders: Map<string, FakeOrder>;
  /** Every request: method, path, the answer's HTTP status and, when refused, why; and the PayPal-Request-Id sent. */
  readonly requests: { method: string; path: string; status: number; refusal?: string; requestId?: string }[];
  /** `up`; `unavailable` answers 503 to every call; `hang` never answers (a slow PayPal). */
  mode: 'up' | 'unavailable' | 'hang';
  /** The payer approves the order on PayPal's page. */
  approve(orderId: string): void;
  /** The payer who approves on the fake's approval page [R][F]: PayerID on the return URL. */
  readonly payerId: string;
  /** A pending capture completes later (PAYMENT.CAPTURE.PENDING → COMPLETED). */
  completePending(orderId: string): void;
  /** A webhook delivery PayPal makes of `eventType` about the order's capture (or the order itself), signed as PayPal signs [W]. */
  deliver(eventType: string, orderId: string, change?: (event: Record<string, unknown>) => void): FakeDelivery;
  close(): Promise<void>;
}

const USD_VALUE = /^(?:-?[0-9]+|-?(?:[0-9]+)?[.][0-9]+)$/;
const TWO_DECIMALS = /^-?[0-9]+(?:[.][0-9]{1,2})?$/;
const USER_ACTIONS = ['CONTINUE', 'PAY_NOW'];
const SHIPPING_PREFERENCES = ['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS'];

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly issue: string,
    readonly field: string,
  ) {
    super(`${errorName} ${issue} ${field}`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function stringWithin(value: unknown, max: number, field: string, required = false): string | null {
  if (value === undefined) {
    if (required) throw new Refusal(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', field);
    return null;
  }
  if (typeof value !== 'string') throw new Refusal(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_SYNTAX', field);
  if (value.length > max) throw new Refusal(400, 'INVALID_REQUEST', 'INVALID_STRING_MAX_LENGTH', field);
  return value;
}

function absoluteUrl(value: unknown, field: string): void {
  const text = stringWithin(value, 4000, field, true)!;
  if (!/^https?:\/\/[^/\s]+/.test(text)) throw new Refusal(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', field);
}

/** [O][C] The create request, checked field by field. */
function checkCreate(body: unknown): { amount: { currency_code: string; value: string }; customId: string | null; invoiceId: string | null } {
  if (!isObject(body)) throw new Refusal(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON', '/');
  if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') throw new Refusal(400, 'INVALID_REQUEST', body.intent === undefined ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_VALUE', '/intent');
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length < 1 || units.length > 10) throw new Refusal(400, 'INVALID_REQUEST', 'INVALID_ARRAY_LENGTH', '/purchase_units');
  const unit = units[0] as unknown;
  if (!isObject(unit)) throw new Refusal(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_SYNTAX', '/purchase_units/@reference_id==default');
  stringWithin(unit.reference_id, 256, '/purchase_units/0/reference_id');
  const customId = stringWithin(unit.custom_id, 127, '/purchase_units/0/custom_id');
  const invoiceId = stringWithin(unit.invoice_id, 127, '/purchase_units/0/invoice_id');
  stringWithin(unit.description, 127, '/purchase_units/0/description');
  const amount = unit.amount;
  if (!isObject(amount)) throw new Refusal(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', '/purchase_units/0/amount');
  if (typeof amount.currency_code !== 'string' || !/^[A-Z]{3}$/.test(amount.currency_code)) throw new Refusal(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', '/purchase_units/0/amount/currency_code');
  // [C] A string, never a JSON number; two decimals at most for USD.
  if (typeof amount.value !== 'string' || amount.value.length > 32 || !USD_VALUE.test(amount.value)) throw new Refusal(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_SYNTAX', '/purchase_units/0/amount/value');
  if (amount.currency_code === 'USD' && !TWO_DECIMALS.test(amount.value)) throw new Refusal(422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION', '/purchase_units/0/amount/value');
  if (Number(amount.value) <= 0) throw new Refusal(422, 'UNPROCESSABLE_ENTITY', 'CANNOT_BE_ZERO_OR_NEGATIVE', '/purchase_units/0/amount/value');
  const source = body.payment_source;
  if (source !== undefined) {
    const context = isObject(source) && isObject(source.paypal) ? source.paypal.experience_context : undefined;
    if (!isObject(context)) throw new Refusal(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', '/payment_source/paypal/experience_context');
    absoluteUrl(context.return_url, '/payment_source/paypal/experience_context/return_url');
    absoluteUrl(context.cancel_url, '/payment_source/paypal/experience_context/cancel_url');
    if (context.user_action !== undefined && !USER_ACTIONS.includes(context.user_action as string)) throw new Refusal(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', '/payment_source/paypal/experience_context/user_action');
    if (context.shipping_preference !== undefined && !SHIPPING_PREFERENCES.includes(context.shipping_preference as string)) throw new Refusal(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', '/payment_source/paypal/experience_context/shipping_preference');
    stringWithin(context.brand_name, 127, '/payment_source/paypal/experience_context/brand_name');
  }
  return { amount: { currency_code: amount.currency_code, value: amount.value }, customId, invoiceId };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const PAGE_STYLE = 'body{font-family:system-ui,sans-serif;background:#f5f7fa;margin:0}main{max-width:420px;margin:48px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px #0002}.brand{color:#003087;font-weight:800;font-size:24px;font-style:italic}.brand span{color:#009cde}.amount{font-size:30px;font-weight:700;margin:6px 0}.small{color:#555;font-size:13px}form{margin:10px 0}button{width:100%;font-size:17px;padding:12px;border-radius:24px;border:0;cursor:pointer}.pay{background:#0070ba;color:#fff}.cancel{background:none;color:#0070ba;text-decoration:underline}';

const page = (title: string, body: string) =>
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body><main><p class="brand">Pay<span>Pal</span></p>
${body}
</main></body></html>
`;

/** [O][R] Where the order's payer is sent back to: experience_context's (or application_context's) return and cancel URLs. */
function returnUrlsOf(request: Record<string, unknown>): { returnUrl: string | null; cancelUrl: string | null } {
  const source = isObject(request.payment_source) && isObject(request.payment_source.paypal) ? request.payment_source.paypal.experience_context : undefined;
  const context = isObject(source) ? source : isObject(request.application_context) ? request.application_context : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { returnUrl: text(context.return_url), cancelUrl: text(context.cancel_url) };
}

/** A URL with query parameters added at its end, as PayPal adds token and PayerID [R]. */
const withQuery = (url: string, params: Record<string, string>) => `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;

export async function startPaypalFake(options: { clientId: string; clientSecret: string; webhookId: string }): Promise<PaypalFake> {
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  const requests: PaypalFake['requests'] = [];
  /** [O] PayPal-Request-Id → the first answer (status and body) of that request. */
  const idempotent = new Map<string, { status: number; body: unknown }>();
  /** [W] The deliveries PayPal made: transmission id → its signature headers and event. */
  const deliveries = new Map<string, { headers: Record<string, string>; event: unknown }>();
  const paidInvoices = new Set<string>();
  // [R] A payer id: 13 upper-case letters and digits.
  const payerId = Array.from(randomBytes(13), (byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[byte % 32]).join('');
  let baseUrl = '';

  const orderView = (order: FakeOrder) => ({
    id: order.id,
    intent: order.request.intent,
    status: order.status,
    payment_source: { paypal: {} },
    purchase_units: [
      {
        ...(order.request.purchase_units as Record<string, unknown>[])[0],
        ...(order.capture
          ? { payments: { captures: [{ ...order.capture, custom_id: order.customId ?? undefined, invoice_id: order.invoiceId ?? undefined, supplementary_data: { related_ids: { order_id: order.id } } }] } }
          : {}),
      },
    ],
    links: [
      { href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      ...(order.status === 'PAYER_ACTION_REQUIRED' ? [{ href: `${baseUrl}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }] : []),
    ],
  });

  const captureResource = (order: FakeOrder) => ({
    ...order.capture!,
    custom_id: order.customId ?? undefined,
    invoice_id: order.invoiceId ?? undefined,
    supplementary_data: { related_ids: { order_id: order.id } },
  });

  function bearer(request: IncomingMessage): void {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/.exec(header);
    if (!match || !tokens.has(match[1]!)) throw Object.assign(new Refusal(401, 'AUTHENTICATION_FAILURE', 'invalid_token', ''), { oauth: true });
  }

  function orderOf(id: string): FakeOrder {
    const order = orders.get(id);
    if (!order) throw new Refusal(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', '/id');
    return order;
  }

  async function handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    const method = request.method ?? 'GET';

    // [A]
    if (method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
      if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded') || new URLSearchParams(raw).get('grant_type') !== 'client_credentials') {
        return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' } };
      }
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      tokens.add(token);
      return { status: 200, body: { scope: 'https://uri.paypal.com/services/payments/payment', access_token: token, token_type: 'Bearer', app_id: 'APP-80W284485P519543T', expires_in: 32400, nonce: randomUUID() } };
    }

    bearer(request);
    const json = raw ? (JSON.parse(raw) as unknown) : undefined;
    const requestId = typeof request.headers['paypal-request-id'] === 'string' ? request.headers['paypal-request-id'] : undefined;
    const repeat = requestId ? idempotent.get(`${url.pathname}|${requestId}`) : undefined;
    if (repeat) return { status: repeat.status === 201 ? 200 : repeat.status, body: repeat.body };
    const remember = (answer: { status: number; body: unknown }) => {
      if (requestId) idempotent.set(`${url.pathname}|${requestId}`, answer);
      return answer;
    };

    if (method === 'POST' && url.pathname === '/v2/checkout/orders') {
      if (!String(request.headers['content-type']).startsWith('application/json')) throw new Refusal(415, 'UNSUPPORTED_MEDIA_TYPE', 'UNSUPPORTED_MEDIA_TYPE', '/');
      const checked = checkCreate(json);
      if (checked.invoiceId && paidInvoices.has(checked.invoiceId)) throw new Refusal(422, 'UNPROCESSABLE_ENTITY', 'DUPLICATE_INVOICE_ID', '/purchase_units/0/invoice_id');
      const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
      const order: FakeOrder = { id, status: 'PAYER_ACTION_REQUIRED', request: json as Record<string, unknown>, ...checked, captureOutcome: 'COMPLETED', capturedAmount: null, capture: null };
      orders.set(id, order);
      return remember({ status: 201, body: orderView(order) });
    }

    const show = /^\/v2\/checkout\/orders\/([A-Z0-9]+)$/.exec(url.pathname);
    if (method === 'GET' && show) return { status: 200, body: orderView(orderOf(show[1]!)) };

    const capture = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(url.pathname);
    if (method === 'POST' && capture) {
      const order = orderOf(capture[1]!);
      if (order.status === 'COMPLETED') throw new Refusal(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', '');
      if (order.status !== 'APPROVED') throw new Refusal(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', '');
      order.status = 'COMPLETED';
      order.capture = { id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17), status: order.captureOutcome, amount: order.capturedAmount ?? order.amount };
      if (order.captureOutcome !== 'DECLINED' && order.invoiceId) paidInvoices.add(order.invoiceId);
      return remember({ status: 201, body: orderView(order) });
    }

    // [W]
    if (method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      if (!isObject(json)) throw new Refusal(400, 'VALIDATION_ERROR', 'MALFORMED_REQUEST_JSON', '/');
      for (const field of ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id']) {
        if (typeof json[field] !== 'string') throw new Refusal(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', field);
      }
      if (!isObject(json.webhook_event)) throw new Refusal(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', 'webhook_event');
      const made = deliveries.get(json.transmission_id as string);
      const genuine =
        json.webhook_id === options.webhookId &&
        made !== undefined &&
        made.headers['paypal-transmission-sig'] === json.transmission_sig &&
        made.headers['paypal-transmission-time'] === json.transmission_time &&
        made.headers['paypal-cert-url'] === json.cert_url &&
        made.headers['paypal-auth-algo'] === json.auth_algo &&
        isDeepStrictEqual(made.event, json.webhook_event);
      return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
    }

    throw new Refusal(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', url.pathname);
  }

  /**
   * [R][F] The payer's side, in their browser: GET /checkoutnow?token=<order id> (the payer-action link) shows the
   * order to approve; its Pay now approves it (as `approve` does) and sends the browser to the return URL, its
   * Cancel to the cancel URL. Answers HTML, never the API's JSON.
   */
  async function payerPage(request: IncomingMessage, url: URL): Promise<{ status: number; html?: string; location?: string; refusal?: string }> {
    const method = request.method ?? 'GET';
    const raw = await readBody(request);
    const token = method === 'GET' ? url.searchParams.get('token') : new URLSearchParams(raw).get('token');
    const order = token ? orders.get(token) : undefined;
    if (!order) return { status: 404, html: page('PayPal', '<h1>Something went wrong</h1><p>This checkout session is not known to PayPal.</p>'), refusal: 'no such order' };
    const { returnUrl, cancelUrl } = returnUrlsOf(order.request);
    if (method === 'GET' && url.pathname === '/checkoutnow') {
      if (order.status !== 'PAYER_ACTION_REQUIRED') return { status: 200, html: page('PayPal', `<h1>Already approved</h1><p>This payment was approved already${returnUrl ? `; <a href="${escapeHtml(withQuery(returnUrl, { token: order.id, PayerID: payerId }))}">return to the merchant</a>` : ''}.</p>`) };
      const unit = (order.request.purchase_units as Record<string, unknown>[])[0] ?? {};
      const source = isObject(order.request.payment_source) && isObject(order.request.payment_source.paypal) ? order.request.payment_source.paypal.experience_context : undefined;
      const brand = isObject(source) && typeof source.brand_name === 'string' ? source.brand_name : 'the merchant';
      const hidden = `<input type="hidden" name="token" value="${escapeHtml(order.id)}">`;
      return {
        status: 200,
        html: page(
          'PayPal Checkout',
          `<h1>Pay with PayPal</h1>
<p>Paying ${escapeHtml(brand)}${typeof unit.description === 'string' ? `: ${escapeHtml(unit.description)}` : ''}</p>
<p class="amount" data-testid="paypal-amount">${escapeHtml(`${order.amount.value} ${order.amount.currency_code}`)}</p>
<p class="small">Signed in as payer ${payerId} · Order ${escapeHtml(order.id)}</p>
<form method="post" action="/checkoutnow/approve">${hidden}<button class="pay" type="submit">Pay now</button></form>
<form method="post" action="/checkoutnow/cancel">${hidden}<button class="cancel" type="submit">Cancel</button></form>`,
        ),
      };
    }
    if (method === 'POST' && url.pathname === '/checkoutnow/approve') {
      if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
      if (!returnUrl) return { status: 200, html: page('PayPal', '<h1>Payment approved</h1><p>You may close this page.</p>') };
      return { status: 303, location: withQuery(returnUrl, { token: order.id, PayerID: payerId }) };
    }
    if (method === 'POST' && url.pathname === '/checkoutnow/cancel') {
      if (!cancelUrl) return { status: 200, html: page('PayPal', '<h1>Payment cancelled</h1><p>You may close this page.</p>') };
      return { status: 303, location: withQuery(cancelUrl, { token: order.id }) };
    }
    return { status: 404, html: page('PayPal', '<h1>Page not found</h1>'), refusal: 'no such page' };
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const requestId = typeof request.headers['paypal-request-id'] === 'string' ? request.headers['paypal-request-id'] : undefined;
    const answer = (status: number, body: unknown, refusal?: string) => {
      requests.push({ method: request.method ?? 'GET', path, status, ...(refusal ? { refusal } : {}), ...(requestId ? { requestId } : {}) });
      response.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': randomBytes(7).toString('hex') });
      response.end(JSON.stringify(body));
    };
    if (fake.mode === 'hang') return;
    if (fake.mode === 'unavailable') return answer(503, { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.', debug_id: 'f0' }, 'unavailable');
    if (path === '/checkoutnow' || path.startsWith('/checkoutnow/')) {
      payerPage(request, new URL(request.url ?? '/', 'http://fake')).then(
        ({ status, html, location, refusal }) => {
          requests.push({ method: request.method ?? 'GET', path, status, ...(refusal ? { refusal } : {}) });
          response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...(location ? { location } : {}) }).end(html ?? '');
        },
        () => answer(400, { name: 'INVALID_REQUEST', message: 'Request is not well-formed', debug_id: 'f2' }, 'malformed'),
      );
      return;
    }
    handle(request).then(
      ({ status, body }) => answer(status, body),
      (error: unknown) => {
        if (error instanceof Refusal) {
          if ((error as Refusal & { oauth?: boolean }).oauth) return answer(401, { error: 'invalid_token', error_description: 'Token signature verification failed' }, 'invalid_token');
          return answer(error.status, { name: error.errorName, message: error.message, debug_id: randomBytes(7).toString('hex'), details: [{ field: error.field, issue: error.issue, description: error.issue }] }, error.issue);
        }
        answer(400, { name: 'INVALID_REQUEST', message: 'Request is not well-formed', debug_id: 'f1', details: [{ issue: 'MALFORMED_REQUEST_JSON' }] }, 'malformed');
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: PaypalFake = {
    baseUrl,
    orders,
    requests,
    payerId,
    mode: 'up',
    approve(orderId) {
      const order = orderOf(orderId);
      if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
    },
    completePending(orderId) {
      const order = orderOf(orderId);
      if (order.capture?.status !== 'PENDING') throw new Error(`order ${orderId} has no pending capture`);
      order.capture.status = 'COMPLETED';
    },
    deliver(eventType, orderId, change) {
      const order = orderOf(orderId);
      const aboutCapture = eventType.startsWith('PAYMENT.CAPTURE.');
      if (aboutCapture && !order.capture) throw new Error(`order ${orderId} has no capture to tell of`);
      const event: Record<string, unknown> = {
        id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: aboutCapture ? 'capture' : 'checkout-order',
        resource_version: '2.0',
        event_type: eventType,
        summary: `${eventType} for order ${orderId}`,
        resource: aboutCapture ? captureResource(order) : orderView(order),
      };
      change?.(event);
      const headers = {
        'content-type': 'application/json',
        'paypal-transmission-id': randomUUID(),
        'paypal-transmission-time': new Date().toISOString(),
        'paypal-transmission-sig': randomBytes(64).toString('base64'),
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
        'paypal-auth-algo': 'SHA256withRSA',
      };
      deliveries.set(headers['paypal-transmission-id'], { headers, event: JSON.parse(JSON.stringify(event)) as unknown });
      return { headers, body: JSON.stringify(event) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
