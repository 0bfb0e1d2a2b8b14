import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { paymentSessionSchema, type PaymentSession } from '@storefront/contracts';
import { AppError } from '../src/errors';
import { cybersourceProvider } from '../src/payments/providers/cybersource/cybersource-provider';
import { decimalAmount } from '../src/payments/providers/decimal-amount';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';
import { namesWithStatus } from './helpers/domains';
import { emptyCart, newDomainOrder } from './helpers/orders';
import { FAKE_CARDS } from './fakes/cybersource-fake';
import { reconcileLater } from './helpers/reconcile';
import { authenticate, cybersourceDriver, CYBERSOURCE_KEY_ID, CYBERSOURCE_MERCHANT_ID, passChallenge, postCard } from './payment-contract/cybersource-driver';

/**
 * Cards through CyberSource (issue 30 item 3), what is CyberSource's own: the card page built from a Microform
 * capture context (the card's number never reaches the storefront), the requests the official SDK sends (the fake
 * checks each one's HTTP signature and fields), 3-D Secure frictionless and by challenge, and the page's CSP for each
 * step. What every payment party must do is payment-contract-cybersource.test.ts.
 */
const driver = cybersourceDriver();
let party: { close(): Promise<void> };
let config: Awaited<ReturnType<typeof driver.start>>['config'];
let t: TestApp;
let customer: Client;
let names: string[] = [];
let seq = 0;

before(async () => {
  const started = await driver.start();
  party = started;
  config = started.config;
  t = await createTestApp(config);
  customer = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  names = await namesWithStatus(t.app, 'available', 9, 'com', 'cybersource');
});
after(async () => {
  await t.close();
  await party.close();
});
async function openCard(locale: '' | '/km' = ''): Promise<PaymentSession> {
  await emptyCart(customer);
  const order = await newDomainOrder(customer, names.shift()!);
  const response = await customer.request({
    method: 'POST',
    url: '/api/payments',
    payload: { kind: 'order', id: order.orderId, method: 'card', continuePath: `${locale}/payment/success?orderId=${order.orderId}`, cancelPath: `${locale}/checkout-basket` },
    headers: { 'idempotency-key': `cs-${process.pid}-${(seq += 1)}` },
  });
  expect(response.statusCode).toBe(200);
  return paymentSessionSchema.parse(response.json());
}
const paths = () => driver.fake().requests.map((r) => r.path);

describe('the card page', () => {
  it('is built from a capture context for the storefront\'s origin, loads CyberSource\'s library with its integrity, and takes no card number', async () => {
    const s = await openCard();
    expect(s.redirectUrl).toBe(`/card-checkout/${s.sessionId}`);
    const page = await t.app.inject({ method: 'GET', url: s.redirectUrl! });
    expect(page.statusCode).toBe(200);
    const library = `${driver.fake().baseUrl}/microform/bundle/v2/flex-microform.min.js`;
    expect(page.body).toMatch(new RegExp(`<script src="${library}" integrity="sha256-[A-Za-z0-9+/]+=*" crossorigin="anonymous" defer></script>`));
    expect(page.body).toContain('<script src="/card-checkout/checkout.js" defer></script>');
    expect(page.body).toContain(`Pay $${(s.charge / 100).toFixed(2)}`);
    // The number and security code are CyberSource's frames: the form posts only the token and the expiry.
    expect([...page.body.matchAll(/<(?:input|select|textarea)[^>]* name="([^"]+)"/g)].map((m) => m[1])).toEqual(['expirationMonth', 'expirationYear', 'transientToken']);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${driver.fake().baseUrl};`);
    expect(csp).toContain("form-action 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect((await t.app.inject({ method: 'GET', url: '/card-checkout/checkout.js' })).body).toContain("microform.createField('number'");
  });

  it('speaks Khmer to a customer who came from the Khmer store, its refusals too', async () => {
    const s = await openCard('/km');
    const page = await t.app.inject({ method: 'GET', url: s.redirectUrl! });
    expect(page.body).toContain('<html lang="km">');
    expect(page.body).toContain('លេខកាត');
    expect(page.body).toContain('href="/km/checkout-basket?sessionId=');
    // The design system's Khmer font, served beside the page for the Khmer range only.
    expect(page.body).toContain("src:url(/card-checkout/fonts/khmer-400.woff2) format('woff2');unicode-range:U+1780-17FF");
    const font = await t.app.inject({ method: 'GET', url: '/card-checkout/fonts/khmer-400.woff2' });
    expect([font.statusCode, font.headers['content-type'], font.rawPayload.subarray(0, 4).toString()]).toEqual([200, 'font/woff2', 'wOF2']);
    expect((await t.app.inject({ method: 'GET', url: '/card-checkout/fonts/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
    driver.fake().mode = 'unavailable';
    try {
      const down = await t.app.inject({ method: 'GET', url: s.redirectUrl! });
      expect(down.statusCode).toBe(502);
      expect(down.body).toContain('មិនអាចភ្ជាប់ទៅអ្នក');
      expect(down.body).toContain('CYBERSOURCE_SYSTEM_ERROR');
      expect(down.body).toContain('data-code="PAYMENT_PROCESSOR_ERROR"');
    } finally {
      driver.fake().mode = 'up';
    }
  });

  it('refuses a token that is not a transient token without asking CyberSource, and an unknown session', async () => {
    const s = await openCard();
    const before = driver.fake().requests.length;
    const bad = await t.app.inject({ method: 'POST', url: `${s.redirectUrl}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'transientToken=4111111111111111' });
    expect(bad.statusCode).toBe(400);
    expect(driver.fake().requests.length).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/card-checkout/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});

describe('3-D Secure, then the authorisation', () => {
  it('frictionless: setup, device data collection, enrollment, then one authorisation and capture for the charge, in two decimals', async () => {
    const s = await openCard();
    const first = driver.fake().requests.length;
    expect((await t.app.inject({ method: 'GET', url: s.redirectUrl! })).statusCode).toBe(200);
    const collect = await t.app.inject({ method: 'POST', url: `${s.redirectUrl}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `transientToken=${driver.fake().tokenise(FAKE_CARDS.frictionless)}` });
    // The collection page posts the setup's token to CyberSource's collection URL in a hidden frame; its CSP allows that frame only.
    expect(collect.body).toContain(`action="${driver.fake().baseUrl}/cardinal/collect"`);
    expect(String(collect.headers['content-security-policy'])).toContain(`frame-src 'self' ${driver.fake().baseUrl};`);
    const paid = await authenticate(t.app, s);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment/success?orderId=${s.id}&sessionId=${s.sessionId}`);
    expect(paths().slice(first)).toEqual(['/microform/v2/sessions', '/risk/v1/authentication-setups', '/risk/v1/authentications', '/pts/v2/payments']);
    expect(driver.fake().requests.slice(first).every((r) => r.status < 400)).toBe(true);
    const [payment] = driver.fake().payments.filter((p) => p.code === s.sessionId);
    expect(payment!.request).toMatchObject({
      clientReferenceInformation: { code: s.sessionId },
      processingInformation: { capture: true, commerceIndicator: 'vbv' },
      orderInformation: { amountDetails: { totalAmount: decimalAmount(s.charge), currency: 'USD' } },
      consumerAuthenticationInformation: { cavv: expect.any(String), eciRaw: '05' },
      tokenInformation: { transientTokenJwt: expect.any(String) },
    });
    expect((await t.app.db.selectFrom('payments').select(['provider', 'transaction_id', 'amount']).where('session_id', '=', s.sessionId).execute())).toEqual([{ provider: 'card', transaction_id: payment!.id, amount: s.charge }]);
  });

  it("by challenge: the issuer's page, its post back validated with CyberSource (not read from the post), then authorised once", async () => {
    const s = await openCard();
    await postCard(t.app, driver.fake(), s, FAKE_CARDS.challenge);
    const challenge = await authenticate(t.app, s);
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain(`action="${driver.fake().baseUrl}/acs/step-up"`);
    expect(String(challenge.headers['content-security-policy'])).toContain(`form-action 'self' ${driver.fake().baseUrl};`);
    expect(driver.fake().payments.filter((p) => p.code === s.sessionId)).toEqual([]);
    const back = await passChallenge(t.app, driver.fake(), challenge.body);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain(`sessionId=${s.sessionId}`);
    expect(paths()).toContain('/risk/v1/authentication-results');
    // The issuer's post arriving again: back to where the payment ended, one authorisation.
    const again = await t.app.inject({ method: 'POST', url: `${s.redirectUrl}/return`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'TransactionId=x&MD=y' });
    expect(again.statusCode).toBe(303);
    expect(driver.fake().payments.filter((p) => p.code === s.sessionId)).toHaveLength(1);
  });
});

describe('reconciliation with CyberSource down', () => {
  it('gives up on CyberSource for the run at its first failure, and settles both lost answers on the next', async () => {
    const lost: PaymentSession[] = [];
    for (let i = 0; i < 2; i += 1) {
      const s = await openCard();
      lost.push(s);
      await postCard(t.app, driver.fake(), s, FAKE_CARDS.frictionless);
      driver.fake().loseNextAnswer = true;
      expect((await authenticate(t.app, s)).statusCode).toBe(502);
    }
    driver.fake().mode = 'unavailable';
    try {
      const down = await reconcileLater(t.app, 6);
      expect([down.asked, down.failed, down.recorded]).toEqual([1, 1, 0]);
    } finally {
      driver.fake().mode = 'up';
    }
    expect((await reconcileLater(t.app, 6)).recorded).toBe(2);
    for (const s of lost) expect(await t.app.db.selectFrom('payments').select('amount').where('session_id', '=', s.sessionId).execute()).toEqual([{ amount: s.charge }]);
  });
});

describe('every request is signed', () => {
  it('a wrong shared secret is refused by CyberSource (401): PAYMENT_PROCESSOR_ERROR with its code, nothing to pay with', async () => {
    const wrong = cybersourceProvider({ merchantId: CYBERSOURCE_MERCHANT_ID, keyId: CYBERSOURCE_KEY_ID, secretKey: Buffer.from('another secret').toString('base64'), environment: 'sandbox', baseUrl: driver.fake().baseUrl, timeoutMs: 5000, publicUrl: 'http://localhost:8080' });
    const error = await wrong.fieldsContext().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).body).toMatchObject({ code: 'PAYMENT_PROCESSOR_ERROR', message: 'Payment processor error (CYBERSOURCE_HTTP_401)' });
    expect(driver.fake().requests.at(-1)).toMatchObject({ path: '/microform/v2/sessions', status: 401, refusal: 'AUTHENTICATION_FAILED' });
  });
});
