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
        const item = type === 'ssl' ? { type, product: key, years: period, domain: 'example.com' } : { type: type as HostingProductType, package: key, months: period };
        const response = await client.send('PUT', '/api/cart/items', { items: [item] });
        if (terms.some((term) => term === period)) {
          expect({ period, status: response.statusCode }).toEqual({ period, status: 200 });
          const cart = cartSchema.parse(response.json());
          expect(cart.items.at(-1)).toMatchObject({ type, period, periodUnit: unit });
        } else {
          expect({ period, status: response.statusCode }).toEqual({ period, status: 400 });
          expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
        }
      }
    });

    it(`changes a ${type} item to exactly the listed terms, and refuses the others with BAD_REQUEST`, async () => {
      const key = await firstPackage(type);
      const { terms, unit, initial } = BILLING_TERMS[type];
      const client = guest();
      const item = type === 'ssl' ? { type, product: key, domain: 'example.com' } : { type, package: key };
      const added = cartSchema.parse((await client.send('PUT', '/api/cart/items', { items: [item] })).json());
      expect(added.items[0]).toMatchObject({ period: initial, periodUnit: unit });
      const itemKey = added.items[0]!.key;
      for (const period of PERIODS.filter((n) => n >= 1)) {
        const response = await client.send('PATCH', '/api/cart/items', { key: itemKey, [unit === 'year' ? 'years' : 'months']: period });
        if (terms.some((term) => term === period)) {
          expect({ period, status: response.statusCode }).toEqual({ period, status: 200 });
          expect(cartSchema.parse(response.json()).items[0]).toMatchObject({ period, amount: added.items[0]!.unitPrice * period });
        } else {
          expect({ period, status: response.statusCode }).toEqual({ period, status: 400 });
          expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
        }
      }
      // the other unit is no term of this kind
      const wrongUnit = await client.send('PATCH', '/api/cart/items', { key: itemKey, [unit === 'year' ? 'months' : 'years']: 1 });
      expect(wrongUnit.statusCode).toBe(400);
    });
  }
});
