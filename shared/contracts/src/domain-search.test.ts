import { domainSearchQuerySchema, searchTermSchema, superFilterQuerySchema } from './domain-search';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('domain search query (GET /api/domains/search-iu)', () => {
  it('parses a term with keywords and TLDs, deduplicated, page 1 by default', () => {
    expect(domainSearchQuerySchema.parse({ domain: 'MyBrand.com', keywords: 'shop, shop,cloud', tlds: '.NET,org,net' })).toEqual({
      domain: 'mybrand.com',
      keywords: ['shop', 'cloud'],
      tlds: ['net', 'org'],
      page: 1,
    });
    expect(domainSearchQuerySchema.parse({ domain: 'mybrand' })).toEqual({ domain: 'mybrand', keywords: [], tlds: [], page: 1 });
    expect(domainSearchQuerySchema.parse({ domain: 'mybrand', page: '3' }).page).toBe(3);
  });

  it('answers the spec messages for bad terms', () => {
    expect(messages(domainSearchQuerySchema.safeParse({ domain: '-bad' }))).toEqual([['domain', 'Please enter an invalid domain or keyword']]);
    expect(messages(domainSearchQuerySchema.safeParse({ domain: 'bad-.com' }))).toEqual([['domain', 'Please enter a valid domain name']]);
    expect(messages(domainSearchQuerySchema.safeParse({ domain: '' }))).toEqual([['domain', 'Domain field is required']]);
    expect(messages(domainSearchQuerySchema.safeParse({ domain: 'x', keywords: 'full.com' }))).toEqual([['keywords.0', 'Please enter an invalid domain or keyword']]);
    expect(messages(domainSearchQuerySchema.safeParse({ domain: 'x', tlds: 'com,-x-' }))).toEqual([['tlds.1', 'Unsupported TLD']]);
  });

  it('refuses more than 5 keywords or 5 TLDs with the limit messages', () => {
    expect(messages(domainSearchQuerySchema.safeParse({ domain: 'x', keywords: 'a,b,c,d,e,f' }))).toEqual([['keywords', 'You can search at most 5 keywords at a time']]);
    expect(messages(domainSearchQuerySchema.safeParse({ domain: 'x', tlds: 'com,net,org,info,xyz,kh' }))).toEqual([['tlds', 'You can search at most 5 TLDs at a time']]);
    expect(domainSearchQuerySchema.safeParse({ domain: 'x', keywords: 'a,b,c,d,e,a' }).success).toBe(true);
  });

  it('keeps the page between 1 and 20', () => {
    expect(domainSearchQuerySchema.safeParse({ domain: 'x', page: '0' }).success).toBe(false);
    expect(domainSearchQuerySchema.safeParse({ domain: 'x', page: '21' }).success).toBe(false);
  });

  it('validates one term on its own', () => {
    expect(searchTermSchema.parse(' WWW.Example.COM ')).toBe('example.com');
  });
});

describe('super-filter query (GET /api/domains/super-filter)', () => {
  it('parses the session and its filters', () => {
    expect(superFilterQuerySchema.parse({ domains: 'a.com,B.net', keywords: 'x', tlds: 'com', keyword: 'x', tld: 'com', status: 'taken,premium', page: '2' })).toEqual({
      domains: ['a.com', 'b.net'],
      keywords: ['x'],
      tlds: ['com'],
      keyword: ['x'],
      tld: ['com'],
      status: ['taken', 'premium'],
      page: 2,
    });
  });

  it('wants full names in domains, known statuses, and at most 25 names', () => {
    expect(messages(superFilterQuerySchema.safeParse({ domains: 'keyword' }))).toEqual([['domains.0', 'Please enter a valid domain name']]);
    expect(superFilterQuerySchema.safeParse({ status: 'sold' }).success).toBe(false);
    const names = Array.from({ length: 26 }, (_, i) => `n${i}.com`).join(',');
    expect(messages(superFilterQuerySchema.safeParse({ domains: names }))).toEqual([['domains', 'At most 25 domains']]);
  });
});
