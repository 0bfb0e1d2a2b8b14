import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { domainSearchResponseSchema, superFilterResponseSchema, type DomainResult } from '@storefront/contracts';
import { saveHolding } from '../src/domains/domains.repository';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';
import { namesWithStatus } from './helpers/domains';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const search = async (params: string) => {
  const response = await get(`/api/domains/search-iu?${params}`);
  expect(response.statusCode).toBe(200);
  return domainSearchResponseSchema.parse(response.json());
};

describe('domain search: input (spec §5)', () => {
  it('refuses bad terms with the spec messages, first field message as the message', async () => {
    const keyword = await get('/api/domains/search-iu?domain=-bad');
    expect(keyword.statusCode).toBe(400);
    expect(keyword.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'Please enter an invalid domain or keyword',
      details: { fields: [{ path: 'domain', message: 'Please enter an invalid domain or keyword' }] },
    });
    const domain = await get('/api/domains/search-iu?domain=bad-.com');
    expect(domain.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Please enter a valid domain name' });
    const empty = await get('/api/domains/search-iu?domain=%20');
    expect(empty.json().message).toBe('Domain field is required');
  });

  it('refuses TLDs outside the catalogue with Unsupported TLD', async () => {
    const typed = await get('/api/domains/search-iu?domain=mybrand.notatld');
    expect(typed.statusCode).toBe(400);
    expect(typed.json()).toEqual({ code: 'UNSUPPORTED_TLD', message: 'Unsupported TLD' });
    const listed = await get('/api/domains/search-iu?domain=mybrand&tlds=com,notatld');
    expect(listed.json()).toEqual({ code: 'UNSUPPORTED_TLD', message: 'Unsupported TLD' });
    const malformed = await get('/api/domains/search-iu?domain=mybrand&tlds=-x-');
    expect(malformed.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Unsupported TLD' });
  });

  it('refuses a sixth keyword and a sixth TLD with the limit messages', async () => {
    const sixKeywords = await get('/api/domains/search-iu?domain=one&keywords=two,three,four,five,six');
    expect(sixKeywords.statusCode).toBe(400);
    expect(sixKeywords.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'You can search at most 5 keywords at a time',
      details: { fields: [{ path: 'keywords', message: 'You can search at most 5 keywords at a time' }] },
    });
    const tooManyListed = await get('/api/domains/search-iu?domain=one&keywords=a1,a2,a3,a4,a5,a6');
    expect(tooManyListed.json().message).toBe('You can search at most 5 keywords at a time');
    const sixTlds = await get('/api/domains/search-iu?domain=one.com&tlds=net,org,info,xyz,kh');
    expect(sixTlds.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'You can search at most 5 TLDs at a time', details: { fields: [{ path: 'tlds' }] } });
    const sixListed = await get('/api/domains/search-iu?domain=one&tlds=com,net,org,info,xyz,kh');
    expect(sixListed.json().message).toBe('You can search at most 5 TLDs at a time');
    // the typed keyword repeated in keywords counts once; five in all is fine
    const five = await search('domain=one&keywords=one,two,three,four,five&tlds=com,net,org,info,xyz');
    expect(five.results).toHaveLength(25);
  });
});

describe('domain search: the session', () => {
  it('searches every keyword under every TLD: 2 keywords × 3 TLDs are 6 results with taken, available and premium names', async () => {
    // A three-letter keyword is premium wherever it is not taken; look for a second keyword that brings a
    // taken and an available name under the same TLDs.
    let body: Awaited<ReturnType<typeof search>> | null = null;
    for (let i = 0; i < 40 && !body; i += 1) {
      const candidate = await search(`domain=qzx&keywords=mix-case-${i}&tlds=com,net,org`);
      const statuses = new Set(candidate.results.map((r) => r.status));
      if (statuses.has('taken') && statuses.has('available') && statuses.has('premium')) body = candidate;
    }
    expect(body).not.toBeNull();
    expect(body!.keywords).toHaveLength(2);
    expect(body!.tlds).toEqual(['com', 'net', 'org']);
    expect(body!.exact).toBeNull();
    expect(body!.results).toHaveLength(6);
    expect(body!.results.map((r) => r.domain).sort()).toEqual(body!.keywords.flatMap((k) => ['com', 'net', 'org'].map((tld) => `${k}.${tld}`)).sort());
    for (const result of body!.results) {
      expect(result.registerPrice).toBeGreaterThan(0);
      expect(result.yours).toBeNull();
      // A taken name has an owner, no other; a premium name is sold for one year at most, the others up to ten.
      expect({ domain: result.domain, owned: result.owner !== null }).toEqual({ domain: result.domain, owned: result.status === 'taken' });
      expect(result).toMatchObject(result.status === 'premium' ? { maxYears: 1, tags: expect.arrayContaining(['premium']) } : { maxYears: 10 });
    }
  });

  it('uses the 5 most popular TLDs when none are given, and pages suggestions of other TLDs, 8 at a time', async () => {
    const first = await search('domain=MyBrand');
    expect(first.query).toBe('mybrand');
    expect(first.tlds).toEqual(['com', 'net', 'org', 'info', 'biz']);
    expect(first.results).toHaveLength(5);
    expect(first.suggestions).toHaveLength(8);
    expect(first.suggestions.every((s) => s.keyword === 'mybrand' && !first.tlds.includes(s.tld))).toBe(true);
    expect(first.hasMore).toBe(true);
    const second = await search('domain=mybrand&page=2');
    expect(second.page).toBe(2);
    expect(second.suggestions.map((s) => s.tld)).not.toContain(first.suggestions[0]!.tld);
    const last = await search('domain=mybrand&page=6');
    expect(last.hasMore).toBe(false);
  });

  it('puts the typed full name apart as the exact result; its TLD is one of the session TLDs', async () => {
    const body = await search('domain=google.com.kh&tlds=com');
    expect(body.tlds).toEqual(['com.kh', 'com']);
    expect(body.exact).toMatchObject({ domain: 'google.com.kh', keyword: 'google', tld: 'com.kh', status: 'taken' });
    expect(body.exact?.owner).not.toBeNull();
    expect(body.results.map((r) => r.domain)).toEqual(['google.com']);
  });

  it('marks premium names with their own price for 1 year', async () => {
    const body = await search('domain=abc.com');
    expect(body.exact).toMatchObject({ status: 'premium', maxYears: 1 });
    expect(body.exact?.tags).toContain('premium');
    expect(body.exact?.registerPrice).toBeGreaterThan(1199);
  });

  it("shows a signed-in customer's own names with their lifecycle", async () => {
    const [name] = await namesWithStatus(t.app, 'available', 1, 'net', 'mine');
    const client = new Client(t.app);
    await client.login(CUSTOMER.login, CUSTOMER.password);
    const user = await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow();
    const now = new Date();
    await saveHolding(t.app.db, { userId: user.id, domain: name!, tld: 'net', registeredAt: now, expiresAt: new Date(now.getTime() + 365 * 86_400_000) }, now);
    const keyword = name!.split('.')[0]!;
    const mine = domainSearchResponseSchema.parse((await client.get(`/api/domains/search-iu?domain=${keyword}&tlds=net,com`)).json());
    expect(mine.results.find((r) => r.domain === name)?.yours).toBe('active');
    expect(mine.results.find((r) => r.tld === 'com')?.yours).toBeNull();
    const guest = await search(`domain=${keyword}&tlds=net`);
    expect(guest.results[0]?.yours).toBeNull();
  });
});

describe('super-filter', () => {
  const superFilter = async (params: string) => {
    const response = await get(`/api/domains/super-filter?${params}`);
    expect(response.statusCode).toBe(200);
    return superFilterResponseSchema.parse(response.json());
  };

  it('counts the whole session by keyword, TLD and status, and pages it 10 at a time', async () => {
    const body = await superFilter('domains=abc.io,google.com&keywords=filter-one,filter-two,filter-three&tlds=com,net,org,kh');
    const total = 2 + 3 * 4;
    expect(body.total).toBe(total);
    expect(body.perPage).toBe(10);
    expect(body.pageCount).toBe(2);
    expect(body.results).toHaveLength(10);
    expect(body.facets.keywords).toEqual([
      { value: 'abc', count: 1 },
      { value: 'google', count: 1 },
      { value: 'filter-one', count: 4 },
      { value: 'filter-two', count: 4 },
      { value: 'filter-three', count: 4 },
    ]);
    expect(body.facets.tlds).toEqual(expect.arrayContaining([{ value: 'io', count: 1 }, { value: 'com', count: 4 }, { value: 'kh', count: 3 }]));
    expect(body.facets.statuses.map((f) => f.value)).toEqual(['available', 'taken', 'premium']);
    expect(body.facets.statuses.reduce((sum, f) => sum + f.count, 0)).toBe(total);
    const second = await superFilter('domains=abc.io,google.com&keywords=filter-one,filter-two,filter-three&tlds=com,net,org,kh&page=2');
    expect(second.results).toHaveLength(total - 10);
  });

  it('filters by status, keyword and TLD subsets while the counts stay those of the session', async () => {
    const session = 'keywords=filter-one,filter-two,filter-three&tlds=com,net,org,kh';
    const all = await superFilter(session);
    for (const facet of all.facets.statuses) {
      const only = await superFilter(`${session}&status=${facet.value}`);
      expect(only.total).toBe(facet.count);
      expect(only.results.every((r: DomainResult) => r.status === facet.value)).toBe(true);
      expect(only.facets).toEqual(all.facets);
    }
    const narrowed = await superFilter(`${session}&keyword=filter-two&tld=com,kh`);
    expect(narrowed.results.map((r) => r.domain).sort()).toEqual(['filter-two.com', 'filter-two.kh']);
    const popular = await superFilter('keywords=filter-one');
    expect(popular.facets.tlds.map((f) => f.value)).toEqual(['com', 'net', 'org', 'info', 'biz']);
  });

  it('refuses names under TLDs outside the catalogue', async () => {
    const response = await get('/api/domains/super-filter?domains=abc.notatld');
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_TLD', message: 'Unsupported TLD' });
    const sixKeywords = await get('/api/domains/super-filter?keywords=a1,a2,a3,a4,a5,a6');
    expect(sixKeywords.json().message).toBe('You can search at most 5 keywords at a time');
  });
});
