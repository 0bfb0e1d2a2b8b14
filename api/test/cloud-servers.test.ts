import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'kysely';
import {
  cartSchema,
  CLOUD_OPERATING_SYSTEMS,
  CLOUD_SERVER_ADDONS,
  cloudServerOptionsSchema,
  cloudServerQuoteSchema,
  LIMITS,
  productSchema,
  SERVER_NAME_MESSAGES,
  type CloudServerQuote,
} from '@storefront/contracts';
import { z } from 'zod';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { ensureBilling } from './helpers/contacts';

let t: TestApp;
let customerId: string;
let staffId: string;
let hasServices = false;

before(async () => {
  t = await createTestApp();
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
  staffId = (await t.app.db.selectFrom('users').select('id').where('email', '=', STAFF.login).executeTakeFirstOrThrow()).id;
  const { rows } = await sql<{ present: boolean }>`select to_regclass('service_backups') is not null as present`.execute(t.app.db);
  hasServices = Boolean(rows[0]?.present);
});
after(() => t.close());

const BASE = { region: 'cambodia', package: 'cs-basic-cloud-1', os: 'ubuntu-24.04', storageType: 'ssd', addons: {}, source: 'NEW', serverName: 'web-1', months: 1 } as const;
type Config = {
  region: string;
  serverName: string;
  addons: Record<string, number>;
  storageType: string;
  os: string;
  package: string;
  months: number;
  source: string;
  backupId?: string;
};
const config = (patch: Partial<Config> = {}): Config => ({ ...BASE, ...patch, addons: { ...(patch.addons ?? {}) } });

const guest = () => new Client(t.app, randomUUID());
const quote = async (body: unknown): Promise<CloudServerQuote> => {
  const response = await guest().send('POST', '/api/products/cloud-server/price', body);
  expect(response.statusCode).toBe(200);
  return cloudServerQuoteSchema.parse(response.json()) as CloudServerQuote;
};
const line = (q: CloudServerQuote, key: string) => q.lines.find((l) => l.key === key)!;

/** A cloud server service row the customer owns (the services area's table), for the limit and restore points. */
async function ownServer(userId: string, productKey: string, status = 'active'): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await sql`insert into services (id, user_id, kind, product_key, title, name, status, provisioning, period, period_unit, renew_price, starts_at, expires_at, details, created_at, updated_at)
    values (${id}, ${userId}, 'cloud-server', ${productKey}, 'Server', ${`srv-${id.slice(0, 6)}`}, ${status}, 'ready', 1, 'month', 499, ${now}, ${now}, '{}'::jsonb, ${now}, ${now})`.execute(t.app.db);
  return id;
}

describe('cloud server options', () => {
  it('lists both data centres, the 10 packages (Basic Cloud 1 the best seller), the 15 systems and the add-ons with their limits', async () => {
    const options = cloudServerOptionsSchema.parse((await guest().get('/api/products/cloud-server/options')).json());
    expect(options.regions).toEqual(['cambodia', 'thailand']);
    expect(options.packages).toHaveLength(10);
    expect(options.packages.filter((p) => p.bestSeller).map((p) => p.key)).toEqual(['cs-basic-cloud-1']);
    expect(options.packages.filter((p) => p.baby).map((p) => p.key)).toEqual(['cs-baby-cloud-1', 'cs-baby-cloud-2']);
    for (const p of options.packages) expect(p.hddPrice).toBeLessThan(p.price);
    expect(options.operatingSystems.map((os) => os.name)).toEqual(CLOUD_OPERATING_SYSTEMS.map((os) => os.name));
    expect(options.operatingSystems.filter((os) => os.licencePrice > 0).map((os) => os.key)).toEqual(['windows-server-2019', 'windows-10']);
    expect(options.addons.map((a) => [a.key, a.min, a.max, a.step])).toEqual(Object.entries(CLOUD_SERVER_ADDONS).map(([key, a]) => [key, a.min, a.max, a.step]));
    expect(options.cycles.map((c) => c.months)).toEqual([1, 12, 24, 36]);
  });

  it('describes the systems in Khmer for x-locale km', async () => {
    const en = cloudServerOptionsSchema.parse((await guest().get('/api/products/cloud-server/options')).json());
    const km = cloudServerOptionsSchema.parse((await guest().request({ method: 'GET', url: '/api/products/cloud-server/options', headers: { 'x-locale': 'km' } })).json());
    for (const [index, os] of km.operatingSystems.entries()) {
      expect(os.description).toMatch(/[\u1780-\u17FF]/);
      expect(os.description).not.toBe(en.operatingSystems[index]!.description);
    }
  });
});

describe('cloud server pricing', () => {
  it('prices a package by its cpu, ram and storage lines, which add up to its catalogue price', async () => {
    const q = await quote(config());
    expect(q.monthly).toBe(899);
    expect(q.lines.map((l) => l.key)).toEqual(['cpu', 'ram', 'storage', 'additionalStorage', 'bandwidth', 'additionalIp', 'os']);
    expect(line(q, 'cpu')).toMatchObject({ quantity: 2 });
    expect(line(q, 'ram')).toMatchObject({ quantity: 2 });
    expect(line(q, 'storage')).toMatchObject({ quantity: 40, unit: 'SSD' });
    expect(line(q, 'os')).toMatchObject({ amount: 0, unit: 'Ubuntu 24.04' });
    expect(q.lines.reduce((s, l) => s + l.amount, 0)).toBe(899);
  });

  it('prices every add-on on its own line, by quantity', async () => {
    const options = cloudServerOptionsSchema.parse((await guest().get('/api/products/cloud-server/options')).json());
    const price = Object.fromEntries(options.addons.map((a) => [a.key, a]));
    const base = await quote(config());
    const cases = [
      ['cs-cpu', 3, 'cpu'],
      ['cs-ram', 4, 'ram'],
      ['cs-bandwidth', 2, 'bandwidth'],
      ['cs-additional-ip', 2, 'additionalIp'],
      ['cs-more-storage', 50, 'additionalStorage'],
    ] as const;
    for (const [addon, qty, key] of cases) {
      const q = await quote(config({ addons: { [addon]: qty } }));
      const units = qty / CLOUD_SERVER_ADDONS[addon].step;
      expect(line(q, key).amount - line(base, key).amount).toBe(units * price[addon]!.price);
      expect(q.monthly - base.monthly).toBe(units * price[addon]!.price);
    }
    const more = await quote(config({ addons: { 'cs-cpu': 1 } }));
    expect(line(more, 'cpu').quantity).toBe(3);
  });

  it('prices HDD storage and additional storage at the HDD rate, and a Windows licence on the os line', async () => {
    const options = cloudServerOptionsSchema.parse((await guest().get('/api/products/cloud-server/options')).json());
    const storage = options.addons.find((a) => a.key === 'cs-more-storage')!;
    const hdd = await quote(config({ storageType: 'hdd', addons: { 'cs-more-storage': 100 } }));
    expect(hdd.monthly).toBe(options.packages.find((p) => p.key === 'cs-basic-cloud-1')!.hddPrice + 10 * storage.hddPrice!);
    expect(line(hdd, 'storage').unit).toBe('HDD');
    const windows = await quote(config({ os: 'windows-server-2019' }));
    expect(line(windows, 'os')).toMatchObject({ amount: 1500, unit: 'Windows Server 2019' });
    expect(windows.monthly).toBe(899 + 1500);
  });

  it('offers each cycle with its monthly price, saving and bonus months, and a timeline for the chosen one', async () => {
    const q = await quote(config({ months: 12 }));
    const byMonths = Object.fromEntries(q.cycles.map((c) => [c.months, c]));
    expect(byMonths[1]).toMatchObject({ monthly: 899, total: 899, saving: 0, bonusMonths: 0 });
    expect(byMonths[12]).toMatchObject({ monthly: Math.round(899 * 0.95), total: Math.round(899 * 0.95) * 12, bonusMonths: 2 });
    expect(byMonths[12]!.saving).toBe(899 * 12 - byMonths[12]!.total);
    expect(byMonths[24]!.bonusMonths).toBe(4);
    expect(byMonths[36]!.bonusMonths).toBe(6);
    expect(byMonths[36]!.monthly).toBeLessThan(byMonths[24]!.monthly);
    expect(q.timeline.today).toMatchObject({ amount: byMonths[12]!.total, months: 12, bonusMonths: 2, effectiveMonthly: Math.round(byMonths[12]!.total / 14) });
    expect(q.timeline.firstRenewal).toEqual({ afterMonths: 14, amount: byMonths[12]!.total, months: 12 });
    expect(q.timeline.afterPromotion.effectiveMonthly).toBe(byMonths[12]!.monthly);
  });

  it('refuses invalid configurations with 400 and the rule\'s words', async () => {
    const cases: [unknown, string][] = [
      [config({ package: 'cs-mega-cloud' }), 'Unknown cloud server package'],
      [config({ os: 'windows-95' }), 'Unknown operating system'],
      [config({ addons: { 'cs-cpu': 9 } }), 'cs-cpu must be from 0 to 8'],
      [config({ addons: { 'cs-more-storage': 15 } }), 'cs-more-storage must be from 0 to 1000'],
      [config({ addons: { 'cs-ram': -1 } }), 'cs-ram must be from 0 to 32'],
      [config({ source: 'BACKUP' }), 'Please choose a backup to restore'],
    ];
    for (const [body, message] of cases) {
      const response = await guest().send('POST', '/api/products/cloud-server/price', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message });
    }
    const names: [string, string][] = [
      ['', SERVER_NAME_MESSAGES.required],
      ['a'.repeat(LIMITS.serverNameMax + 1), SERVER_NAME_MESSAGES.max],
      ['web_1', SERVER_NAME_MESSAGES.invalid],
      ['-web', SERVER_NAME_MESSAGES.invalid],
    ];
    for (const [serverName, message] of names) {
      const response = await guest().send('PUT', '/api/cart/items/cloud-server', config({ serverName }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message });
    }
    expect((await guest().send('PUT', '/api/cart/items/cloud-server', config({ serverName: 'a'.repeat(LIMITS.serverNameMax) }))).statusCode).toBe(200);
  });
});

describe('cloud servers in the cart', () => {
  it('adds a configured server at the quoted price, edits it from the basket, and reprices a new term with its discount', async () => {
    const client = guest();
    const body = config({ os: 'windows-10', addons: { 'cs-ram': 2, 'cs-additional-ip': 1 }, months: 12, serverName: 'shop.example' });
    const q = await quote(body);
    const cart = cartSchema.parse((await client.send('PUT', '/api/cart/items/cloud-server', body)).json());
    const item = cart.items[0]!;
    expect(item).toMatchObject({ type: 'cloud-server', category: 'CLOUD_SERVER', period: 12, amount: q.timeline.today.amount, title: 'Basic Cloud 1' });
    expect(item.data).toMatchObject({ package: 'cs-basic-cloud-1', os: 'Windows 10', region: 'cambodia', serverName: 'shop.example' });
    expect((item.data.configuration as { addons: unknown }).addons).toEqual({ 'cs-ram': 2, 'cs-additional-ip': 1 });

    const edited = config({ package: 'cs-standard-cloud-1', region: 'thailand', os: 'debian-11', months: 24, serverName: 'shop2' });
    const after = cartSchema.parse((await client.send('PATCH', `/api/cart/items/cloud-server/${item.key}`, edited)).json());
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ key: item.key, title: 'Standard Cloud 1', period: 24, amount: (await quote(edited)).timeline.today.amount });

    const term = cartSchema.parse((await client.send('PATCH', '/api/cart/items', { key: item.key, months: 1 })).json());
    expect(term.items[0]).toMatchObject({ period: 1, amount: (await quote({ ...edited, months: 1 })).monthly });

    expect((await client.send('PATCH', `/api/cart/items/ssl/${item.key}`, edited)).json().code).toBe('ITEMS_NOT_FOUND');
    expect((await client.send('PATCH', `/api/cart/items/cloud-server/${randomUUID()}`, edited)).json().code).toBe('ITEMS_NOT_FOUND');
    const bad = await client.send('PATCH', `/api/cart/items/cloud-server/${item.key}`, { ...edited, addons: { 'cs-cpu': 99 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('cs-cpu must be from 0 to 8');
  });

  it('takes a cloud server through PUT /cart/items too', async () => {
    const cart = cartSchema.parse((await guest().send('PUT', '/api/cart/items', { items: [{ type: 'cloud-server', ...config() }] })).json());
    expect(cart.items[0]).toMatchObject({ type: 'cloud-server', amount: 899 });
  });

  it('restores only from the customer\'s own backups that still exist', async () => {
    const backupBody = (backupId: string) => config({ source: 'BACKUP', backupId });
    expect((await guest().send('PUT', '/api/cart/items/cloud-server', backupBody('nope'))).json().code).toBe('RESTORE_POINT_NOT_FOUND');
    const customer = new Client(t.app);
    await customer.login(CUSTOMER.login, CUSTOMER.password);
    expect((await customer.send('PUT', '/api/cart/items/cloud-server', backupBody(randomUUID()))).json().code).toBe('RESTORE_POINT_NOT_FOUND');
    if (!hasServices) return;
    const mine = await ownServer(customerId, 'cs-basic-cloud-1');
    const ended = await ownServer(customerId, 'cs-basic-cloud-1', 'cancelled');
    const theirs = await ownServer(staffId, 'cs-basic-cloud-1');
    const backup = async (serviceId: string) => {
      const id = randomUUID();
      await sql`insert into service_backups (id, service_id, label, size_gb, created_at) values (${id}, ${serviceId}, 'Weekly', 12, ${new Date()})`.execute(t.app.db);
      return id;
    };
    const [good, gone, other] = [await backup(mine), await backup(ended), await backup(theirs)];
    const points = (await customer.get('/api/user/cloud-servers/restore-points')).json() as { id: string; available: boolean }[];
    expect(points.map((p) => p.id).sort()).toEqual([good, gone].sort());
    expect(points.find((p) => p.id === gone)?.available).toBe(false);
    expect((await customer.send('PUT', '/api/cart/items/cloud-server', backupBody(other))).json().code).toBe('RESTORE_POINT_NOT_FOUND');
    expect((await customer.send('PUT', '/api/cart/items/cloud-server', backupBody(gone))).json().code).toBe('BACKUP_UNAVAILABLE');
    const cart = cartSchema.parse((await customer.send('PUT', '/api/cart/items/cloud-server', backupBody(good))).json());
    expect(cart.items.at(-1)?.data).toMatchObject({ source: 'BACKUP' });
    await t.app.db.deleteFrom('cart_items').execute();
    await sql`delete from service_backups`.execute(t.app.db);
    await sql`delete from services`.execute(t.app.db);
  });
});

describe('the baby cloud limit', () => {
  const baby = config({ package: 'cs-baby-cloud-1' });

  it('counts baby servers in the cart: the 11th is refused with the §8 message, other packages are not', async () => {
    const client = guest();
    for (let i = 0; i < LIMITS.activeBabyCloudServers; i += 1) {
      expect((await client.send('PUT', '/api/cart/items/cloud-server', { ...baby, serverName: `baby-${i}` })).statusCode).toBe(200);
    }
    expect((await client.get('/api/cloud-servers/baby-usage')).json()).toEqual({ owned: 0, inCart: 10, used: 10, limit: 10 });
    const refused = await client.send('PUT', '/api/cart/items/cloud-server', { ...baby, package: 'cs-baby-cloud-2' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BABY_CLOUD_LIMIT', message: 'You can have at most 10 active baby cloud servers' });
    expect((await client.send('PUT', '/api/cart/items', { items: [{ type: 'cloud-server', ...baby }] })).json().code).toBe('BABY_CLOUD_LIMIT');
    expect((await client.send('PUT', '/api/cart/items/cloud-server', config())).statusCode).toBe(200);
    const cart = cartSchema.parse((await client.get('/api/cart')).json());
    expect(cart.items).toHaveLength(11);
    // Changing the other server to a baby package from the basket counts too.
    const other = cart.items.find((item) => item.data.package === 'cs-basic-cloud-1')!;
    expect((await client.send('PATCH', `/api/cart/items/cloud-server/${other.key}`, baby)).json().code).toBe('BABY_CLOUD_LIMIT');
  });

  it('counts the servers the customer owns, at add, at checkout and at payment', async () => {
    if (!hasServices) return;
    const customer = new Client(t.app);
    await customer.login(CUSTOMER.login, CUSTOMER.password);
    await t.app.db.deleteFrom('cart_items').execute();
    for (let i = 0; i < 8; i += 1) await ownServer(customerId, 'cs-baby-cloud-1');
    await ownServer(customerId, 'cs-baby-cloud-2', 'cancelled');
    expect((await customer.get('/api/cloud-servers/baby-usage')).json()).toEqual({ owned: 8, inCart: 0, used: 8, limit: 10 });
    expect((await customer.send('PUT', '/api/cart/items/cloud-server', baby)).statusCode).toBe(200);
    expect((await customer.send('PUT', '/api/cart/items/cloud-server', baby)).statusCode).toBe(200);
    expect((await customer.send('PUT', '/api/cart/items/cloud-server', baby)).json().code).toBe('BABY_CLOUD_LIMIT');
    // The order is made while the two fit; a server bought meanwhile (another order) makes them too many: the
    // payment refuses, and so does checkout when the order is asked for again.
    const order = (await customer.send('POST', '/api/checkout/init')).json() as { orderId: string; total: number };
    expect(order.orderId).toBeTruthy();
    await ensureBilling(customer, order.orderId);
    const staff = new Client(t.app);
    await staff.login(STAFF.login, STAFF.password);
    await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: order.total + 10_000, reason: 'baby limit test' });
    await ownServer(customerId, 'cs-baby-cloud-1');
    const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': `baby-${order.orderId}` } });
    expect(paid.json().code).toBe('BABY_CLOUD_LIMIT');
    expect(await t.app.db.selectFrom('payments').selectAll().where('order_id', '=', order.orderId).execute()).toHaveLength(0);
    expect((await customer.send('POST', '/api/checkout/init')).json().code).toBe('BABY_CLOUD_LIMIT');
    await t.app.db.deleteFrom('cart_items').execute();
    await sql`delete from services`.execute(t.app.db);
  });
});

describe('catalogue texts by x-locale', () => {
  it('answers every plan\'s features in Khmer on /km and in English otherwise', async () => {
    for (const type of ['shared-hosting', 'cloud-hosting', 'wordpress-hosting', 'cloud-server', 'ssl']) {
      const en = z.array(productSchema).parse((await guest().get(`/api/products?type=${type}`)).json());
      const km = z.array(productSchema).parse((await guest().request({ method: 'GET', url: `/api/products?type=${type}`, headers: { 'x-locale': 'km' } })).json());
      expect(km.map((p) => p.key)).toEqual(en.map((p) => p.key));
      for (const [index, product] of km.entries()) {
        expect(product.features).toHaveLength(en[index]!.features.length);
        expect(product.features.every((feature) => /[\u1780-\u17FF]/.test(feature))).toBe(true);
        expect(en[index]!.features.some((feature) => /[\u1780-\u17FF]/.test(feature))).toBe(false);
      }
    }
    const one = productSchema.parse((await guest().request({ method: 'GET', url: '/api/products/sh-basic', headers: { 'x-locale': 'km' } })).json());
    expect(one.features[0]).toBe('គេហទំព័រ 3');
  });
});
