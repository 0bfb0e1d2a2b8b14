import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { cartSchema, checkoutOrderSchema, type Cart } from '@storefront/contracts';
import { sql } from 'kysely';
import { ManualClock } from '../src/clock';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';
import { namesWithStatus } from './helpers/domains';

const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let account: Client;

before(async () => {
  t = await createTestApp({}, { clock });
  account = new Client(t.app);
  expect((await account.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
});
after(() => t.close());

const register = (domain: string | undefined) => ({ type: 'domain', action: 'register', domain, years: 1 });
/** POST /api/cart/merge from the signed-in account, with the guest cart's x-cart-sid when given. */
const merge = async (sid?: string): Promise<Cart> => {
  const response = await account.request({ method: 'POST', url: '/api/cart/merge', headers: sid ? { 'x-cart-sid': sid } : {} });
  expect(response.statusCode).toBe(200);
  return cartSchema.parse(response.json());
};
const titles = (cart: Cart) => cart.items.map((item) => item.title).sort();

describe('POST /api/cart/merge', () => {
  it('needs a signed-in customer (a guest keeps their cart)', async () => {
    const sid = randomUUID();
    const guest = new Client(t.app, sid);
    const [name] = await namesWithStatus(t.app, 'available', 1, 'net', 'merge-guest-only');
    await guest.send('PUT', '/api/cart/items', { items: [register(name)] });
    const response = await guest.send('POST', '/api/cart/merge');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(cartSchema.parse((await guest.get('/api/cart')).json()).itemCount).toBe(1);
  });

  it('merges the guest cart into the account cart without doubling a domain, and answers it like GET /api/cart (voucher included)', async () => {
    const [kept] = await namesWithStatus(t.app, 'available', 1, 'com', 'merge-kept');
    const [guestPick] = await namesWithStatus(t.app, 'available', 1, 'org', 'merge-pick');
    expect((await account.send('PUT', '/api/cart/items', { items: [register(kept)] })).statusCode).toBe(200);
    expect((await account.send('PUT', '/api/cart/voucher', { code: 'DOMAIN5' })).statusCode).toBe(200);

    const sid = randomUUID();
    const guest = new Client(t.app, sid);
    await guest.send('PUT', '/api/cart/items', { items: [register(kept), register(guestPick)] });

    const merged = await merge(sid);
    expect(titles(merged)).toEqual([guestPick, kept].sort());
    expect(merged).toMatchObject({ itemCount: 2, voucher: { code: 'DOMAIN5', discount: 500 }, discount: 500, total: merged.subtotal - 500 });
    expect(cartSchema.parse((await account.get('/api/cart')).json())).toEqual(merged);
    // the guest cart is gone; merging it again moves nothing twice
    expect(cartSchema.parse((await new Client(t.app, sid).get('/api/cart')).json()).itemCount).toBe(0);
    expect(await merge(sid)).toEqual(merged);
  });

  it('without a guest cart (no header, an unknown or malformed id) it answers the account cart unchanged', async () => {
    const current = cartSchema.parse((await account.get('/api/cart')).json());
    expect(await merge()).toEqual(current);
    expect(await merge(randomUUID())).toEqual(current);
    expect(await merge('not-a-uuid')).toEqual(current);
  });

  it('a guest cart holding only what the account has already leaves the account cart (and its open order) as it was', async () => {
    const current = cartSchema.parse((await account.get('/api/cart')).json());
    const order = checkoutOrderSchema.parse((await account.send('POST', '/api/checkout/init')).json());
    const sid = randomUUID();
    await new Client(t.app, sid).send('PUT', '/api/cart/items', { items: [register(current.items[0]!.title)] });
    expect(await merge(sid)).toEqual(current);
    expect((await account.get(`/api/payment/can-pay/${order.orderId}`)).json()).toEqual({ canPay: true, total: order.total });
  });
});

describe('merging a guest cart keeps the baby cloud limit (spec §5: 10 active baby cloud servers, owned and in the cart)', () => {
  const BABY = { region: 'cambodia', package: 'cs-baby-cloud-1', os: 'ubuntu-24.04', storageType: 'ssd', addons: {}, source: 'NEW', months: 1 } as const;
  const owned: string[] = [];
  /** A baby cloud server the customer owns (the services area's table). */
  const ownBaby = async (status = 'active') => {
    const id = randomUUID();
    const userId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
    const now = new Date();
    await sql`insert into services (id, user_id, kind, product_key, title, name, status, provisioning, period, period_unit, renew_price, starts_at, expires_at, details, created_at, updated_at)
      values (${id}, ${userId}, 'cloud-server', 'cs-baby-cloud-1', 'Server', ${`srv-${id.slice(0, 6)}`}, ${status}, 'ready', 1, 'month', 499, ${now}, ${now}, '{}'::jsonb, ${now}, ${now})`.execute(t.app.db);
    owned.push(id);
  };
  const cancelOwned = (count: number) => sql`update services set status = 'cancelled' where id in (${sql.join(owned.splice(0, count))})`.execute(t.app.db);
  const usage = async () => (await account.get('/api/cloud-servers/baby-usage')).json() as { owned: number; inCart: number; used: number };
  const servers = (cart: Cart) => cart.items.filter((item) => item.type === 'cloud-server').map((item) => item.data.serverName);
  const guestCart = async (sid: string) => cartSchema.parse((await new Client(t.app, sid).get('/api/cart')).json());

  it('merges the guest\'s baby servers that fit and keeps the rest in the guest cart, answering BABY_CLOUD_LIMIT', async () => {
    for (let i = 0; i < 7; i += 1) await ownBaby();
    expect((await account.send('PUT', '/api/cart/items/cloud-server', { ...BABY, serverName: 'mine-1' })).statusCode).toBe(200);
    const before = cartSchema.parse((await account.get('/api/cart')).json());
    expect(await usage()).toMatchObject({ owned: 7, inCart: 1, used: 8 });

    // A guest (0 owned) may hold 4 baby servers; with the account's 8 only 2 fit.
    const sid = randomUUID();
    const guest = new Client(t.app, sid);
    for (let i = 1; i <= 4; i += 1) expect((await guest.send('PUT', '/api/cart/items/cloud-server', { ...BABY, serverName: `guest-${i}` })).statusCode).toBe(200);
    expect((await guest.send('PUT', '/api/cart/items/cloud-server', { ...BABY, package: 'cs-basic-cloud-1', serverName: 'guest-basic' })).statusCode).toBe(200);
    const [domain] = await namesWithStatus(t.app, 'available', 1, 'net', 'merge-baby');
    expect((await guest.send('PUT', '/api/cart/items', { items: [register(domain)] })).statusCode).toBe(200);

    const refused = await account.request({ method: 'POST', url: '/api/cart/merge', headers: { 'x-cart-sid': sid } });
    expect([refused.statusCode, refused.json()]).toEqual([409, { code: 'BABY_CLOUD_LIMIT', message: 'You can have at most 10 active baby cloud servers', details: { limit: 10, notMerged: 2 } }]);

    // The account keeps its lines and gains the others and the first two baby servers; the limit holds.
    const after = cartSchema.parse((await account.get('/api/cart')).json());
    expect(after.items.slice(0, before.items.length)).toEqual(before.items);
    expect(servers(after)).toEqual(['mine-1', 'guest-1', 'guest-2', 'guest-basic']);
    expect(titles(after)).toContain(domain);
    expect(await usage()).toMatchObject({ owned: 7, inCart: 3, used: 10 });
    // The two past the limit are not lost: they stay in the guest cart, alone.
    expect(servers(await guestCart(sid))).toEqual(['guest-3', 'guest-4']);

    // Merging again moves nothing while there is no room.
    const again = await account.request({ method: 'POST', url: '/api/cart/merge', headers: { 'x-cart-sid': sid } });
    expect([again.statusCode, again.json().details]).toEqual([409, { limit: 10, notMerged: 2 }]);
    expect(cartSchema.parse((await account.get('/api/cart')).json()).items).toEqual(after.items);

    // Once two owned servers have ended there is room: the rest merge and the guest cart is gone.
    await cancelOwned(2);
    // (Lines keep the order they were first added in.)
    expect(servers(await merge(sid))).toEqual(['mine-1', 'guest-1', 'guest-2', 'guest-3', 'guest-4', 'guest-basic']);
    expect((await guestCart(sid)).itemCount).toBe(0);
    expect(await usage()).toMatchObject({ owned: 5, inCart: 5, used: 10 });
  });

  it('signing in never fails for the cart: what fits merges, the baby servers past the limit stay in the guest cart', async () => {
    const sid = randomUUID();
    const guest = new Client(t.app, sid);
    expect((await guest.send('PUT', '/api/cart/items/cloud-server', { ...BABY, serverName: 'late-1' })).statusCode).toBe(200);
    expect((await guest.send('PUT', '/api/cart/items/cloud-server', { ...BABY, package: 'cs-basic-cloud-1', serverName: 'late-basic' })).statusCode).toBe(200);
    const signedIn = await guest.login(CUSTOMER.login, CUSTOMER.password);
    expect(signedIn.statusCode).toBe(200);
    const cart = cartSchema.parse((await guest.get('/api/cart')).json());
    expect(servers(cart)).toContain('late-basic');
    expect(servers(cart)).not.toContain('late-1');
    expect(await usage()).toMatchObject({ used: 10 });
    expect(servers(await guestCart(sid))).toEqual(['late-1']);
  });
});
