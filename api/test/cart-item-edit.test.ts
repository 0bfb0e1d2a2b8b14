import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { cartSchema, type Cart } from '@storefront/contracts';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';

let t: TestApp;
let customer: Client;
let stranger: Client;

before(async () => {
  t = await createTestApp();
  customer = new Client(t.app);
  stranger = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  const signUp = await stranger.send('POST', '/api/users', { firstName: 'Other', lastName: 'Person', email: 'edit.other@example.com', password: 'Strong-pass1', passwordConfirmation: 'Strong-pass1', phoneNumber: '+85569000321' });
  expect(signUp.statusCode).toBe(201);
});
after(() => t.close());

const cartOf = (response: { json: () => unknown }): Cart => cartSchema.parse(response.json());
const emptyCart = async (client: Client) => {
  for (const item of (await client.get('/api/cart')).json().items as { key: string }[]) await client.send('DELETE', '/api/cart/items', { key: item.key });
};
const shared = (extra: Record<string, unknown> = {}) => ({ package: 'sh-basic', months: 12, websiteName: 'my-shop', domain: { kind: 'thirdParty', domain: 'edited-site.org' }, ...extra });

describe('PATCH /api/cart/items/{type}/{key}: every configurable kind is edited from the basket', () => {
  it('saves a hosting plan with its new configuration, priced again; its own domain is not "another hosting"', async () => {
    await emptyCart(customer);
    const added = cartOf(await customer.send('PUT', '/api/cart/items/shared-hosting', shared()));
    const item = added.items[0]!;
    expect(item).toMatchObject({ type: 'shared-hosting', amount: 299 * 12 });

    // The configurator prices the edited item with its own domain: no conflict with itself, only with others.
    const asNew = await customer.send('POST', '/api/products/shared-hosting/price', shared({ package: 'sh-standard' }));
    expect(asNew.json().message).toBe('Already connected to another hosting');
    expect((await customer.send('POST', '/api/products/shared-hosting/price', shared({ package: 'sh-standard', editing: item.key }))).json()).toMatchObject({ package: 'sh-standard', total: 599 * 12 });

    // Same domain, a bigger package, an add-on and a monthly term: one item, priced by the api.
    const edited = cartOf(await customer.send('PATCH', `/api/cart/items/shared-hosting/${item.key}`, shared({ package: 'sh-standard', months: 1, addons: { fileStorage: 10, databaseStorage: 0, additionalIp: 0 } })));
    expect(edited.items).toHaveLength(1);
    // sh-standard 599 + 10 GB of file storage 100, a month.
    const quote = { monthly: 599 + 100, total: 599 + 100 };
    expect(edited.items[0]).toMatchObject({ key: item.key, type: 'shared-hosting', period: 1, unitPrice: quote.monthly, amount: quote.total });
    expect(edited.items[0]!.data).toMatchObject({ package: 'sh-standard', websiteName: 'my-shop', domain: 'edited-site.org', addons: { fileStorage: 10 } });
    expect(edited.subtotal).toBe(quote.total);
  });

  it('edits a WordPress plan (theme, plugins, region) the same way', async () => {
    await emptyCart(customer);
    const wordpress = { package: 'wp-basic', months: 12, websiteName: 'blog', domain: { kind: 'subdomain', subdomain: 'my-blog' }, region: 'KH', plugins: [] };
    const item = cartOf(await customer.send('PUT', '/api/cart/items/wordpress-hosting', wordpress)).items[0]!;
    const edited = cartOf(await customer.send('PATCH', `/api/cart/items/wordpress-hosting/${item.key}`, { ...wordpress, theme: 'angkor-shop', plugins: ['seo-booster'] }));
    expect(edited.items[0]!.data).toMatchObject({ theme: 'angkor-shop', plugins: ['seo-booster'] });
    expect(edited.items[0]!.amount).toBeGreaterThan(item.amount);
  });

  it("refuses another customer's item, another kind's key and a guest's guess (ITEMS_NOT_FOUND), changing nothing", async () => {
    await emptyCart(customer);
    const item = cartOf(await customer.send('PUT', '/api/cart/items/shared-hosting', shared())).items[0]!;
    const foreign = await stranger.send('PATCH', `/api/cart/items/shared-hosting/${item.key}`, shared({ package: 'sh-lite' }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('ITEMS_NOT_FOUND');
    const guest = await new Client(t.app, randomUUID()).send('PATCH', `/api/cart/items/shared-hosting/${item.key}`, shared({ package: 'sh-lite' }));
    expect(guest.json().code).toBe('ITEMS_NOT_FOUND');
    expect((await customer.send('PATCH', `/api/cart/items/cloud-hosting/${item.key}`, shared({ package: 'ch-basic' }))).json().code).toBe('ITEMS_NOT_FOUND');
    expect(cartOf(await customer.get('/api/cart')).items[0]).toEqual(item);
  });

  it('answers 400 with the rule for a bad configuration, and BAD_REQUEST for a kind that is not configured so, changing nothing', async () => {
    await emptyCart(customer);
    const item = cartOf(await customer.send('PUT', '/api/cart/items/shared-hosting', shared())).items[0]!;
    const cases: [Record<string, unknown>, string][] = [
      [shared({ domain: undefined }), 'domain'],
      [shared({ domain: { kind: 'thirdParty', domain: 'www.edited-site.org' } }), "Please input a valid domain. The domain cannot start with 'www.'"],
      [shared({ websiteName: 'my shop!' }), 'Website name may contain only letters, digits, hyphens and dots'],
      [shared({ package: 'ch-basic' }), 'shared-hosting'],
      [shared({ months: 5 }), ''],
      [shared({ addons: { fileStorage: 7, databaseStorage: 0, additionalIp: 0 } }), ''],
    ];
    for (const [body, words] of cases) {
      const response = await customer.send('PATCH', `/api/cart/items/shared-hosting/${item.key}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
      expect(JSON.stringify(response.json())).toContain(words);
    }
    // Reaching into Object's own names is not an editor.
    for (const type of ['constructor', '__proto__', 'toString']) {
      expect((await customer.send('PATCH', `/api/cart/items/${type}/${item.key}`, shared())).json().code).toBe('ITEMS_NOT_FOUND');
    }
    const ssl = cartOf(await customer.send('PUT', '/api/cart/items', { items: [{ type: 'ssl', product: 'positivessl', years: 1, domain: 'edited-site.org' }] })).items.find((entry) => entry.type === 'ssl')!;
    const notConfigurable = await customer.send('PATCH', `/api/cart/items/ssl/${ssl.key}`, { product: 'positivessl' });
    expect(notConfigurable.statusCode).toBe(400);
    expect(notConfigurable.json().code).toBe('BAD_REQUEST');
    expect(cartOf(await customer.get('/api/cart')).items.find((entry) => entry.key === item.key)).toEqual(item);
  });
});
