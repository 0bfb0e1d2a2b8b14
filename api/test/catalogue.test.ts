import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { PACKAGES_OF_TYPE, productSchema, promotionSchema, tldSchema } from '@storefront/contracts';
import { z } from 'zod';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = async (url: string) => t.app.inject({ method: 'GET', url });

describe('catalogue', () => {
  it('lists TLDs by kind and region', async () => {
    const generic = z.array(tldSchema).parse((await get('/api/domains/tlds?kind=generic')).json());
    expect(generic[0]?.tld).toBe('com');
    expect(generic.every((t) => t.kind === 'generic' && t.region === null)).toBe(true);
    const asia = z.array(tldSchema).parse((await get('/api/domains/tlds?kind=country&region=asia')).json());
    expect(asia.map((t) => t.tld)).toEqual(expect.arrayContaining(['kh', 'com.kh', 'th']));
    expect(asia.every((t) => t.region === 'asia')).toBe(true);
    for (const region of ['americas', 'europe', 'africa']) {
      expect(z.array(tldSchema).parse((await get(`/api/tlds?kind=country&region=${region}`)).json()).length).toBeGreaterThan(0);
    }
    expect((await get('/api/domains/tlds?region=mars')).statusCode).toBe(400);
  });

  it('lists every shared hosting plan and the 13 SSL products', async () => {
    const shared = z.array(productSchema).parse((await get('/api/products?type=shared-hosting')).json());
    expect(shared.map((p) => p.key)).toEqual(['sh-lite', 'sh-basic', 'sh-essential', 'sh-standard', 'sh-business', 'sh-professional']);
    expect(z.array(productSchema).parse((await get('/api/products?type=ssl')).json())).toHaveLength(13);
    const servers = z.array(productSchema).parse((await get('/api/products?type=cloud-server')).json());
    expect(servers.find((p) => p.bestSeller)?.key).toBe('cs-basic-cloud-1');
    expect((await get('/api/products/min-price')).json()['cloud-server']).toBe(499);
    expect((await get('/api/products/sh-nope')).statusCode).toBe(404);
  });

  it("sells every package of the contracts' PACKAGES_OF_TYPE under its type, in that order, and no other", async () => {
    for (const [type, packages] of Object.entries(PACKAGES_OF_TYPE)) {
      expect(z.array(productSchema).parse((await get(`/api/products?type=${type}`)).json()).map((p) => p.key)).toEqual([...packages]);
    }
  });

  it('lists only the promotions running now', async () => {
    const active = z.array(promotionSchema).parse((await get('/api/promotions/active')).json());
    expect(active.length).toBeGreaterThanOrEqual(3);
    expect(active.map((p) => p.code)).not.toContain('PC');
    const now = Date.now();
    expect(active.every((p) => Date.parse(p.startsAt) <= now && Date.parse(p.endsAt) > now)).toBe(true);
  });
});
