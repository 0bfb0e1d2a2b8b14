import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { domainSearchResponseSchema } from '@storefront/contracts';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/domains/search-iu?domain=${encodeURIComponent(query)}` });

describe('domain search', () => {
  it('searches a keyword across the popular TLDs with prices and statuses', async () => {
    const body = domainSearchResponseSchema.parse((await search('MyBrand')).json());
    expect(body.query).toBe('mybrand');
    expect(body.exact).toBeNull();
    expect(body.results).toHaveLength(10);
    expect(body.results[0]).toMatchObject({ domain: 'mybrand.com', tld: 'com' });
    for (const result of body.results) expect(result.registerPrice).toBeGreaterThan(0);
  });

  it('puts the exact name first and shows taken owners or the hidden notice', async () => {
    const body = domainSearchResponseSchema.parse((await search('google.com.kh')).json());
    expect(body.exact).toMatchObject({ domain: 'google.com.kh', tld: 'com.kh', status: 'taken' });
    expect(body.exact?.owner).not.toBeNull();
    expect(body.results.map((r) => r.tld)).not.toContain('com.kh');
  });

  it('marks premium names with their own price', async () => {
    const body = domainSearchResponseSchema.parse((await search('abc.com')).json());
    expect(body.exact?.status).toBe('premium');
    expect(body.exact?.tags).toContain('premium');
    expect(body.exact?.registerPrice).toBeGreaterThan(1199);
  });

  it('refuses bad input and unsupported TLDs with the spec messages', async () => {
    const bad = await search('-bad');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].message).toBe('Please enter an invalid domain or keyword');
    const tld = await search('mybrand.notatld');
    expect(tld.statusCode).toBe(400);
    expect(tld.json()).toEqual({ code: 'UNSUPPORTED_TLD', message: 'Unsupported TLD' });
  });
});
