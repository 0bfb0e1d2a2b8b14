import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { randomUUID } from 'node:crypto';
import { cartSchema } from '@storefront/contracts';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';
import { namesWithStatus } from './helpers/domains';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const guest = () => new Client(t.app, randomUUID());

describe('cart', () => {
  it('answers an empty cart for a new guest without creating one', async () => {
    const response = await guest().get('/api/cart');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(cartSchema.parse(response.json())).toMatchObject({ id: '', items: [], itemCount: 0, subtotal: 0 });
  });

  it('prices items on the server in integer cents', async () => {
    const client = guest();
    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', 'myshop');
    const response = await client.send('PUT', '/api/cart/items', {
      items: [
        { type: 'domain', action: 'register', domain: name!.toUpperCase(), years: 2 },
        { type: 'shared-hosting', package: 'sh-basic', months: 12 },
        { type: 'ssl', product: 'positivessl', years: 1, domain: 'example.com' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const cart = cartSchema.parse(response.json());
    // a domain's first year at the register price, the next ones at the renew price
    expect(cart.items.map((i) => [i.title, i.period, i.unitPrice, i.amount])).toEqual([
      [name, 2, 1199, 1199 + 1399],
      ['Shared Basic', 12, 299, 3588],
      ['PositiveSSL', 1, 799, 799],
    ]);
    expect(cart.subtotal).toBe(2598 + 3588 + 799);
    expect(cart.itemCount).toBe(3);
    expect(cart.items[0]?.data).toEqual({ action: 'register', domain: name, tld: 'com' });
  });

  it('never holds the same domain twice', async () => {
    const client = guest();
    const [twice] = await namesWithStatus(t.app, 'available', 1, 'com', 'twice');
    await client.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'register', domain: twice, years: 1 }] });
    const again = await client.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'register', domain: twice, years: 3 }] });
    const cart = cartSchema.parse(again.json());
    expect(cart.itemCount).toBe(1);
    expect(cart.items[0]).toMatchObject({ period: 3, amount: 1199 + 2 * 1399 });
  });

  it('changes the period and re-prices, and removes items', async () => {
    const client = guest();
    const added = cartSchema.parse((await client.send('PUT', '/api/cart/items', { items: [{ type: 'cloud-hosting', package: 'ch-basic', months: 1 }] })).json());
    const key = added.items[0]!.key;
    const patched = cartSchema.parse((await client.send('PATCH', '/api/cart/items', { key, months: 24 })).json());
    expect(patched.items[0]).toMatchObject({ period: 24, amount: 999 * 24 });
    expect(new Date(patched.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(added.updatedAt).getTime());
    expect((await client.send('PATCH', '/api/cart/items', { key, months: 5 })).statusCode).toBe(400);
    const removed = cartSchema.parse((await client.send('DELETE', '/api/cart/items', { key })).json());
    expect(removed.itemCount).toBe(0);
    const missing = await client.send('DELETE', '/api/cart/items', { key });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'ITEMS_NOT_FOUND', message: 'Cart is empty' });
  });

  it('refuses unknown TLDs, unknown packages, bad domains and a missing cart id', async () => {
    const client = guest();
    const tld = await client.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'register', domain: 'shop.notatld', years: 1 }] });
    expect(tld.statusCode).toBe(400);
    expect(tld.json()).toEqual({ code: 'UNSUPPORTED_TLD', message: 'Unsupported TLD' });
    const pkg = await client.send('PUT', '/api/cart/items', { items: [{ type: 'shared-hosting', package: 'sh-imaginary', months: 12 }] });
    // An unknown package is an invalid configuration (issue 15 item 12): 400 with the rule's message.
    expect(pkg.statusCode).toBe(400);
    expect(pkg.json().message).toBe('This plan does not exist');
    const bad = await client.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'register', domain: '-bad-.com', years: 1 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].message).toBe('Please enter a valid domain name');
    const noSid = await new Client(t.app).send('PUT', '/api/cart/items', { items: [{ type: 'ssl', product: 'positivessl', years: 1, domain: 'example.com' }] });
    expect(noSid.statusCode).toBe(400);
    // nothing half-written: the failed adds left the cart empty
    expect(cartSchema.parse((await client.get('/api/cart')).json()).itemCount).toBe(0);
  });

  it('merges a guest cart into the account cart on login, without doubling a domain', async () => {
    const sid = randomUUID();
    const [kept] = await namesWithStatus(t.app, 'available', 1, 'com', 'kept');
    const [guestPick] = await namesWithStatus(t.app, 'available', 1, 'org', 'guest-pick');
    const account = new Client(t.app);
    await account.login(CUSTOMER.login, CUSTOMER.password);
    await account.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'register', domain: kept, years: 1 }] });

    const visitor = new Client(t.app, sid);
    await visitor.send('PUT', '/api/cart/items', {
      items: [
        { type: 'domain', action: 'register', domain: kept, years: 1 },
        { type: 'domain', action: 'register', domain: guestPick, years: 1 },
      ],
    });
    expect((await visitor.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
    const merged = cartSchema.parse((await visitor.get('/api/cart')).json());
    expect(merged.items.map((i) => i.title).sort()).toEqual([guestPick, kept].sort());
    // the guest cart is gone
    expect(cartSchema.parse((await new Client(t.app, sid).get('/api/cart')).json()).itemCount).toBe(0);
  });
});
