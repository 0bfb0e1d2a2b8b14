import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { expect } from 'expect';
import { cartSchema } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { saveHolding } from '../src/domains/domains.repository';
import { redemptionFee } from '../src/domains/domain-pricing';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { authCodeOf, namesWithStatus, namesWithTransfer } from './helpers/domains';

const DAY = 86_400_000;
const COM = { register: 1199, renew: 1399, transfer: 1199 };
const clock = new ManualClock('2026-11-24T09:00:00Z');

let t: TestApp;
before(async () => {
  t = await createTestApp({}, { clock });
});
after(() => t.close());

const guest = () => new Client(t.app, randomUUID());
const signedIn = async (account = CUSTOMER) => {
  const client = new Client(t.app);
  expect((await client.login(account.login, account.password)).statusCode).toBe(200);
  return client;
};
const add = (client: Client, ...items: Record<string, unknown>[]) => client.send('PUT', '/api/cart/items', { items: items.map((item) => ({ type: 'domain', ...item })) });

/** A name the customer holds with us, expiring `days` from the clock's now (negative: in the past). */
async function holding(email: string, tld: string, days: number): Promise<string> {
  const [name] = await namesWithStatus(t.app, 'available', 1, tld, `held-${randomUUID().slice(0, 8)}`);
  const user = await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const now = clock.now();
  await saveHolding(t.app.db, { userId: user.id, domain: name!, tld, registeredAt: new Date(now.getTime() - 400 * DAY), expiresAt: new Date(now.getTime() + days * DAY) }, now);
  return name!;
}

describe('cart: registering domains', () => {
  it('refuses a taken name with the spec wording', async () => {
    const response = await add(guest(), { action: 'register', domain: 'google.com', years: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'Domain google.com is already registered',
      details: { fields: [{ path: 'items.0.domain', message: 'Domain google.com is already registered' }] },
    });
  });

  it('sells a premium name for 1 year at its own price, and refuses more years, on add and on change', async () => {
    const client = guest();
    const refused = await add(client, { action: 'register', domain: 'abc.com', years: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Premium domains can only be bought with a 1-year billing cycle', details: { fields: [{ path: 'items.0.years' }] } });
    const info = (await t.app.inject({ method: 'GET', url: '/api/domains/register-info?domain=abc.com' })).json();
    const cart = cartSchema.parse((await add(client, { action: 'register', domain: 'abc.com', years: 1 })).json());
    expect(cart.items[0]).toMatchObject({ period: 1, unitPrice: info.items[0].prices[0].amount, amount: info.items[0].prices[0].amount, data: { premium: true } });
    const patched = await client.send('PATCH', '/api/cart/items', { key: cart.items[0]!.key, years: 2 });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toBe('Premium domains can only be bought with a 1-year billing cycle');
  });

  it('re-prices a changed term with the register rule', async () => {
    const client = guest();
    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', 'term');
    const cart = cartSchema.parse((await add(client, { action: 'register', domain: name, years: 1 })).json());
    const patched = cartSchema.parse((await client.send('PATCH', '/api/cart/items', { key: cart.items[0]!.key, years: 3 })).json());
    expect(patched.items[0]).toMatchObject({ period: 3, unitPrice: COM.register, amount: COM.register + 2 * COM.renew });
    expect((await client.send('PATCH', '/api/cart/items', { key: cart.items[0]!.key, years: 11 })).statusCode).toBe(400);
  });
});

describe('cart: renewing and reactivating', () => {
  it('needs a signed-in customer', async () => {
    for (const action of ['renew', 'reactivate', 'transfer']) {
      const response = await add(guest(), { action, domain: 'google.com', years: 1, authCode: 'x' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please login to continue' });
    }
  });

  it("renews the customer's own active or expired name, N years at the renew price", async () => {
    const client = await signedIn();
    const active = await holding(CUSTOMER.login, 'com', 100);
    const expired = await holding(CUSTOMER.login, 'com', -3);
    const cart = cartSchema.parse((await add(client, { action: 'renew', domain: active, years: 2 }, { action: 'renew', domain: expired, years: 1 })).json());
    expect(cart.items.find((i) => i.title === active)).toMatchObject({ period: 2, unitPrice: COM.renew, amount: 2 * COM.renew, description: 'Domain renewal' });
    expect(cart.items.find((i) => i.title === expired)).toMatchObject({ period: 1, amount: COM.renew });
  });

  it('refuses names that are not theirs, or not in a state for the action', async () => {
    const client = await signedIn();
    const notMine = await holding(STAFF.login, 'com', 100);
    expect((await add(client, { action: 'renew', domain: notMine, years: 1 })).json().message).toBe(`Domain ${notMine} is not existed anymore`);
    const inRedemption = await holding(CUSTOMER.login, 'com', -20);
    expect((await add(client, { action: 'renew', domain: inRedemption, years: 1 })).json().message).toBe(`Domain ${inRedemption} cannot be renewed now`);
    const active = await holding(CUSTOMER.login, 'net', 100);
    expect((await add(client, { action: 'reactivate', domain: active, years: 1 })).json().message).toBe(`Domain ${active} is not in redemption`);
    const released = await holding(CUSTOMER.login, 'com', -60);
    expect((await add(client, { action: 'reactivate', domain: released, years: 1 })).json().message).toBe(`Domain ${released} is not existed anymore`);
  });

  it('reactivates a name in redemption for one year plus the redemption fee', async () => {
    const client = await signedIn();
    const name = await holding(CUSTOMER.login, 'kh', -8);
    const cart = cartSchema.parse((await add(client, { action: 'reactivate', domain: name, years: 3 })).json());
    const item = cart.items.find((i) => i.title === name)!;
    expect(item).toMatchObject({ period: 1, amount: 5000 + redemptionFee('country'), description: 'Domain reactivation' });
    expect((await client.send('PATCH', '/api/cart/items', { key: item.key, years: 2 })).statusCode).toBe(400);
  });
});

describe('cart: transferring in', () => {
  it('needs the auth code, refuses a wrong one, and keeps the right one on the server', async () => {
    const client = await signedIn();
    const [name] = await namesWithTransfer(t.app, null, 1, 'com', 'cart-move');
    const missing = await add(client, { action: 'transfer', domain: name, years: 1 });
    expect(missing.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Please enter the auth code (EPP code)', details: { fields: [{ path: 'items.0.authCode' }] } });
    const wrong = await add(client, { action: 'transfer', domain: name, years: 1, authCode: 'not-the-code' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'The auth code (EPP code) is incorrect',
      details: { fields: [{ path: 'items.0.authCode', message: 'The auth code (EPP code) is incorrect' }] },
    });
    const code = await authCodeOf(t.app, name!);
    const accepted = await add(client, { action: 'transfer', domain: name, years: 4, authCode: code });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).not.toContain(code);
    const item = cartSchema.parse(accepted.json()).items.find((i) => i.title === name)!;
    expect(item).toMatchObject({ period: 1, unitPrice: COM.transfer, amount: COM.transfer, data: { action: 'transfer', domain: name, tld: 'com', hasAuthCode: true } });
    expect((await client.get('/api/cart')).body).not.toContain(code);
    const stored = await t.app.db.selectFrom('cart_items').select('payload').where('key', '=', item.key).executeTakeFirstOrThrow();
    expect(stored.payload.authCode).toBe(code);
    expect((await client.send('PATCH', '/api/cart/items', { key: item.key, years: 2 })).statusCode).toBe(400);
  });

  it('refuses a name that cannot be transferred', async () => {
    const client = await signedIn();
    const [locked] = await namesWithTransfer(t.app, 'locked', 1, 'com', 'cart-lock');
    const response = await add(client, { action: 'transfer', domain: locked, years: 1, authCode: await authCodeOf(t.app, locked!) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^Domain ${locked!.replace('.', '\\.')} cannot be transferred: `));
  });
});
