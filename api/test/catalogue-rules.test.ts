import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { randomUUID } from 'node:crypto';
import { BILLING_TERMS, cartSchema, CART_ITEM_CATEGORY, HOSTING_PRODUCT_TYPES, PRODUCT_TYPES, productSchema, type HostingProductType } from '@storefront/contracts';
import { Client, createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const guest = () => new Client(t.app, randomUUID());
/** Every period from 0 to one past the longest term of any kind. */
const PERIODS = Array.from({ length: 38 }, (_, index) => index);

async function firstPackage(type: string): Promise<string> {
  const products = productSchema.array().parse((await guest().get(`/api/products?type=${type}`)).json());
  expect(products.length).toBeGreaterThan(0);
  return products[0]!.key;
}

/** A cloud server is bought configured (cloud-server.schema.ts): the smallest valid configuration of a package. */
const cloudServer = (key: string) => ({ region: 'cambodia', package: key, os: 'ubuntu-24.04', serverName: 'web-1' });

/** The cart item of a kind with its package (or product), and the period when given. */
function itemOf(type: HostingProductType | 'ssl', key: string, period?: number): Record<string, unknown> {
  if (type === 'ssl') return { type, product: key, domain: 'example.com', ...(period === undefined ? {} : { years: period }) };
  const months = period === undefined ? {} : { months: period };
  return type === 'cloud-server' ? { type, ...cloudServer(key), ...months } : { type, package: key, ...months };
}

describe('catalogue rules (BILLING_TERMS of shared/contracts)', () => {
  it('seeds products of every product type only, each under its category', async () => {
    const all = productSchema.array().parse((await guest().get('/api/products')).json());
    for (const type of PRODUCT_TYPES) expect(all.some((product) => product.type === type)).toBe(true);
    for (const product of all) expect(product.category).toBe(CART_ITEM_CATEGORY[product.type as (typeof PRODUCT_TYPES)[number]]);
    const refused = await guest().get('/api/products?type=domain');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  for (const type of [...HOSTING_PRODUCT_TYPES, 'ssl'] as const) {
    it(`adds a ${type} item for exactly the terms the catalogue lists, and refuses the others with BAD_REQUEST`, async () => {
      const key = await firstPackage(type);
      const { terms, unit } = BILLING_TERMS[type];
      const client = guest();
      for (const period of PERIODS) {
        const response = await client.send('PUT', '/api/cart/items', { items: [itemOf(type, key, period)] });
        const listed = terms.some((term) => term === period);
        expect({ period, status: response.statusCode }).toEqual({ period, status: listed ? 200 : 400 });
        expect(listed ? cartSchema.parse(response.json()).items.at(-1) : response.json()).toMatchObject(listed ? { type, period, periodUnit: unit } : { code: 'BAD_REQUEST' });
      }
    });

    it(`changes a ${type} item to exactly the listed terms, and refuses the others with BAD_REQUEST`, async () => {
      const key = await firstPackage(type);
      const { terms, unit, initial } = BILLING_TERMS[type];
      const client = guest();
      const added = cartSchema.parse((await client.send('PUT', '/api/cart/items', { items: [itemOf(type, key)] })).json());
      expect(added.items[0]).toMatchObject({ period: initial, periodUnit: unit });
      const itemKey = added.items[0]!.key;
      for (const period of PERIODS.filter((n) => n >= 1)) {
        const response = await client.send('PATCH', '/api/cart/items', { key: itemKey, [unit === 'year' ? 'years' : 'months']: period });
        const listed = terms.some((term) => term === period);
        expect({ period, status: response.statusCode }).toEqual({ period, status: listed ? 200 : 400 });
        // A cloud server's cycles carry their own discounts (cloud-server-pricing.ts); every other kind is its unit price times the term.
        const changedTo = type === 'cloud-server' ? { period } : { period, amount: added.items[0]!.unitPrice * period };
        expect(listed ? cartSchema.parse(response.json()).items[0] : response.json()).toMatchObject(listed ? changedTo : { code: 'BAD_REQUEST' });
      }
      // the other unit is no term of this kind
      const wrongUnit = await client.send('PATCH', '/api/cart/items', { key: itemKey, [unit === 'year' ? 'months' : 'years']: 1 });
      expect(wrongUnit.statusCode).toBe(400);
    });
  }
});
