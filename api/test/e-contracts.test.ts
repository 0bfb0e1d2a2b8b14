import { after, before, describe, it } from 'node:test';
import { createHash } from 'node:crypto';
import { expect } from 'expect';
import { checkoutOrderSchema, contractDetailSchema, contractListSchema } from '@storefront/contracts';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { ensureBilling } from './helpers/contacts';

let t: TestApp;
let customer: Client;
let staff: Client;
let customerId: string;
let keys = 0;

before(async () => {
  t = await createTestApp();
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
});
after(() => t.close());

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const unsigned = async (client: Client) => contractListSchema.parse((await client.get('/api/user/contracts/unsigned')).json()).items;
const sign = (client: Client, id: string, hash: string, userAgent = 'contract-test/1.0') =>
  client.request({ method: 'POST', url: `/api/user/contracts/${id}/sign`, payload: { sha256: hash }, headers: { 'user-agent': userAgent } });

async function issueManualInvoice(description: string) {
  const issued = await staff.send('POST', `/api/admin/users/${customerId}/invoices`, { lines: [{ description, qty: 1, unitPrice: 12_500 }] });
  expect(issued.statusCode).toBe(200);
  return issued.json() as { id: string; number: string };
}

/** Buys the items with the balance (credited by staff first), as the checkout does. */
async function buy(items: Record<string, unknown>[]): Promise<string> {
  for (const item of (await customer.get('/api/cart')).json().items as { key: string }[]) await customer.send('DELETE', '/api/cart/items', { key: item.key });
  expect((await customer.send('PUT', '/api/cart/items', { items })).statusCode).toBe(200);
  const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
  await ensureBilling(customer, order.orderId);
  expect((await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: order.total, reason: 'contract test credit' })).statusCode).toBe(200);
  const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: { cartUpdatedAt: order.cartUpdatedAt }, headers: { 'idempotency-key': `contract-key-${(keys += 1)}` } });
  expect(paid.statusCode).toBe(200);
  return order.orderId;
}

const cloudServer = (serverName: string) => ({ type: 'cloud-server', package: 'cs-basic-cloud-1', months: 1, region: 'cambodia', os: 'debian-11', serverName, storageType: 'ssd', source: 'NEW', addons: {} });
const awsAccount = { type: 'aws', product: 'aws-account', company: 'Angkor Foods', contactEmail: 'it@angkor-foods.example', monthlySpend: '1k-10k', region: 'ap-southeast-7' };

describe('electronic contracts', () => {
  it('needs a session; the seeded demo customer consented at an earlier checkout and has none to sign (no popup at sign-in)', async () => {
    expect((await new Client(t.app).get('/api/user/contracts/unsigned')).statusCode).toBe(401);
    expect(await unsigned(customer)).toEqual([]);
    expect((await customer.get('/api/users/auto-sign')).json()).toMatchObject({ autoSign: true });
    const [seeded] = contractListSchema.parse((await customer.get('/api/user/contracts')).json()).items;
    expect(seeded).toMatchObject({ kind: 'manual-invoice' });
    const detail = contractDetailSchema.parse((await customer.get(`/api/user/contracts/manual-invoice/${seeded!.id}`)).json());
    expect(detail.signature).toMatchObject({ method: 'auto', sha256: sha256(detail.body) });
    // the rest of this file: a customer who has not consented
    await t.app.db.updateTable('users').set({ auto_sign_accepted_at: null, auto_sign_ip: null, auto_sign_user_agent: null }).where('id', '=', customerId).execute();
    expect((await customer.get('/api/users/auto-sign')).json()).toEqual({ autoSign: false, acceptedAt: null });
  });

  it('a manual invoice comes with its contract: the exact text and its sha256, at its §7 path only, and only for its customer', async () => {
    const invoice = await issueManualInvoice('Website migration');
    const [pending] = await unsigned(customer);
    expect(pending).toMatchObject({ kind: 'manual-invoice', signedAt: null, title: `Agreement for invoice ${invoice.number}` });
    expect(pending!.number).toMatch(/^CT-\d{4}-\d{6}$/);
    const detail = contractDetailSchema.parse((await customer.get(`/api/user/contracts/manual-invoice/${pending!.id}`)).json());
    expect(detail.body).toContain(invoice.number);
    expect(detail.body).toContain('Website migration');
    expect(detail.sha256).toBe(sha256(detail.body));
    expect(detail.signature).toBeNull();
    // another kind's path, or another customer, is NOT_FOUND
    expect((await customer.get(`/api/user/contracts/aws-account/${pending!.id}`)).statusCode).toBe(404);
    expect((await customer.get(`/api/user/contracts/service/detail?id=${pending!.id}`)).statusCode).toBe(404);
    expect((await staff.get(`/api/user/contracts/manual-invoice/${pending!.id}`)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await unsigned(staff)).toEqual([]);
  });

  it('signing records who, when, from where and the hash of the text signed; never another customer’s; never twice', async () => {
    const [pending] = await unsigned(customer);
    const { body, sha256: hash } = contractDetailSchema.parse((await customer.get(`/api/user/contracts/manual-invoice/${pending!.id}`)).json());

    const byOther = await sign(staff, pending!.id, hash);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toMatchObject({ code: 'NOT_FOUND' });

    const wrongText = await sign(customer, pending!.id, sha256(`${body} `));
    expect(wrongText.statusCode).toBe(409);
    expect(wrongText.json()).toMatchObject({ code: 'CONTRACT_TEXT_CHANGED' });
    expect((await customer.send('POST', `/api/user/contracts/${pending!.id}/sign`, { sha256: 'not-a-hash' })).statusCode).toBe(400);

    const before = Date.now();
    const signed = await sign(customer, pending!.id, hash, 'Mozilla/5.0 contract-test');
    expect(signed.statusCode).toBe(200);
    const detail = contractDetailSchema.parse(signed.json());
    expect(detail.signature).toMatchObject({ signedBy: 'Demo Customer <demo@example.com>', ip: '127.0.0.1', userAgent: 'Mozilla/5.0 contract-test', sha256: sha256(body), method: 'manual' });
    expect(Date.parse(detail.signature!.signedAt)).toBeGreaterThanOrEqual(before - 1000);
    const row = await t.app.db.selectFrom('e_contracts').selectAll().where('id', '=', pending!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ signed_by_user_id: customerId, signed_sha256: sha256(row.body), sign_method: 'manual' });

    const again = await sign(customer, pending!.id, hash);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONTRACT_ALREADY_SIGNED' });
    expect(await unsigned(customer)).toEqual([]);
    const all = contractListSchema.parse((await customer.get('/api/user/contracts')).json()).items;
    expect(all.find((c) => c.id === pending!.id)?.signedAt).toBe(detail.signature!.signedAt);
  });

  it('two presses at once sign once', async () => {
    await issueManualInvoice('Two presses');
    const [pending] = await unsigned(customer);
    const { sha256: hash } = contractDetailSchema.parse((await customer.get(`/api/user/contracts/manual-invoice/${pending!.id}`)).json());
    const answers = await Promise.all([sign(customer, pending!.id, hash), sign(customer, pending!.id, hash)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('a paid order creates a service contract per service, an AWS account contract and a summary; a payment step run twice creates nothing twice', async () => {
    const orderId = await buy([cloudServer('contract-web-1'), awsAccount]);
    const rows = await t.app.db.selectFrom('e_contracts').selectAll().where('order_id', '=', orderId).orderBy('kind').execute();
    expect(rows.map((r) => r.kind)).toEqual(['aws-account', 'service', 'summary']);
    const service = await t.app.db.selectFrom('services').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(rows.find((r) => r.kind === 'service')).toMatchObject({ source_id: service.id, signed_at: null });
    const summary = rows.find((r) => r.kind === 'summary')!;
    for (const other of rows.filter((r) => r.kind !== 'summary')) expect(summary.body).toContain(other.number);
    expect((await customer.get(`/api/user/contracts/summary?id=${summary.id}`)).statusCode).toBe(200);
    expect((await customer.get(`/api/user/contracts/service/detail?id=${rows.find((r) => r.kind === 'service')!.id}`)).statusCode).toBe(200);
    expect((await customer.get(`/api/user/contracts/aws-account/${rows.find((r) => r.kind === 'aws-account')!.id}`)).statusCode).toBe(200);
    expect((await unsigned(customer)).length).toBe(3);

    const { createOrderContracts } = await import('../src/e-contracts/contracts-where-they-arise');
    const order = await t.app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const items = await t.app.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).execute();
    const user = await t.app.db.selectFrom('users').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
    const invoice = await t.app.db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    await t.app.db.transaction().execute((trx) => createOrderContracts(trx, {} as never, { order, items, user, invoice, now: new Date() }));
    expect((await t.app.db.selectFrom('e_contracts').select('id').where('order_id', '=', orderId).execute()).length).toBe(3);
  });

  it('PATCH /users/auto-sign/accept turns automatic signing on (when and where kept); later contracts are signed at once', async () => {
    const accepted = await customer.request({ method: 'PATCH', url: '/api/users/auto-sign/accept', headers: { 'user-agent': 'consent-browser/2.0' } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ autoSign: true });
    const first = accepted.json().acceptedAt as string;
    expect((await customer.send('PATCH', '/api/users/auto-sign/accept')).json()).toEqual({ autoSign: true, acceptedAt: first });
    // contracts pending before the consent stay for the customer to read and sign
    expect((await unsigned(customer)).length).toBe(3);

    const invoice = await issueManualInvoice('After consent');
    const row = await t.app.db.selectFrom('e_contracts').selectAll().where('source_id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sign_method: 'auto', signed_by_user_id: customerId, signed_user_agent: 'consent-browser/2.0', signed_sha256: sha256(row.body) });
    expect((await unsigned(customer)).length).toBe(3);
    expect((await staff.get('/api/users/auto-sign')).json()).toEqual({ autoSign: false, acceptedAt: null });
  });
});
