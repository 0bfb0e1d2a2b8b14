import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { isUnderPrefix, PUBLIC_ROUTES, splitLocalePath, UNLISTED_ROUTES, type FeatureFlags, type PublicRoute } from '@storefront/contracts';
import { isServed, sitemapEntries, sitemapXml } from '../src/seo/sitemap';
import type { SitemapSource } from '../src/seo/sources';
import { Client, createTestApp, STAFF, type TestApp } from './helpers/app';

const ORIGIN = 'https://shop.example';
let t: TestApp;
before(async () => {
  t = await createTestApp({ publicUrl: ORIGIN });
});
after(() => t.close());

/**
 * A strict enough well-formedness check for the sitemap (no XML parser among the api's dependencies): one
 * declaration, balanced and properly nested elements, quoted attributes, no raw `<` or `&` in text.
 */
function assertWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(\/?)>|([^<]+)/gy;
  let roots = 0;
  let match: RegExpExecArray | null;
  let consumed = 0;
  // What is wrong with the document, asserted empty once it is read through.
  const problems: string[] = [];
  while ((match = token.exec(body))) {
    consumed = token.lastIndex;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      if (/[<&]/.test(text.replace(/&(amp|lt|gt|quot|apos);/g, ''))) problems.push(`unescaped text: ${text}`);
      if (stack.length === 0 && text.trim() !== '') problems.push(`text outside the root: ${text.trim()}`);
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name!);
    }
  }
  expect(problems).toEqual([]);
  expect(consumed).toBe(body.length);
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

interface UrlEntry {
  loc: string;
  lastmod?: string;
  changefreq: string;
  priority: string;
  alternates: Record<string, string>;
}

function parseUrls(xml: string): UrlEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, inner]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(inner!)![1]!,
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(inner!)?.[1],
    changefreq: /<changefreq>([^<]*)<\/changefreq>/.exec(inner!)![1]!,
    priority: /<priority>([^<]*)<\/priority>/.exec(inner!)![1]!,
    alternates: Object.fromEntries([...inner!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, href])),
  }));
}

const sitemap = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  return { response, urls: parseUrls(response.body) };
};
const pathOf = (loc: string) => {
  expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
  return loc.slice(ORIGIN.length);
};
const locs = (urls: UrlEntry[]) => new Set(urls.map((url) => url.loc));

describe('GET /sitemap.xml', () => {
  it('is well-formed sitemaps.org XML with the xhtml namespace, cached for an hour', async () => {
    const { response } = await sitemap();
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['set-cookie']).toBeUndefined();
    assertWellFormedXml(response.body);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  });

  it('lists each page in English and under /km, each with absolute en, km and x-default alternates', async () => {
    const { urls } = await sitemap();
    const all = locs(urls);
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) {
      const { locale, path } = splitLocalePath(pathOf(url.loc));
      expect(url.alternates).toEqual({ en: `${ORIGIN}${path}`, km: `${ORIGIN}${path === '/' ? '/km' : `/km${path}`}`, 'x-default': `${ORIGIN}${path}` });
      expect(url.alternates[locale]).toBe(url.loc);
      expect(all.has(url.alternates.en!) && all.has(url.alternates.km!)).toBe(true);
      expect(Number(url.priority)).toBeGreaterThanOrEqual(0);
      expect(Number(url.priority)).toBeLessThanOrEqual(1);
    }
    expect(all.size).toBe(urls.length);
  });

  it('carries the §2 priorities: home 1.0, product pages high, legal pages low; lastmod where known', async () => {
    const { urls } = await sitemap();
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    expect(byLoc.get(`${ORIGIN}/`)).toMatchObject({ priority: '1.0', changefreq: 'daily' });
    expect(byLoc.get(`${ORIGIN}/km`)).toMatchObject({ priority: '1.0' });
    for (const path of ['/domain', '/hosting/shared', '/hosting/cloud', '/hosting/wordpress', '/cloud', '/ssl']) {
      expect(Number(byLoc.get(`${ORIGIN}${path}`)?.priority)).toBeGreaterThanOrEqual(0.9);
    }
    for (const path of ['/privacy-policy', '/refund-policy', '/service-level-agreement', '/term-and-conditions']) {
      expect(byLoc.get(`${ORIGIN}/km${path}`)).toMatchObject({ priority: '0.3', changefreq: 'yearly' });
    }
    expect(byLoc.get(`${ORIGIN}/term-and-conditions`)?.lastmod).toBe('2025-09-01');
    // /tos shows the same terms: only the canonical /term-and-conditions is listed.
    expect(byLoc.has(`${ORIGIN}/tos`)).toBe(false);
    for (const path of ['/about-us', '/contact-us', '/blog', '/whois', '/domain/gtld', '/domain/cctld', '/domain/pricing', '/domain/transfer', '/promotion', '/aws-partner', '/sms', '/ssl/compare', '/loyalty-program', '/affiliate-program']) {
      expect([path, byLoc.has(`${ORIGIN}${path}`), byLoc.has(`${ORIGIN}/km${path}`)]).toEqual([path, true, true]);
    }
  });

  it('lists every TLD page and every SSL product page of the catalogue, in both languages', async () => {
    const { urls } = await sitemap();
    const all = locs(urls);
    const tlds = await t.app.db.selectFrom('tlds').select('tld').execute();
    const ssl = await t.app.db.selectFrom('products').select('key').where('type', '=', 'ssl').execute();
    expect(tlds.length).toBeGreaterThan(5);
    expect(ssl.length).toBeGreaterThan(5);
    for (const { tld } of tlds) {
      expect([tld, all.has(`${ORIGIN}/domain/tld/${tld}`), all.has(`${ORIGIN}/km/domain/tld/${tld}`)]).toEqual([tld, true, true]);
    }
    for (const { key } of ssl) expect([key, all.has(`${ORIGIN}/ssl/${key}`), all.has(`${ORIGIN}/km/ssl/${key}`)]).toEqual([key, true, true]);
    // Only SSL products under /ssl/: no hosting plan, no cloud package.
    const sslPages = [...all].filter((loc) => loc.startsWith(`${ORIGIN}/ssl/`) && loc !== `${ORIGIN}/ssl/compare`);
    expect(sslPages.length).toBe(ssl.length);
  });

  it('lists every published blog post in both languages, dated by its last change', async () => {
    const { urls } = await sitemap();
    const posts = await t.app.db.selectFrom('blog_posts').select(['key', 'updated_at']).execute();
    expect(posts.length).toBeGreaterThan(3);
    for (const post of posts) {
      for (const prefix of ['', '/km']) {
        const entry = urls.find((url) => url.loc === `${ORIGIN}${prefix}/blog/${post.key}`);
        expect([post.key, prefix, entry?.lastmod]).toEqual([post.key, prefix, new Date(post.updated_at).toISOString()]);
      }
    }
  });

  it('lists none of the auth, checkout, payment, top-up, notification, account, search, status or dev pages', async () => {
    const { urls } = await sitemap();
    for (const url of urls) {
      const { path } = splitLocalePath(pathOf(url.loc));
      for (const unlisted of UNLISTED_ROUTES) expect([path, unlisted.prefix, isUnderPrefix(path, unlisted.prefix)]).toEqual([path, unlisted.prefix, false]);
      expect(path.startsWith('/api')).toBe(false);
    }
    const paths = urls.map((url) => pathOf(url.loc));
    for (const excluded of ['/checkout-basket', '/payment/success', '/top-up', '/top-up/success', '/notification', '/online-payment', '/forgot-password', '/km/checkout-basket', '/km/notification']) {
      expect(paths).not.toContain(excluded);
    }
  });

  it('leaves out a disabled remote\'s pages and brings them back when it is enabled again, without a restart', async () => {
    const staff = new Client(t.app);
    expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
    try {
      expect((await staff.send('PATCH', '/api/admin/remotes/domains', { enabled: false, reason: 'test: sitemap without domains' })).statusCode).toBe(200);
      const off = [...locs((await sitemap()).urls)].map(pathOf);
      expect(off.filter((path) => /^(\/km)?\/(domain|whois)(\/|$)/.test(path))).toEqual([]);
      expect(off).toEqual(expect.arrayContaining(['/', '/km', '/ssl', '/km/about-us', '/hosting/shared']));
    } finally {
      expect((await staff.send('PATCH', '/api/admin/remotes/domains', { enabled: true, reason: 'test: sitemap with domains' })).statusCode).toBe(200);
    }
    const on = [...locs((await sitemap()).urls)].map(pathOf);
    expect(on).toEqual(expect.arrayContaining(['/domain', '/km/domain', '/whois', '/domain/tld/com', '/km/domain/tld/com']));
  });

  it('wins over the front end: answers XML to a browser asking for HTML, and to HEAD', async () => {
    const html = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(200);
    expect(html.body.startsWith('<?xml')).toBe(true);
    const km = await t.app.inject({ method: 'GET', url: '/km/sitemap.xml', headers: { accept: 'application/xml' } });
    expect(km.body.startsWith('<?xml')).toBe(false);
    const head = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
  });

  it('answers 50 requests at once with the same document', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => t.app.inject({ method: 'GET', url: '/sitemap.xml' })));
    const bodies = new Set(responses.map((response) => `${response.statusCode} ${response.body}`));
    expect(bodies.size).toBe(1);
    expect([...bodies][0]!.startsWith('200 <?xml')).toBe(true);
  });
});

describe('sitemap rules', () => {
  const flags: FeatureFlags = { cloud: true, cloudHosting: true, sharedHosting: false, wordpressHosting: true, fortuneWheel: false, trial: true, affiliate: true, loyalty: true };
  const registry = [
    { name: 'mfe_hosting', enabled: true, routes: ['/hosting', '/cloud', '/ssl', '/aws-partner', '/sms'] },
    { name: 'mfe_promotions', enabled: true, routes: ['/promotion', '/fortune-wheel', '/loyalty-program', '/affiliate-program'] },
  ];
  const route = (path: string) => (PUBLIC_ROUTES as readonly PublicRoute[]).find((candidate) => candidate.path === path)!;

  it('leaves out a flag-controlled page while its flag is off, and a remote page no registered remote serves', () => {
    const state = { registry, flags };
    expect(isServed(route('/hosting/shared'), state)).toBe(false);
    expect(isServed(route('/hosting/cloud'), state)).toBe(true);
    expect(isServed(route('/fortune-wheel'), state)).toBe(false);
    expect(isServed(route('/fortune-wheel'), { registry, flags: { ...flags, fortuneWheel: true } })).toBe(true);
    // mfe_domains is not in this registry: its pages go home, so they are not listed; shell pages are.
    expect(isServed(route('/domain'), state)).toBe(false);
    expect(isServed(route('/about-us'), state)).toBe(true);
  });

  it('encodes and escapes an item\'s values; a source\'s lastmod is used; a pattern without a source lists nothing', async () => {
    const source: SitemapSource = { pattern: '/ssl/{key}', items: async () => [{ params: { key: 'a&b<c>' }, lastmod: new Date('2026-01-02T03:04:05Z') }] };
    const entries = await sitemapEntries(t.app, [source], { registry, flags });
    expect(entries.find((entry) => entry.path.startsWith('/ssl/') && entry.path !== '/ssl/compare')).toEqual({
      path: '/ssl/a%26b%3Cc%3E',
      priority: 0.8,
      changefreq: 'weekly',
      lastmod: '2026-01-02T03:04:05.000Z',
    });
    expect(entries.some((entry) => entry.path.startsWith('/blog/'))).toBe(false);
    const xml = sitemapXml('https://a.example/?x=1&y=2', [{ path: '/', priority: 1, changefreq: 'daily' }]);
    assertWellFormedXml(xml);
    expect(xml).toContain('<loc>https://a.example/?x=1&amp;y=2/</loc>');
  });
});

describe('GET /robots.txt', () => {
  it('allows the public pages, disallows the api and the private pages in both languages, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/account', '/km/account', '/checkout-basket', '/km/checkout-basket', '/payment', '/km/payment', '/top-up', '/km/top-up', '/notification', '/km/notification', '/online-payment']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    // No public page is disallowed.
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const page of PUBLIC_ROUTES) {
      for (const path of [page.path, page.path === '/' ? '/km' : `/km${page.path}`]) {
        expect([path, disallowed.filter((rule) => path.startsWith(rule))]).toEqual([path, []]);
      }
    }
  });
});
