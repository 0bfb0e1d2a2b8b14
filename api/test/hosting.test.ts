import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { cartSchema, checkoutOrderSchema, hostingQuoteSchema, invoiceSchema, type Cart } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { saveHolding } from '../src/domains/domains.repository';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { ensureBilling } from './helpers/contacts';
import { namesWithStatus } from './helpers/domains';

const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let customer: Client;
let customerId: string;

before(async () => {
  t = await createTestApp({}, { clock });
  customer = new Client(t.app);
  const staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
  await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 200_000, reason: 'test credit' });
});
after(() => t.close());

const cartOf = (response: { json: () => unknown }): Cart => cartSchema.parse(response.json());
const emptyCart = async () => {
  await customer.send('DELETE', '/api/cart/voucher');
  for (const item of (await customer.get('/api/cart')).json().items as { key: string }[]) await customer.send('DELETE', '/api/cart/items', { key: item.key });
};
const shared = (domain: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ package: 'sh-basic', months: 12, websiteName: 'my-shop', domain, ...extra });
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;
let counter = 0;
const freshName = async (tld = 'com') => (await namesWithStatus(t.app, 'available', 1, tld, `hst${(counter += 1)}x${Date.now() % 100000}`))[0]!;

describe('hosting configuration price', () => {
  it('prices the plan, add-ons, WordPress extras and the domain in cents, with the bonus month', async () => {
    const name = await freshName();
    const quote = hostingQuoteSchema.parse(
      (await customer.send('POST', '/api/products/wordpress-hosting/price', { package: 'wp-basic', months: 12, addons: { fileStorage: 20, databaseStorage: 5, additionalIp: 1 }, theme: 'angkor-shop', plugins: ['shop-cart', 'seo-booster'], domain: { kind: 'new', domain: name } })).json(),
    );
    // wp-basic 399 + file storage 2 × 120 + database 1 × 90 + IP 300 + theme 499 + plugins 399 + 0 = 1927 a month.
    expect(quote.monthly).toBe(399 + 240 + 90 + 300 + 499 + 399);
    expect(quote.domain).toEqual({ name, kind: 'new', amount: 0, free: true, renewal: 1399 });
    expect(quote.total).toBe(quote.monthly * 12);
    expect(quote.bonusMonths).toBe(1);
    expect(quote.renewal).toBe(quote.monthly * 12 + 1399);
    expect(quote.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(quote.total);
    // The add-on lines say their quantity as `(n unit)`: mfe-hosting's QuoteSummary labels them by key in the reader's language with it.
    expect(quote.lines.filter((line) => ['fileStorage', 'databaseStorage', 'additionalIp'].includes(line.key)).map((line) => line.label)).toEqual(['Additional file storage (20 GB)', 'Additional database storage (5 GB)', 'Additional IP (1 IP)']);
  });

  it('charges the domain of a monthly plan and of a plan without a free domain', async () => {
    const name = await freshName();
    const monthly = hostingQuoteSchema.parse((await customer.send('POST', '/api/products/shared-hosting/price', shared({ kind: 'new', domain: name }, { months: 1 }))).json());
    expect(monthly.domain).toMatchObject({ amount: 1199, free: false });
    expect(monthly.total).toBe(299 + 1199);
    const lite = hostingQuoteSchema.parse((await customer.send('POST', '/api/products/shared-hosting/price', shared({ kind: 'new', domain: name }, { package: 'sh-lite' }))).json());
    expect(lite.domain).toMatchObject({ amount: 1199, free: false });
  });

  it('answers 400 with the rule for unknown packages, themes, plugins and quantities', async () => {
    const bad = async (type: string, body: Record<string, unknown>) => {
      const response = await customer.send('POST', `/api/products/${type}/price`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
      return messageOf(response);
    };
    expect(await bad('shared-hosting', { package: 'sh-imaginary', months: 12 })).toBe('This plan does not exist');
    expect(await bad('shared-hosting', { package: 'wp-basic', months: 12 })).toBe('This plan is not a shared-hosting plan');
    expect(await bad('wordpress-hosting', { package: 'wp-basic', months: 12, theme: 'nope' })).toBe('This theme does not exist');
    expect(await bad('wordpress-hosting', { package: 'wp-basic', months: 12, plugins: ['astra-lite'] })).toBe('This plugin does not exist');
    expect(await bad('shared-hosting', { package: 'sh-basic', months: 12, addons: { fileStorage: 15 } })).toContain('fileStorage must be from 0 to 500');
    expect(await bad('shared-hosting', { package: 'sh-basic', months: 5 })).toBeTruthy();
  });
});

describe('PUT /api/cart/items/{type}: the domain connection', () => {
  it('needs the domain config and a valid website name', async () => {
    await emptyCart();
    const missing = await customer.send('PUT', '/api/cart/items/shared-hosting', { package: 'sh-basic', months: 12, websiteName: 'my-shop' });
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toBe('Please complete domain config');
    const name = await customer.send('PUT', '/api/cart/items/shared-hosting', shared({ kind: 'subdomain', subdomain: 'myshop' }, { websiteName: 'my shop!' }));
    expect(name.statusCode).toBe(400);
    expect(JSON.stringify(name.json())).toContain('Website name may contain only letters, digits, hyphens and dots');
  });

  it('takes a third-party domain, refusing www. and bad names', async () => {
    await emptyCart();
    for (const domain of ['www.example.org', 'not a domain', 'example']) {
      const response = await customer.send('PUT', '/api/cart/items/shared-hosting', shared({ kind: 'thirdParty', domain }));
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain("Please input a valid domain. The domain cannot start with 'www.'");
    }
    const cart = cartOf(await customer.send('PUT', '/api/cart/items/shared-hosting', shared({ kind: 'thirdParty', domain: 'my-own-site.org' })));
    const item = cart.items.find((entry) => entry.type === 'shared-hosting')!;
    expect(item.amount).toBe(299 * 12);
    expect(item.data).toMatchObject({ domain: 'my-own-site.org', websiteName: 'my-shop', package: 'sh-basic' });
  });

  it('keeps one domain per plan: in the cart and in the same request', async () => {
    const again = await customer.send('PUT', '/api/cart/items/cloud-hosting', { package: 'ch-basic', months: 1, websiteName: 'other', domain: { kind: 'thirdParty', domain: 'my-own-site.org' } });
    expect(again.statusCode).toBe(400);
    expect(messageOf(again)).toBe('Already connected to another hosting');
    const twice = await customer.send('PUT', '/api/cart/items', {
      items: [
        { type: 'cloud-hosting', package: 'ch-basic', months: 1, websiteName: 'a', domain: { kind: 'subdomain', subdomain: 'twin' } },
        { type: 'shared-hosting', package: 'sh-basic', months: 1, websiteName: 'b', domain: { kind: 'subdomain', subdomain: 'TWIN' } },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(messageOf(twice)).toBe('Already connected to another hosting');
  });

  it('checks subdomains: 1 to 32 characters, not starting with a hyphen', async () => {
    await emptyCart();
    for (const subdomain of ['-bad', 'a'.repeat(33), '']) {
      const response = await customer.send('PUT', '/api/cart/items/shared-hosting', shared({ kind: 'subdomain', subdomain }));
      expect(response.statusCode).toBe(400);
    }
    const cart = cartOf(await customer.send('PUT', '/api/cart/items/shared-hosting', shared({ kind: 'subdomain', subdomain: 'a'.repeat(32) })));
    expect(cart.items[0]!.data.domain).toBe(`${'a'.repeat(32)}.sites.cloudhost.com.kh`);
  });

  it('connects an existing domain only when the customer holds it', async () => {
    await emptyCart();
    const mine = await freshName();
    await saveHolding(t.app.db, { userId: customerId, domain: mine, tld: 'com', registeredAt: clock.now(), expiresAt: new Date(clock.now().getTime() + 200 * 86_400_000) }, clock.now());
    const list = (await customer.get('/api/domains/search/connecting')).json() as { domain: string; connected: boolean }[];
    expect(list.find((entry) => entry.domain === mine)).toMatchObject({ connected: false });
    const notMine = await customer.send('PUT', '/api/cart/items/shared-hosting', shared({ kind: 'existing', domain: 'someone-elses-name.com' }));
    expect(notMine.statusCode).toBe(400);
    expect(messageOf(notMine)).toBe('Domain someone-elses-name.com is not existed anymore');
    const guest = await new Client(t.app).request({ method: 'PUT', url: '/api/cart/items/shared-hosting', payload: shared({ kind: 'existing', domain: mine }), headers: { 'x-cart-sid': randomUUID() } });
    expect(guest.statusCode).toBe(401);
    expect((await customer.send('PUT', '/api/cart/items/shared-hosting', shared({ kind: 'existing', domain: mine }))).statusCode).toBe(200);
    const after = (await customer.get('/api/domains/search/connecting')).json() as { domain: string; connected: boolean }[];
    expect(after.find((entry) => entry.domain === mine)).toMatchObject({ connected: true });
  });

  it('connects a domain already in the cart, and refuses one that is not', async () => {
    await emptyCart();
    const name = await freshName();
    const missing = await customer.send('PUT', '/api/cart/items/shared-hosting', shared({ kind: 'inCart', domain: name }));
    expect(messageOf(missing)).toBe(`Domain ${name} is not existed anymore`);
    expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'register', domain: name, years: 1 }] })).statusCode).toBe(200);
    const cart = cartOf(await customer.send('PUT', '/api/cart/items/shared-hosting', shared({ kind: 'inCart', domain: name })));
    expect(cart.items.map((item) => item.type)).toEqual(['domain', 'shared-hosting']);
    expect(cart.items[1]!.amount).toBe(299 * 12);
  });

  it('refuses a new domain that is taken', async () => {
    const [taken] = await namesWithStatus(t.app, 'taken', 1, 'com', 'hsttaken');
    const response = await customer.send('PUT', '/api/cart/items/shared-hosting', shared({ kind: 'new', domain: taken }));
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(`Domain ${taken} is already registered`);
  });
});

describe('the free domain of annual shared plans and hosting vouchers', () => {
  it('is free for its first year in the cart and on the invoice, registered after payment, and charged when the term becomes monthly', async () => {
    await emptyCart();
    const name = await freshName();
    let cart = cartOf(await customer.send('PUT', '/api/cart/items/shared-hosting', shared({ kind: 'new', domain: name })));
    const item = cart.items[0]!;
    expect(item.amount).toBe(299 * 12);
    expect(item.description).toContain(`${name} free for the first year`);
    expect(item.data.domainConnection).toMatchObject({ kind: 'new', amount: 0, free: true, renewal: 1399 });
    cart = cartOf(await customer.send('PATCH', '/api/cart/items', { key: item.key, months: 1 }));
    expect(cart.items[0]!.amount).toBe(299 + 1199);
    expect(cart.items[0]!.data.domainConnection).toMatchObject({ free: false, amount: 1199 });
    cart = cartOf(await customer.send('PATCH', '/api/cart/items', { key: item.key, months: 12 }));
    expect(cart.items[0]!.amount).toBe(299 * 12);

    const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
    await ensureBilling(customer, order.orderId);
    const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': `hosting-${order.orderId}` } });
    expect(paid.statusCode).toBe(200);
    const invoice = invoiceSchema.parse((await customer.get(`/api/user/invoices/${paid.json().invoiceId as string}`)).json());
    expect(JSON.stringify(invoice.lines)).toContain(`${name} free for the first year`);
    const held = await t.app.db.selectFrom('domains').selectAll().where('domain', '=', name).executeTakeFirstOrThrow();
    expect(held.user_id).toBe(customerId);
    // A plan bought is connected: another plan cannot take its name.
    const again = await customer.send('PUT', '/api/cart/items/cloud-hosting', { package: 'ch-basic', months: 1, websiteName: 'x', domain: { kind: 'existing', domain: name } });
    expect(messageOf(again)).toBe('Already connected to another hosting');
  });

  it('refuses an SSL certificate for a free domain (§5), in the cart and once bought, and sells one for a paid name', async () => {
    await emptyCart();
    const name = await freshName();
    expect((await customer.send('PUT', '/api/cart/items/shared-hosting', shared({ kind: 'new', domain: name }))).statusCode).toBe(200);
    const ssl = (domain: string, product = 'positivessl') => customer.send('PUT', '/api/cart/items', { items: [{ type: 'ssl', product, years: 1, domain }] });
    const inCart = await ssl(name);
    expect(inCart.statusCode).toBe(400);
    expect(messageOf(inCart)).toBe('Free domains cannot get an SSL certificate');
    expect(messageOf(await ssl(name.toUpperCase()))).toBe('Free domains cannot get an SSL certificate');

    const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
    await ensureBilling(customer, order.orderId);
    const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': `free-ssl-${order.orderId}` } });
    expect(paid.statusCode).toBe(200);
    expect(messageOf(await ssl(name))).toBe('Free domains cannot get an SSL certificate');
    expect(cartOf(await customer.get('/api/cart')).items).toHaveLength(0);

    // A name paid for (a monthly plan's domain) takes a certificate.
    const paidName = await freshName();
    expect((await customer.send('PUT', '/api/cart/items/shared-hosting', shared({ kind: 'new', domain: paidName }, { months: 1 }))).statusCode).toBe(200);
    expect((await ssl(paidName)).statusCode).toBe(200);
    await emptyCart();
  });

  it('SHARED_HOSTING_DOMAIN_DISCOUNT takes 20% off the domain bought with a shared plan, and nothing else', async () => {
    await emptyCart();
    const name = await freshName();
    expect((await customer.send('PUT', '/api/cart/items/shared-hosting', shared({ kind: 'new', domain: name }, { months: 1 }))).statusCode).toBe(200);
    const cart = cartOf(await customer.send('PUT', '/api/cart/voucher', { code: 'SHARED_HOSTING_DOMAIN_DISCOUNT' }));
    expect(cart.voucher).toEqual({ code: 'SHARED_HOSTING_DOMAIN_DISCOUNT', discount: 240 });
    await emptyCart();
    expect((await customer.send('PUT', '/api/cart/items/shared-hosting', shared({ kind: 'subdomain', subdomain: 'nodomain' }, { months: 1 }))).statusCode).toBe(200);
    expect((await customer.send('PUT', '/api/cart/voucher', { code: 'SHARED_HOSTING_DOMAIN_DISCOUNT' })).json().code).toBe('CANNOT_USE_VOUCHER');
  });

  it('CLOUD_HOSTING_DOMAIN_DISCOUNT makes the .com of an annual cloud hosting plan free', async () => {
    await emptyCart();
    const name = await freshName();
    expect((await customer.send('PUT', '/api/cart/items/cloud-hosting', { package: 'ch-basic', months: 12, websiteName: 'cloudy', domain: { kind: 'new', domain: name } })).statusCode).toBe(200);
    const cart = cartOf(await customer.send('PUT', '/api/cart/voucher', { code: 'CLOUD_HOSTING_DOMAIN_DISCOUNT' }));
    expect(cart.voucher).toEqual({ code: 'CLOUD_HOSTING_DOMAIN_DISCOUNT', discount: 1199 });
    expect(cart.total).toBe(999 * 12);
  });

  it('WP_HOSTING_EXTRA_DISCOUNT applies to WordPress hosting paid for a year', async () => {
    await emptyCart();
    expect((await customer.send('PUT', '/api/cart/items/wordpress-hosting', { package: 'wp-basic', months: 1, websiteName: 'blog', region: 'KH', domain: { kind: 'subdomain', subdomain: 'myblog' } })).statusCode).toBe(200);
    expect((await customer.send('PUT', '/api/cart/voucher', { code: 'WP_HOSTING_EXTRA_DISCOUNT' })).json().code).toBe('CANNOT_USE_VOUCHER');
    await emptyCart();
    expect((await customer.send('PUT', '/api/cart/items/wordpress-hosting', { package: 'wp-basic', months: 12, websiteName: 'blog', region: 'KH', domain: { kind: 'subdomain', subdomain: 'myblog' } })).statusCode).toBe(200);
    const cart = cartOf(await customer.send('PUT', '/api/cart/voucher', { code: 'WP_HOSTING_EXTRA_DISCOUNT' }));
    expect(cart.voucher).toEqual({ code: 'WP_HOSTING_EXTRA_DISCOUNT', discount: Math.round(399 * 12 * 0.08) });
  });

  it('TRIAL-CS1M covers one month of a Baby Cloud server and nothing else, for a customer the trial gave it to', async () => {
    await emptyCart();
    // Typed in without the trial (its code is public): refused, in the cart and in the wallet alike.
    expect(cartOf(await customer.send('PUT', '/api/cart/items/cloud-server', { region: 'cambodia', package: 'cs-baby-cloud-1', os: 'ubuntu-24.04', storageType: 'ssd', source: 'NEW', serverName: 'web-0', months: 12, addons: {} })).items).toHaveLength(1);
    expect((await customer.send('PUT', '/api/cart/voucher', { code: 'TRIAL-CS1M' })).json().code).toBe('VOUCHER_NOT_FOUND');
    expect((await customer.send('POST', '/api/vouchers', { code: 'TRIAL-CS1M' })).json().code).toBe('VOUCHER_NOT_FOUND');
    await emptyCart();
    // Given by the trial (PUT /users/trial after its two steps puts it in the wallet so).
    await t.app.db.insertInto('user_vouchers').values({ id: randomUUID(), user_id: customerId, voucher_code: 'TRIAL-CS1M', source: 'trial', source_reference: null, created_at: clock.now() }).execute();
    const basic = await customer.send('PUT', '/api/cart/items/cloud-server', { region: 'cambodia', package: 'cs-basic-cloud-1', os: 'ubuntu-24.04', storageType: 'ssd', source: 'NEW', serverName: 'web-1', months: 12, addons: {} });
    expect(basic.statusCode).toBe(200);
    expect((await customer.send('PUT', '/api/cart/voucher', { code: 'TRIAL-CS1M' })).json().code).toBe('CANNOT_USE_VOUCHER');
    const baby = cartOf(await customer.send('PUT', '/api/cart/items/cloud-server', { region: 'cambodia', package: 'cs-baby-cloud-1', os: 'ubuntu-24.04', storageType: 'ssd', source: 'NEW', serverName: 'web-2', months: 12, addons: {} }));
    const babyItem = baby.items.find((item) => item.data.package === 'cs-baby-cloud-1')!;
    const cart = cartOf(await customer.send('PUT', '/api/cart/voucher', { code: 'TRIAL-CS1M' }));
    expect(cart.voucher).toEqual({ code: 'TRIAL-CS1M', discount: babyItem.unitPrice });
    expect(cart.voucher!.discount).toBeLessThan(babyItem.amount);
  });
});

describe('WordPress catalogue and domain offers', () => {
  it('lists themes and plugins with previews, prices and Khmer descriptions', async () => {
    const themes = (await customer.send('POST', '/api/products/wordpress-hosting/themes', {})).json() as { key: string; monthlyPrice: number; kind: string }[];
    expect(themes.length).toBeGreaterThanOrEqual(6);
    expect(themes.every((theme) => theme.kind === 'theme')).toBe(true);
    expect(themes.some((theme) => theme.monthlyPrice === 0) && themes.some((theme) => theme.monthlyPrice > 0)).toBe(true);
    const shops = (await customer.send('POST', '/api/products/wordpress-hosting/themes', { category: 'shop' })).json() as { category: string }[];
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.every((theme) => theme.category === 'shop')).toBe(true);
    const km = await customer.request({ method: 'POST', url: '/api/products/wordpress-hosting/plugins', payload: { search: 'seo' }, headers: { 'x-locale': 'km' } });
    expect(km.json()[0].description).toMatch(/[\u1780-\u17FF]/);
  });

  it('offers free names for a WordPress site and priced names for a plan', async () => {
    const free = (await customer.get('/api/domains/wordpress-free-domain?name=My%20Coffee%20Blog')).json() as { domain: string; freeWithAnnualPlan: boolean }[];
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((offer) => offer.domain.startsWith('mycoffeeblog.') && offer.freeWithAnnualPlan)).toBe(true);
    const offers = (await customer.get('/api/domains/search/cloud-hosting?keyword=coffee&type=cloud-hosting')).json() as { domain: string; price: number; freeWithAnnualPlan: boolean }[];
    expect(offers.find((offer) => offer.domain === 'coffee.com')).toMatchObject({ price: 1199, freeWithAnnualPlan: false });
    expect((await customer.get('/api/domains/search/cloud-hosting?keyword=---')).statusCode).toBe(400);
    const demo = (await customer.get('/api/products/shared-hosting/demo')).json() as { url: string; features: string[] };
    expect(demo.url).toMatch(/^https:\/\//);
    expect(demo.features.length).toBeGreaterThan(2);
  });

  it('issue 28.9: a taken name is not offered free with an annual plan; an available one on a free TLD is', async () => {
    const [taken] = await namesWithStatus(t.app, 'taken', 1, 'com', 'hstfree');
    const [available] = await namesWithStatus(t.app, 'available', 1, 'com', 'hstfree');
    for (const name of [taken!, available!]) {
      const offers = (await customer.get(`/api/domains/search/cloud-hosting?keyword=${name}&type=shared-hosting`)).json() as { domain: string; available: boolean; freeWithAnnualPlan: boolean }[];
      const offer = offers.find((entry) => entry.domain === name);
      expect(offer).toMatchObject(name === taken ? { available: false, freeWithAnnualPlan: false } : { available: true, freeWithAnnualPlan: true });
    }
  });
});
