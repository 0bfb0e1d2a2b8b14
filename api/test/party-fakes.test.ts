import { after, before, describe, it } from 'node:test';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { CLOUD_OS_KEYS } from '@storefront/contracts';
import type { AddressInfo } from 'node:net';
import { expect } from 'expect';
import { loadConfig } from '../src/config';
import { paywayReqTime } from '../src/payments/providers/payway/hash';
import { purchaseFields } from '../src/payments/providers/payway/purchase';
import { HOSTING_PLAN_KEYS } from '../src/provisioning/whm/whm-config';
import { FAKE_CREDENTIALS, storefrontEnvOf, type FulfilmentFakes } from './fakes/party-env';
import { startPaypalFake, type PaypalFake } from './fakes/paypal-fake';
import { startPaywayFake, type PaywayFake } from './fakes/payway-fake';

/**
 * The customer's side of the real parties' fakes (what the e2e real-parties spec drives in a browser): PayWay's
 * checkout page with Pay and Cancel, PayPal's approval page with Pay now and Cancel; and the storefront environment
 * serve-fakes.ts prints for them, as config.ts reads it.
 */

/** A stand-in for the storefront's pushback route: every request it was sent. */
let merchant: Server;
let merchantUrl = '';
const received: { method: string; path: string; type: string; body: string }[] = [];
let payway: PaywayFake;
let paypal: PaypalFake;

before(async () => {
  merchant = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', path: request.url ?? '', type: String(request.headers['content-type']), body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true,"recorded":true}');
    });
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
  payway = await startPaywayFake(FAKE_CREDENTIALS.payway);
  paypal = await startPaypalFake(FAKE_CREDENTIALS.paypal);
});
after(async () => {
  await payway.close();
  await paypal.close();
  merchant.closeAllConnections();
  await new Promise<void>((resolve) => merchant.close(() => resolve()));
});

describe("PayWay's checkout page (the fake's)", () => {
  let seq = 0;
  /** The storefront's signed Purchase form for a KHQR payment, posted to PayWay as the browser posts it. */
  async function purchase(option: 'abapay_khqr' | 'cards' = 'abapay_khqr') {
    seq += 1;
    const tranId = `e2epage${Date.now().toString(36)}${seq}`.slice(0, 20);
    const fields = purchaseFields({
      ...FAKE_CREDENTIALS.payway,
      reqTime: paywayReqTime(new Date()),
      tranId,
      kind: 'order',
      charge: 10_248,
      option,
      returnUrl: `${merchantUrl}/api/payment/callback/bankCard`,
      cancelUrl: `${merchantUrl}/checkout-basket?step=payment&sessionId=s-${seq}`,
      continueSuccessUrl: `${merchantUrl}/payment/success?orderId=o-${seq}&sessionId=s-${seq}`,
    });
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const page = await fetch(`${payway.baseUrl}/api/payment-gateway/v1/payments/purchase`, { method: 'POST', body });
    return { tranId, fields, page };
  }
  const press = (tranId: string, button: 'pay' | 'cancel') => fetch(`${payway.baseUrl}/fake-checkout/${tranId}/${button}`, { method: 'POST', body: new URLSearchParams(), redirect: 'manual' });

  it('KHQR: scan to pay the amount, with a Pay and a Cancel form posted back to PayWay', async () => {
    const { tranId, page } = await purchase();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('PayWay KHQR');
    expect(html).toContain('Scan to pay');
    expect(html).toContain('102.48 USD');
    expect(html).toContain(`<form method="post" action="/fake-checkout/${tranId}/pay">`);
    expect(html).toContain(`<form method="post" action="/fake-checkout/${tranId}/cancel">`);
    expect(html).not.toContain('<script');
  });

  it('cards: the card form, likewise', async () => {
    const html = await (await purchase('cards')).page.text();
    expect(html).toContain('PayWay card form');
    expect(html).toContain('Pay by card');
  });

  it("Pay: APPROVED, the pushback posted to return_url (application/json, as `pushback` builds it), then on to continue_success_url", async () => {
    const { tranId, fields } = await purchase();
    const before = received.length;
    const paid = await press(tranId, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(fields.continue_success_url);
    expect(payway.transactions.get(tranId)).toMatchObject({ status: 'APPROVED', apv: expect.stringMatching(/^\d{6}$/) });
    expect(received.slice(before)).toEqual([{ method: 'POST', path: '/api/payment/callback/bankCard', type: 'application/json', body: payway.pushback(tranId) }]);
    expect(payway.pushbacks.filter((p) => p.tranId === tranId)).toEqual([{ tranId, url: fields.return_url, status: 200 }]);
    // Pressed again (a reload): on to the merchant again, no second pushback; a cancel now is refused.
    expect((await press(tranId, 'pay')).headers.get('location')).toBe(fields.continue_success_url);
    expect(received.length).toBe(before + 1);
    expect((await press(tranId, 'cancel')).status).toBe(409);
  });

  it('Cancel: back to cancel_url, the transaction still PENDING and no pushback', async () => {
    const { tranId, fields } = await purchase();
    const before = received.length;
    const cancelled = await press(tranId, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(fields.cancel_url);
    expect(payway.transactions.get(tranId)?.status).toBe('PENDING');
    expect(received.length).toBe(before);
  });

  it('a transaction PayWay never saw: 404', async () => {
    expect((await press('NEVERSEEN123', 'pay')).status).toBe(404);
  });
});

describe("PayPal's approval page (the fake's)", () => {
  async function createOrder(context: Record<string, unknown> = { return_url: `${merchantUrl}/payment/success?orderId=o-1&sessionId=s-1`, cancel_url: `${merchantUrl}/checkout-basket?step=payment&orderId=o-1&sessionId=s-1` }) {
    const basic = Buffer.from(`${FAKE_CREDENTIALS.paypal.clientId}:${FAKE_CREDENTIALS.paypal.clientSecret}`).toString('base64');
    const token = (await (await fetch(`${paypal.baseUrl}/v1/oauth2/token`, { method: 'POST', headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' })).json()) as { access_token: string };
    const created = await fetch(`${paypal.baseUrl}/v2/checkout/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        intent: 'CAPTURE',
        purchase_units: [{ reference_id: 'o-1', description: 'Storefront order', amount: { currency_code: 'USD', value: '12.34' } }],
        payment_source: { paypal: { experience_context: { brand_name: 'Storefront', user_action: 'PAY_NOW', ...context } } },
      }),
    });
    expect(created.status).toBe(201);
    const order = (await created.json()) as { id: string; links: { rel: string; href: string }[] };
    return { id: order.id, payerAction: order.links.find((link) => link.rel === 'payer-action')!.href };
  }
  const press = (button: 'approve' | 'cancel', token: string) => fetch(`${paypal.baseUrl}/checkoutnow/${button}`, { method: 'POST', body: new URLSearchParams({ token }), redirect: 'manual' });

  it('the payer-action link shows the order: the merchant, the amount, Pay now and Cancel', async () => {
    const { id, payerAction } = await createOrder();
    const page = await fetch(payerAction);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('Paying Storefront: Storefront order');
    expect(html).toContain('12.34 USD');
    expect(html).toContain('<button class="pay" type="submit">Pay now</button>');
    expect(html).toContain(`<input type="hidden" name="token" value="${id}">`);
    expect(html).not.toContain('<script');
  });

  it('Pay now: the order APPROVED, the browser sent to return_url with token and PayerID', async () => {
    const { id } = await createOrder();
    const approved = await press('approve', id);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`${merchantUrl}/payment/success?orderId=o-1&sessionId=s-1&token=${id}&PayerID=${paypal.payerId}`);
    expect(paypal.payerId).toMatch(/^[A-Z0-9]{13}$/);
    expect(paypal.orders.get(id)?.status).toBe('APPROVED');
  });

  it('Cancel: to cancel_url with the token, the order still awaiting the payer', async () => {
    const { id } = await createOrder();
    const cancelled = await press('cancel', id);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${merchantUrl}/checkout-basket?step=payment&orderId=o-1&sessionId=s-1&token=${id}`);
    expect(paypal.orders.get(id)?.status).toBe('PAYER_ACTION_REQUIRED');
  });

  it('an order PayPal does not know: 404, HTML', async () => {
    const page = await fetch(`${paypal.baseUrl}/checkoutnow?token=NOPE`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('not known to PayPal');
  });
});

describe("serve-fakes.ts's storefront environment", () => {
  it('config.ts reads it as PayWay, PayPal and CyberSource at the fakes', () => {
    const fakes = {
      payway: { baseUrl: 'http://127.0.0.1:40001', ...FAKE_CREDENTIALS.payway },
      paypal: { baseUrl: 'http://127.0.0.1:40002', ...FAKE_CREDENTIALS.paypal },
      cybersource: { baseUrl: 'http://127.0.0.1:40003', ...FAKE_CREDENTIALS.cybersource },
    };
    const config = loadConfig({ ...storefrontEnvOf(fakes), PGLITE_MEMORY: '1' });
    expect(config.bankCardProvider).toBe('payway');
    expect(config.payway).toMatchObject({ ...FAKE_CREDENTIALS.payway, baseUrl: fakes.payway.baseUrl });
    expect(config.walletProvider).toBe('paypal');
    expect(config.paypal).toMatchObject({ ...FAKE_CREDENTIALS.paypal, environment: 'sandbox', baseUrl: fakes.paypal.baseUrl });
    expect(config.cardProvider).toBe('cybersource');
    expect(config.cybersource).toMatchObject({ ...FAKE_CREDENTIALS.cybersource, environment: 'sandbox', baseUrl: fakes.cybersource.baseUrl });
  });
});

describe("serve-fakes.ts as a process: every fake's environment", () => {
  type Printed = FulfilmentFakes & { payway: { baseUrl: string }; env: Record<string, string> };
  let printed: Printed;
  let stop: () => Promise<void> = async () => undefined;

  before(async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fakes/serve-fakes.ts'), '--until-stdin-closes'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    };
    const lines = createInterface({ input: child.stdout });
    printed = JSON.parse(await new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      void exited.then(() => reject(new Error('serve-fakes.ts ended before it printed the fakes')));
    })) as Printed;
    lines.close();
  });
  after(() => stop());

  it('keeps the payment parties\' keys and env', () => {
    expect(printed.env).toMatchObject({ PAYMENT_PROVIDER_BANK_CARD: 'payway', PAYWAY_BASE_URL: printed.payway.baseUrl, PAYMENT_PROVIDER_WALLET: 'paypal', PAYMENT_PROVIDER_CARD: 'cybersource' });
  });

  it('config.ts reads it as the EPP registry, Proxmox VE and cPanel & WHM at the fakes, every OS and hosting plan mapped', () => {
    const config = loadConfig({ ...printed.env, PGLITE_MEMORY: '1' });
    expect(config.domainRegistry).toBe('epp');
    expect(config.epp).toMatchObject({ host: '127.0.0.1', port: printed.epp.port, clientId: printed.epp.clientId, password: printed.epp.password, certPath: printed.epp.files.cert, keyPath: printed.epp.files.key, caPath: printed.epp.files.ca });
    expect(config.proxmox).toMatchObject({ baseUrl: printed.proxmox.baseUrl, tokenId: printed.proxmox.tokenId, node: 'pve1', storage: { ssd: 'ssd-pool', hdd: 'hdd-pool', backup: 'local' }, bridge: 'vmbr0' });
    expect(Object.keys(config.proxmox!.templates).sort()).toEqual([...CLOUD_OS_KEYS].sort());
    expect(config.whm).toMatchObject({ baseUrl: printed.whm.baseUrl, username: 'root', apiToken: printed.whm.token, ca: printed.whm.ca });
    expect(Object.keys(config.whm!.packages).sort()).toEqual([...HOSTING_PLAN_KEYS].sort());
    expect(printed.epp.heldElsewhere).toEqual({ domain: expect.stringMatching(/\.com$/), authCode: expect.any(String) });
  });

  it('the fakes answer there: Proxmox with the token and a template for every OS, WHM over TLS with its token and every package', async () => {
    const resources = await fetch(`${printed.proxmox.baseUrl}/api2/json/cluster/resources?type=vm`, { headers: { authorization: `PVEAPIToken=${printed.proxmox.tokenId}=${printed.proxmox.tokenSecret}` } });
    expect(resources.status).toBe(200);
    const vms = ((await resources.json()) as { data: { vmid: number; template: number }[] }).data;
    expect(vms.filter((vm) => vm.template === 1).map((vm) => vm.vmid).sort()).toEqual(Object.values(printed.proxmox.templates).sort());
    const config = loadConfig({ ...printed.env, PGLITE_MEMORY: '1' });
    const listed = await new Promise<string>((resolve, reject) => {
      const request = https.get(`${printed.whm.baseUrl}/json-api/listpkgs?api.version=1`, { ca: config.whm!.ca!, headers: { authorization: `whm ${printed.whm.username}:${printed.whm.token}` } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(text));
      });
      request.on('error', reject);
    });
    const body = JSON.parse(listed) as { data: { pkg: { name: string }[] } };
    expect(body.data.pkg.map((pkg) => pkg.name)).toEqual(expect.arrayContaining(Object.values(config.whm!.packages)));
  });
});
