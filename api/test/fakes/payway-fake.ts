import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for ABA PayWay, in the test tree only: a real HTTP server on 127.0.0.1 (an ephemeral port) that
 * checks every request as PayWay's published API describes it and answers as that API does. It shares no code with
 * the adapter (api/src/payments/providers/payway/): the field order and the hash are written out here again, from
 * the documentation, so an adapter that drifts from the docs is refused here.
 *
 * Where each rule comes from:
 * - [P] Purchase, https://developer.payway.com.kh/purchase-14530820e0 ("Ecommerce Checkout → Purchase"): the path,
 *   multipart/form-data, the body params and their limits (merchant_id ≤ 30, tran_id ≤ 20, payment_option's values,
 *   currency KHR or USD, items as base64 JSON of {name, quantity, price}), the hash = base64(HMAC-SHA512(api key,
 *   req_time + merchant_id + tran_id + amount + items + shipping + firstname + lastname + email + phone + type +
 *   payment_option + return_url + cancel_url + continue_success_url + return_deeplink + currency + custom_fields +
 *   return_params + payout + lifetime + additional_params + google_pay_token + skip_success_page)), amount ≥ 0.01
 *   USD, and the answer: PayWay's checkout page (HTML).
 * - [L] The legacy Create Transaction page, https://sandbox.payway.com.kh/api-integration/create-transaction/: amount
 *   "format (0.00)" (so two decimals are required here), and the refusal codes 1 invalid hash, 2 invalid tran_id,
 *   3 invalid amount, 4 duplicate tran_id, 11 other.
 * - [C] Check transaction, https://developer.payway.com.kh/check-transaction-14530826e0: the path
 *   check-transaction-2, JSON {req_time, merchant_id, tran_id, hash}, hash = base64(HMAC-SHA512(api key, req_time +
 *   merchant_id + tran_id)), the answer {data: {payment_status_code, total_amount, original_amount, refund_amount,
 *   discount_amount, payment_amount, payment_currency, apv, payment_status, transaction_date}, status: {code "00",
 *   message, tran_id}}, payment_status_code 0 APPROVED, 2 PENDING, 3 DECLINED, 4 REFUNDED, 7 CANCELLED.
 * - [S] Answers a sandbox probe recorded (a public PayWay SDK's notes, not PayWay's docs): a wrong hash on
 *   check-transaction-2 is HTTP 403 {status: {code "1", message "Wrong Hash."}}; an unknown tran_id is HTTP 200
 *   {status: {code "6", message "tran_id not found"}}.
 * - [B] The pushback, https://developer.payway.com.kh/ecommerce-checkout-3158159f0 ("Handle Callback URL for payment
 *   status updates"): POST application/json {tran_id, apv, status "0", return_params} to return_url.
 * - [H] The hosted checkout page, the same page ("Create a Payment Transaction": PayWay answers the purchase with an
 *   HTML checkout interface on which the customer completes the payment; "Once the customer completes the payment,
 *   the details of the transaction … will be sent via return_url"), [L] (continue_success_url: where the customer
 *   goes on to after paying, a URL of the merchant's registered host) and [P] (cancel_url: where the customer goes
 *   on cancelling). A cancel leaves the transaction PENDING: nothing in [P] or [C] says it closes it.
 * - [F] The fake's own, not PayWay's (the markup of PayWay's page and how it talks to PayWay are not documented): a
 *   plain page whose "Pay" (the customer paid in the ABA app, or with the card form) and "Cancel" are forms posted
 *   back to the fake, /fake-checkout/{tran_id}/pay and /cancel; on Pay the pushback is delivered before the browser
 *   is sent on (PayWay's own order of the two is not documented; this one lets a test know the storefront heard of
 *   the payment when the customer lands), and the browser goes straight to continue_success_url (PayWay may show
 *   its own success page first, unless skip_success_page).
 */

// [P] the hashed fields, in the documented order.
const PURCHASE_ORDER = 'req_time merchant_id tran_id amount items shipping firstname lastname email phone type payment_option return_url cancel_url continue_success_url return_deeplink currency custom_fields return_params payout lifetime additional_params google_pay_token skip_success_page'.split(' ');
// [P] sent but not hashed.
const PURCHASE_UNHASHED = ['view_type', 'payment_gate', 'hash'];
const PAYMENT_OPTIONS = ['cards', 'abapay_khqr', 'abapay_khqr_deeplink', 'alipay', 'wechat', 'google_pay'];
const STATUS_CODES: Record<FakeStatus, number> = { APPROVED: 0, PENDING: 2, DECLINED: 3, REFUNDED: 4, CANCELLED: 7 };

export type FakeStatus = 'APPROVED' | 'PENDING' | 'DECLINED' | 'REFUNDED' | 'CANCELLED';

export interface FakeTransaction {
  tranId: string;
  /** As the purchase sent it: two decimals. */
  amount: string;
  currency: string;
  option: string;
  status: FakeStatus;
  apv: string;
  /** What the customer paid, as check-transaction reports it (defaults to the purchase's). */
  paid: { amount: string; currency: string } | null;
  fields: Record<string, string>;
}

export interface PaywayFake {
  readonly baseUrl: string;
  readonly transactions: Map<string, FakeTransaction>;
  /** Every request, with the answer's HTTP status and, when refused, why. */
  readonly requests: { path: string; status: number; refusal?: string }[];
  /** `up`; `unavailable` answers 503 to every call; `hang` never answers (a slow PayWay). */
  mode: 'up' | 'unavailable' | 'hang';
  /** The customer pays (or the payment ends otherwise) on PayWay's page; `paid` overrides what PayWay then reports. */
  settle(tranId: string, status?: FakeStatus, paid?: { amount?: string; currency?: string }): FakeTransaction;
  /** The pushback PayWay posts to return_url once the payment completes [B]. */
  pushback(tranId: string): string;
  /** The pushbacks the checkout page's Pay delivered to return_url [H]: the storefront's HTTP status, or why none came. */
  readonly pushbacks: { tranId: string; url: string; status: number | null; error?: string }[];
  checks(tranId?: string): number;
  close(): Promise<void>;
}

const hmac = (apiKey: string, text: string) => createHmac('sha512', apiKey).update(text, 'utf8').digest();
const sameHash = (apiKey: string, text: string, given: string) => {
  const expected = hmac(apiKey, text);
  const received = Buffer.from(given, 'base64');
  return received.length === expected.length && timingSafeEqual(expected, received);
};
const TWO_DECIMALS = /^\d{1,13}\.\d{2}$/;
const REQ_TIME = /^(\d{4})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])([01]\d|2[0-3])([0-5]\d)([0-5]\d)$/;
const TRAN_ID = /^[A-Za-z0-9-]{1,20}$/;

function isUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const PAGE_STYLE = 'body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0}main{max-width:420px;margin:48px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px #0002;text-align:center}.brand{color:#005d7f;font-weight:700;letter-spacing:.04em}.amount{font-size:32px;font-weight:700;margin:8px 0}.qr{width:168px;height:168px;margin:16px auto;background:repeating-conic-gradient(#111 0 25%,#fff 0 50%) 0 0/24px 24px;border:8px solid #fff;outline:2px solid #005d7f}.small{color:#555;font-size:13px}form{display:inline-block;margin:8px}button{font-size:16px;padding:10px 28px;border-radius:8px;border:1px solid #005d7f;cursor:pointer}.pay{background:#005d7f;color:#fff}.cancel{background:#fff;color:#005d7f}';

/** [H][F] PayWay's checkout page for a purchase it accepted: KHQR to scan, or the card form, with Pay and Cancel. */
function checkoutPage(transaction: FakeTransaction): string {
  const khqr = transaction.option !== 'cards';
  const amount = `${transaction.amount} ${transaction.currency}`;
  const tranId = escapeHtml(transaction.tranId);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>PayWay - Checkout</title><style>${PAGE_STYLE}</style></head>
<body><main>
<p class="brand">ABA PAYWAY</p>
<h1>PayWay ${khqr ? 'KHQR' : 'card form'}</h1>
${khqr ? '<div class="qr" role="img" aria-label="KHQR code"></div>' : ''}
<p>${khqr ? 'Scan to pay with ABA Mobile or any KHQR banking app' : 'Pay by card'}</p>
<p class="amount" data-testid="payway-amount">${escapeHtml(amount)}</p>
<p class="small">Transaction ${tranId}</p>
<form method="post" action="/fake-checkout/${tranId}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/fake-checkout/${tranId}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</main></body></html>
`;
}

const notice = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayWay - ${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body><main><p class="brand">ABA PAYWAY</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;

export async function startPaywayFake(options: { merchantId: string; apiKey: string }): Promise<PaywayFake> {
  const transactions = new Map<string, FakeTransaction>();
  const requests: PaywayFake['requests'] = [];
  const checked: string[] = [];
  const pushbacks: PaywayFake['pushbacks'] = [];
  const hanging = new Set<ServerResponse>();
  let mode: PaywayFake['mode'] = 'up';

  const answer = (response: ServerResponse, path: string, status: number, body: unknown, refusal?: string) => {
    requests.push({ path, status, ...(refusal ? { refusal } : {}) });
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  async function purchase(request: IncomingMessage, response: ServerResponse, path: string) {
    const refuse = (code: string, message: string, status = 400) => answer(response, path, status, { status: { code, message } }, message);
    // [P] Content-Type: multipart/form-data.
    const type = request.headers['content-type'] ?? '';
    if (!type.startsWith('multipart/form-data')) return refuse('11', `content-type ${type} is not multipart/form-data`);
    const form = await new Request('http://payway.invalid/', { method: 'POST', headers: { 'content-type': type }, body: await readBody(request) }).formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value !== 'string') return refuse('11', `${name} is a file`);
      if (name in fields) return refuse('11', `${name} sent twice`);
      fields[name] = value;
    }
    const unknown = Object.keys(fields).filter((name) => !PURCHASE_ORDER.includes(name) && !PURCHASE_UNHASHED.includes(name));
    if (unknown.length) return refuse('11', `unknown fields: ${unknown.join(', ')}`);
    for (const required of ['req_time', 'merchant_id', 'tran_id', 'amount', 'hash']) if (!fields[required]) return refuse('11', `${required} is required`);
    if (!REQ_TIME.test(fields.req_time!)) return refuse('11', 'req_time is not YYYYMMDDHHmmss');
    if (fields.merchant_id !== options.merchantId || fields.merchant_id!.length > 30) return refuse('11', 'unknown merchant_id');
    // [L] code 1: the hash, over the documented order, before anything else of the transaction is looked at.
    if (!sameHash(options.apiKey, PURCHASE_ORDER.map((name) => fields[name] ?? '').join(''), fields.hash!)) return refuse('1', 'Invalid hash', 403);
    if (!TRAN_ID.test(fields.tran_id!)) return refuse('2', 'Invalid tran_id');
    // [L] "format (0.00)"; [P] at least 0.01 USD (100 KHR).
    if (!TWO_DECIMALS.test(fields.amount!) || fields.amount === '0.00') return refuse('3', 'Invalid amount');
    if (fields.currency !== undefined && !['USD', 'KHR'].includes(fields.currency)) return refuse('11', 'currency is KHR or USD');
    if (fields.type !== undefined && !['purchase', 'pre-auth'].includes(fields.type)) return refuse('11', 'type is purchase or pre-auth');
    if (fields.payment_option !== undefined && !PAYMENT_OPTIONS.includes(fields.payment_option)) return refuse('11', 'unknown payment_option');
    for (const url of ['return_url', 'cancel_url', 'continue_success_url']) if (fields[url] !== undefined && !isUrl(fields[url]!)) return refuse('11', `${url} is not a URL`);
    if (fields.items !== undefined) {
      let items: unknown;
      try {
        items = JSON.parse(Buffer.from(fields.items, 'base64').toString('utf8'));
      } catch {
        return refuse('11', 'items is not base64 JSON');
      }
      const line = (item: unknown) => {
        const { name, quantity, price } = (item ?? {}) as Record<string, unknown>;
        return typeof name === 'string' && Number.isInteger(quantity) && (quantity as number) > 0 && typeof price === 'number' && price >= 0;
      };
      if (!Array.isArray(items) || items.length === 0 || !items.every(line)) return refuse('11', 'items is not a list of {name, quantity, price}');
    }
    const known = transactions.get(fields.tran_id!);
    // [L] code 4: a tran_id used before — unless it is the same purchase posted again (the customer reloading).
    if (known && (known.amount !== fields.amount || known.currency !== (fields.currency ?? 'USD'))) return refuse('4', 'Duplicate tran_id');
    if (!known) {
      transactions.set(fields.tran_id!, { tranId: fields.tran_id!, amount: fields.amount!, currency: fields.currency ?? 'USD', option: fields.payment_option ?? 'cards', status: 'PENDING', apv: '', paid: null, fields });
    }
    requests.push({ path, status: 200 });
    // [P][H] the answer is PayWay's checkout page.
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(transactions.get(fields.tran_id!)!));
  }

  /** [B] The pushback, posted server to server to the purchase's return_url as PayWay posts it (application/json). */
  async function deliverPushback(transaction: FakeTransaction): Promise<void> {
    const url = transaction.fields.return_url;
    if (!url) return;
    try {
      const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: fake.pushback(transaction.tranId), redirect: 'manual', signal: AbortSignal.timeout(15_000) });
      await answer.arrayBuffer();
      pushbacks.push({ tranId: transaction.tranId, url, status: answer.status });
    } catch (error) {
      pushbacks.push({ tranId: transaction.tranId, url, status: null, error: String(error) });
    }
  }

  /** [H][F] The checkout page's buttons: Pay (settles APPROVED, pushback, on to continue_success_url) and Cancel (to cancel_url). */
  async function checkoutAction(response: ServerResponse, path: string, tranId: string, action: 'pay' | 'cancel') {
    const page = (status: number, title: string, text: string, refusal?: string) => {
      requests.push({ path, status, ...(refusal ? { refusal } : {}) });
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(notice(title, text));
    };
    const goTo = (url: string) => {
      requests.push({ path, status: 303 });
      response.writeHead(303, { location: url, 'content-type': 'text/html; charset=utf-8' }).end();
    };
    const transaction = transactions.get(tranId);
    if (!transaction) return page(404, 'Transaction not found', `PayWay has no transaction ${tranId}.`, 'no such transaction');
    if (action === 'cancel') {
      if (transaction.status === 'APPROVED') return page(409, 'Already paid', 'This transaction is paid already.', 'cancel after pay');
      return transaction.fields.cancel_url ? goTo(transaction.fields.cancel_url) : page(200, 'Payment cancelled', 'You may close this page.');
    }
    if (transaction.status === 'PENDING') {
      fake.settle(tranId);
      await deliverPushback(transaction);
    } else if (transaction.status !== 'APPROVED') {
      return page(409, `Payment ${transaction.status.toLowerCase()}`, `This transaction is ${transaction.status}.`, `pay when ${transaction.status}`);
    }
    // Paid (now, or before: the customer pressed Pay twice): on to the merchant's page.
    return transaction.fields.continue_success_url ? goTo(transaction.fields.continue_success_url) : page(200, 'Payment successful', 'You may close this page.');
  }

  async function checkTransaction(request: IncomingMessage, response: ServerResponse, path: string) {
    // [C] Content-Type: application/json.
    if (!(request.headers['content-type'] ?? '').startsWith('application/json')) return answer(response, path, 400, { status: { code: '11', message: 'content-type is not application/json' } }, 'content-type');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse((await readBody(request)).toString('utf8')) as Record<string, unknown>;
    } catch {
      return answer(response, path, 400, { status: { code: '11', message: 'invalid JSON' } }, 'JSON');
    }
    const names = Object.keys(body).sort();
    if (names.join(',') !== 'hash,merchant_id,req_time,tran_id' || Object.values(body).some((value) => typeof value !== 'string')) {
      return answer(response, path, 400, { status: { code: '11', message: `fields ${names.join(', ')}` } }, 'fields');
    }
    const { req_time: reqTime, merchant_id: merchantId, tran_id: tranId, hash } = body as Record<string, string>;
    if (!REQ_TIME.test(reqTime!) || merchantId !== options.merchantId) return answer(response, path, 400, { status: { code: '11', message: 'req_time or merchant_id' } }, 'req_time or merchant_id');
    // [C] the hash over req_time + merchant_id + tran_id; [S] a wrong one is HTTP 403 code "1".
    if (!sameHash(options.apiKey, `${reqTime}${merchantId}${tranId}`, hash!)) return answer(response, path, 403, { status: { code: '1', message: 'Wrong Hash.', tran_id: tranId } }, 'hash');
    checked.push(tranId!);
    const transaction = transactions.get(tranId!);
    // [S] an unknown tran_id: HTTP 200, code "6".
    if (!transaction) return answer(response, path, 200, { status: { code: '6', message: 'tran_id not found', tran_id: tranId } });
    const paid = transaction.paid ?? { amount: transaction.amount, currency: transaction.currency };
    // [C] amounts are JSON numbers.
    return answer(response, path, 200, {
      data: {
        payment_status_code: STATUS_CODES[transaction.status],
        total_amount: Number(transaction.amount),
        original_amount: Number(transaction.amount),
        refund_amount: transaction.status === 'REFUNDED' ? Number(transaction.amount) : 0,
        discount_amount: 0,
        payment_amount: Number(paid.amount),
        payment_currency: paid.currency,
        apv: transaction.apv,
        payment_status: transaction.status,
        transaction_date: '2026-12-02 14:00:00',
      },
      status: { code: '00', message: 'Success!', tran_id: tranId },
    });
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://payway.invalid').pathname;
    if (mode === 'hang') {
      hanging.add(response);
      return;
    }
    if (mode === 'unavailable') {
      requests.push({ path, status: 503, refusal: 'unavailable' });
      response.writeHead(503, { 'content-type': 'text/html' }).end('<html><body>503 Service Unavailable</body></html>');
      return;
    }
    const action = request.method === 'POST' ? /^\/fake-checkout\/([A-Za-z0-9-]{1,20})\/(pay|cancel)$/.exec(path) : null;
    if (action) {
      // The form's body (urlencoded, empty) is read and dropped: the transaction is the path's.
      readBody(request)
        .then(() => checkoutAction(response, path, action[1]!, action[2] as 'pay' | 'cancel'))
        .catch((error: unknown) => answer(response, path, 500, { status: { code: '11', message: String(error) } }, String(error)));
      return;
    }
    const handle =
      request.method === 'POST' && path === '/api/payment-gateway/v1/payments/purchase'
        ? purchase
        : request.method === 'POST' && path === '/api/payment-gateway/v1/payments/check-transaction-2'
          ? checkTransaction
          : null;
    if (!handle) return answer(response, path, 404, { status: { code: '11', message: 'not found' } }, 'no such endpoint');
    handle(request, response, path).catch((error: unknown) => answer(response, path, 500, { status: { code: '11', message: String(error) } }, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: PaywayFake = {
    baseUrl: `http://127.0.0.1:${port}`,
    transactions,
    requests,
    pushbacks,
    get mode() {
      return mode;
    },
    set mode(next) {
      mode = next;
    },
    settle(tranId, status = 'APPROVED', paid = {}) {
      const transaction = transactions.get(tranId);
      if (!transaction) throw new Error(`the fake never saw a purchase for ${tranId}`);
      transaction.status = status;
      transaction.apv = status === 'APPROVED' ? String(randomInt(100_000, 999_999)) : '';
      transaction.paid = { amount: paid.amount ?? transaction.amount, currency: paid.currency ?? transaction.currency };
      return transaction;
    },
    pushback(tranId) {
      const transaction = transactions.get(tranId);
      return JSON.stringify({ tran_id: tranId, apv: transaction?.apv ?? '', status: '0', return_params: '' });
    },
    checks: (tranId) => (tranId === undefined ? checked.length : checked.filter((id) => id === tranId).length),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
