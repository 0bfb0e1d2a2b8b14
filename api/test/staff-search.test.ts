import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { staffSearchSchema } from '@storefront/contracts';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { buyWithBalance } from './helpers/buy';
import { namesWithStatus } from './helpers/domains';
import { insertRunningService } from './helpers/services';

/** Issue 32 item 3: one search box finds a customer, an order or invoice, a domain, a server by name or IP. */

const SUPPORT = { login: 'support@example.com', password: 'Support-pass1' };
let t: TestApp;
let support: Client;
let customerId: string;
let orderId: string;
let invoiceNumber: string;
let serverId: string;
const DOMAIN = 'mekong-noodles.com';

const search = async (q: string, client = support) => {
  const answer = await client.get(`/api/admin/search?q=${encodeURIComponent(q)}`);
  expect(answer.statusCode).toBe(200);
  return staffSearchSchema.parse(answer.json());
};

before(async () => {
  t = await createTestApp();
  support = new Client(t.app);
  const admin = new Client(t.app);
  const customer = new Client(t.app);
  expect((await support.login(SUPPORT.login, SUPPORT.password)).statusCode).toBe(200);
  expect((await admin.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
  const [name] = await namesWithStatus(t.app, 'available', 1, 'com', 'staff-search');
  orderId = await buyWithBalance(customer, admin, customerId, [{ type: 'domain', action: 'register', domain: name, years: 1 }]);
  invoiceNumber = (await t.app.db.selectFrom('invoices').select('number').where('order_id', '=', orderId).executeTakeFirstOrThrow()).number;
  const now = t.app.clock.now();
  await t.app.db.insertInto('domains').values({ id: randomUUID(), user_id: customerId, domain: DOMAIN, tld: 'com', registered_at: now, expires_at: new Date(now.getTime() + 365 * 86_400_000), transfer_requested_at: null, transfer_completes_at: null, updated_at: now }).execute();
  serverId = await insertRunningService(t.app, { userId: customerId, fee: 1000, namePrefix: 'angkor-web' });
  await t.app.db.updateTable('services').set({ details: JSON.stringify({ ip: '203.0.113.7', ips: ['203.0.113.7', '198.51.100.23'] }) }).where('id', '=', serverId).execute();
});
after(() => t.close());

describe('issue 32.3: the one search box', () => {
  it('finds a customer by email, name, or phone typed in local form', async () => {
    for (const q of ['DEMO@example', 'demo customer', '012 345 678', '+855 12 345 678']) {
      expect({ q, found: (await search(q)).customers.map((row) => row.email) }).toEqual({ q, found: [CUSTOMER.login] });
    }
  });

  it('finds an order by its id, its first 8 characters or its invoice number', async () => {
    for (const q of [orderId, orderId.slice(0, 8), invoiceNumber]) expect((await search(q)).orders.map((row) => row.id)).toEqual([orderId]);
  });

  it("finds a domain by its name's start, a server by its name's start or any of its IP addresses", async () => {
    expect((await search('Mekong-Nood')).domains).toEqual([expect.objectContaining({ domain: DOMAIN, customer: { id: customerId, email: CUSTOMER.login } })]);
    for (const q of ['angkor-web', '203.0.113.7', '198.51.100.23']) {
      expect({ q, found: (await search(q)).services.map((row) => row.id) }).toEqual({ q, found: [serverId] });
    }
    const nothing = await search('%_\\');
    expect(nothing).toEqual({ customers: [], orders: [], domains: [], services: [] });
  });

  it('refuses a text under 2 characters or over 254, and a customer', async () => {
    expect((await support.get('/api/admin/search?q=a')).statusCode).toBe(400);
    expect((await support.get(`/api/admin/search?q=${'a'.repeat(255)}`)).statusCode).toBe(400);
    expect((await support.get('/api/admin/search')).statusCode).toBe(400);
    const customer = new Client(t.app);
    expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
    expect((await customer.get('/api/admin/search?q=demo')).statusCode).toBe(403);
  });
});
