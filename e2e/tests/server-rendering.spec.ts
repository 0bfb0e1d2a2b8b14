import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { setRemote } from '../support/staff';
import { startStorefront } from '../support/storefront-process';

/** Every public page of §2 and its first heading, in English and in Khmer, as the server renders them. */
const PAGES: { path: string; en: string; km: string; content?: RegExp }[] = [
  { path: '/', en: 'Everything your business needs online, hosted close to home', km: 'អ្វីៗទាំងអស់ដែលអាជីវកម្មរបស់អ្នកត្រូវការតាមអ៊ីនធឺណិត បង្ហោះនៅជិតផ្ទះ', content: /Products for every stage|ផលិតផលសម្រាប់គ្រប់ដំណាក់កាល/ },
  { path: '/domain', en: 'Find the perfect domain', km: 'ស្វែងរកដែនដ៏ល្អឥតខ្ចោះ' },
  { path: '/domain/gtld', en: 'Generic domains', km: 'ដែនទូទៅ', content: /11\.99/ },
  { path: '/domain/cctld', en: 'Country-code domains', km: 'ដែនកូដប្រទេស', content: /\.kh/ },
  { path: '/domain/pricing', en: 'Domain pricing', km: 'តម្លៃដែន', content: /\.com/ },
  { path: '/domain/tld/com', en: 'The .com domain', km: 'ដែន .com', content: /11\.99/ },
  { path: '/domain/transfer', en: 'Transfer your domain to us', km: 'ផ្ទេរដែនរបស់អ្នកមកកាន់យើង' },
  { path: '/whois', en: 'WHOIS lookup', km: 'ការស្វែងរក WHOIS' },
  { path: '/hosting/shared', en: 'Shared hosting', km: 'សេវាបង្ហោះរួម', content: /Shared Lite/ },
  { path: '/hosting/cloud', en: 'Cloud hosting', km: 'សេវាបង្ហោះ Cloud' },
  { path: '/hosting/wordpress', en: 'WordPress hosting', km: 'សេវាបង្ហោះ WordPress' },
  { path: '/cloud', en: 'Cloud servers', km: 'ម៉ាស៊ីនមេ Cloud' },
  { path: '/ssl', en: 'SSL certificates', km: 'វិញ្ញាបនបត្រ SSL' },
  { path: '/aws-partner', en: 'AWS partner', km: 'ដៃគូ AWS' },
  { path: '/sms', en: 'SMS services', km: 'សេវា SMS' },
  { path: '/promotion', en: 'Promotions', km: 'ប្រូម៉ូសិន' },
  { path: '/loyalty-program', en: 'VIP Loyalty Program', km: 'កម្មវិធីភក្ដីភាព VIP' },
  { path: '/affiliate-program', en: 'Affiliate program', km: 'កម្មវិធីដៃគូណែនាំ' },
  { path: '/about-us', en: 'About Storefront', km: 'អំពី Storefront' },
  { path: '/term-and-conditions', en: 'Terms and conditions', km: 'លក្ខខណ្ឌ និងខចែង' },
  { path: '/contact-us', en: 'Contact us', km: 'ទំនាក់ទំនងយើង' },
  { path: '/clients', en: 'Our clients', km: 'អតិថិជនរបស់យើង', content: /Customer stories|រឿងរ៉ាវរបស់អតិថិជន/ },
  { path: '/faq', en: 'Frequently asked questions', km: 'សំណួរដែលសួរញឹកញាប់', content: /EPP code|កូដ EPP/ },
  { path: '/privacy-policy', en: 'Privacy policy', km: 'គោលការណ៍ឯកជនភាព' },
  { path: '/refund-policy', en: 'Refund policy', km: 'គោលការណ៍សងប្រាក់វិញ' },
  { path: '/service-level-agreement', en: 'Service level agreement', km: 'កិច្ចព្រមព្រៀងកម្រិតសេវា' },
  { path: '/maintenance', en: 'Under maintenance', km: 'កំពុងថែទាំ' },
  { path: '/under-construction', en: 'Under construction', km: 'កំពុងសាងសង់' },
  { path: '/blog', en: 'Blog', km: 'ប្លុក' },
];

const inKhmer = (path: string) => (path === '/' ? '/km' : `/km${path}`);

/** Text as read: Khmer texts carry word joiners (U+2060) that keep words whole on a line break. */
const withoutJoiners = (text: string) => text.replace(/[\u2060\u200b]/g, '');

async function expectHeading(tab: Page, text: string, path: string): Promise<void> {
  await expect.poll(async () => withoutJoiners((await tab.getByRole('heading', { level: 1 }).textContent()) ?? ''), { message: path }).toBe(text);
}

/** The text of an HTML fragment as a reader gets it (tags out, entities and word joiners resolved). */
function textOf(html: string): string {
  return withoutJoiners(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  );
}

test('the first HTML of every public page carries its content, in English and in Khmer', async ({ request }) => {
  for (const page of PAGES) {
    for (const [path, heading] of [
      [page.path, page.en],
      [inKhmer(page.path), page.km],
    ] as const) {
      const response = await request.get(path, { headers: { Accept: 'text/html' } });
      const html = await response.text();
      expect({ path, status: response.status() }).toEqual({ path, status: 200 });
      expect({ path, lang: /<html lang="(\w+)"/.exec(html)?.[1] }).toEqual({ path, lang: path.startsWith('/km') ? 'km' : 'en' });
      expect({ path, heading: textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '') }).toEqual({ path, heading });
      expect({ path, title: /<title>[^<]+<\/title>/.test(html) }).toEqual({ path, title: true });
      // The page's own content where the table names it; some text at least on the others.
      expect({ path, content: (page.content ?? /\S/).test(textOf(html)) }).toEqual({ path, content: true });
    }
  }
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader sees the page: headings, prices, plans and the way around', async ({ page: tab }) => {
    await tab.goto('/km/domain/gtld');
    await expectHeading(tab, 'ដែនទូទៅ', '/km/domain/gtld');
    await expect(tab.getByText('.com', { exact: true }).first()).toBeVisible();
    await tab.goto('/hosting/shared');
    await expect(tab.getByRole('heading', { name: 'Shared Lite' })).toBeVisible();
    // The plan's price, and the page's "from" price (the lowest plan's, from GET /products/min-price).
    await expect(tab.getByRole('article', { name: 'Shared Lite' }).getByText('$1.99')).toBeVisible();
    await expect(tab.getByTestId('from-price')).toContainText('$1.99');
    await tab.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expectHeading(tab, 'About Storefront', '/about-us');
  });
});

/** Console errors and warnings (React reports a hydration mismatch as one). */
function watchConsole(tab: Page): string[] {
  const problems: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  tab.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('every public page hydrates without a warning, with the data it came with (no read asked again)', async ({ page: tab }) => {
  test.setTimeout(240_000);
  const problems = watchConsole(tab);
  const reads: string[] = [];
  tab.on('request', (request) => {
    const url = new URL(request.url());
    // The visitor's own calls (session, cart, conversion events) are the browser's to make; the page's reads (its GETs)
    // are not. A configurator's live price (a POST of the visitor's choices) is a computation, not the page's data.
    if (request.method() === 'GET' && url.pathname.startsWith('/api/') && !['/api/session', '/api/cart', '/api/meta/events'].includes(url.pathname)) reads.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  for (const page of PAGES) {
    for (const path of [page.path, inKhmer(page.path)]) {
      await tab.goto(path);
      await expectHeading(tab, path.startsWith('/km') ? page.km : page.en, path);
      await tab.waitForLoadState('networkidle');
      expect({ path, problems }).toEqual({ path, problems: [] });
      expect({ path, reads }).toEqual({ path, reads: [] });
    }
  }
});

test('a hydrated page is interactive: a certificate goes to the cart, the language switches', async ({ page: tab }) => {
  const problems = watchConsole(tab);
  await tab.goto('/ssl/positivessl');
  await tab.getByLabel('Domain to protect').fill('shop.example.com');
  await tab.getByRole('button', { name: 'Add PositiveSSL to cart' }).click();
  await expect(tab.getByRole('dialog')).toBeVisible();
  await tab.keyboard.press('Escape');
  await tab.getByRole('banner').getByRole('button', { name: 'KM' }).click();
  await expect(tab).toHaveURL(/\/km\/ssl\/positivessl$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'PositiveSSL' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('each page names itself to search engines: title, description, canonical, alternates and structured data', async ({ request }) => {
  const html = async (path: string) => (await request.get(path, { headers: { Accept: 'text/html' } })).text();
  const gtld = await html('/km/domain/gtld');
  expect(gtld).toContain('<title>ដែនទូទៅ | Storefront</title>');
  expect(gtld).toMatch(/<meta name="description" content="[^"]+"/);
  expect(gtld).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/km\/domain\/gtld"/);
  for (const [lang, path] of [
    ['en', '/domain/gtld'],
    ['km', '/km/domain/gtld'],
    ['x-default', '/domain/gtld'],
  ]) {
    expect(gtld).toMatch(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="http://localhost:\\d+${path}"`));
  }
  expect(gtld).toContain('"@type":"BreadcrumbList"');
  expect(await html('/')).toContain('"@type":"Organization"');
  const plans = await html('/hosting/shared');
  expect(plans).toContain('"@type":"Product"');
  expect(plans).toMatch(/"priceCurrency":"USD"/);
  expect(await html('/domain/tld/com')).toMatch(/"@type":"Product","name":"\.com domains".*"price":"11\.99"/);
  // The alias names the canonical page.
  expect(await html('/tos')).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/term-and-conditions"/);
});

test('status codes a crawler understands: unknown path → home, unknown TLD → 404, public HTML cacheable without cookies', async ({ request }) => {
  const unknown = await request.get('/no-such-page', { headers: { Accept: 'text/html' }, maxRedirects: 0 });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers().location).toBe('/');
  const missing = await request.get('/domain/tld/nosuchending', { headers: { Accept: 'text/html' } });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('This page could not be found');
  const page = await request.get('/domain/gtld', { headers: { Accept: 'text/html' } });
  expect(page.headers()['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
  expect(page.headers().etag).toMatch(/^"[\w-]+"$/);
  expect(page.headers()['set-cookie']).toBeUndefined();
  const again = await request.get('/domain/gtld', { headers: { Accept: 'text/html', 'If-None-Match': page.headers().etag! } });
  expect(again.status()).toBe(304);
});

test("a customer's pages are rendered in the browser: the server's HTML has no customer data", async ({ request }) => {
  const account = await request.get('/account', { headers: { Accept: 'text/html' } });
  expect(account.status()).toBe(200);
  const body = await account.text();
  expect(body).toMatch(/<div id="?root"?><\/div>/);
  expect(body).not.toContain('storefront-ssr');
});

test.describe('runtime changes without a restart', () => {
  test.describe.configure({ mode: 'serial' });

  test('a disabled remote: the next first HTML is the maintenance page (503, Retry-After) or the construction page', async ({ request, baseURL }) => {
    const html = { Accept: 'text/html' };
    await setRemote(request, baseURL!, 'promotions', { enabled: false, disabledMode: 'maintenance' });
    try {
      const maintenance = await request.get('/promotion', { headers: html });
      expect(maintenance.status()).toBe(503);
      expect(maintenance.headers()['retry-after']).toBe('600');
      expect(await maintenance.text()).toContain('Under maintenance');

      await setRemote(request, baseURL!, 'promotions', { disabledMode: 'construction' });
      const construction = await request.get('/promotion', { headers: html });
      expect(construction.status()).toBe(200);
      expect(await construction.text()).toContain('Under construction');
    } finally {
      await setRemote(request, baseURL!, 'promotions', { enabled: true, disabledMode: 'maintenance' });
    }
    const back = await request.get('/promotion', { headers: html });
    expect(back.status()).toBe(200);
    expect(await back.text()).toContain('Offers running now');
  });

  test('a remote whose server build is missing: the page is 200 with the shell, and that part renders in the browser', async ({ browser }) => {
    test.setTimeout(240_000);
    const root = path.resolve(__dirname, '../..');
    const version = '1.0.0-browser-only';
    const published = path.join(root, 'var/cdn/hosting', version);
    rmSync(published, { recursive: true, force: true });
    cpSync(path.join(root, 'mfe-hosting/dist'), published, { recursive: true, filter: (source) => !source.includes(`${path.sep}server`) });
    expect(existsSync(path.join(published, 'server'))).toBe(false);
    // A server that has never loaded mfe-hosting: no earlier version to fall back to.
    const second = await startStorefront(8199);
    try {
      const context = await browser.newContext({ baseURL: second.baseURL });
      await setRemote(context.request, second.baseURL, 'hosting', { version });
      const first = await context.request.get('/hosting/shared', { headers: { Accept: 'text/html' } });
      expect(first.status()).toBe(200);
      // Not kept by shared caches: the next request renders it whole once the part can be rendered.
      expect(first.headers()['cache-control']).toBe('no-cache');
      const body = await first.text();
      expect(body).toContain('<header');
      expect(body).not.toContain('Shared Lite');

      const tab = await context.newPage();
      await tab.goto('/hosting/shared');
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Shared hosting');
      await expect(tab.getByRole('heading', { name: 'Shared Lite' })).toBeVisible();
      await context.close();
    } finally {
      await second.stop();
      rmSync(published, { recursive: true, force: true });
    }
  });
});

test('no font is asked for before the first paint: the fonts are applied once the page is painted, and Inter is used', async ({ page: tab }) => {
  const html = await (await tab.request.get('/hosting/shared', { headers: { Accept: 'text/html' } })).text();
  // The fonts' stylesheet is linked as print (fetched, not applied: none of its fonts is asked for); the page itself
  // declares only Inter's stand-in, which takes no request.
  expect(html).toMatch(/<link href="?\/main\.[0-9a-f]+\.css"? rel="?stylesheet"? media="?print"? data-after-paint>/);
  expect(html).toContain('Inter Fallback');
  expect(html).not.toMatch(/@font-face\s*\{[^}]*url\(/);
  // The boot script applies it once the page is painted, and the text is then set in Inter.
  await tab.goto('/hosting/shared');
  await expect.poll(() => tab.evaluate(() => document.querySelector<HTMLLinkElement>('link[data-after-paint]')?.media)).toBe('all');
  await expect.poll(() => tab.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Inter' && face.status === 'loaded'))).toBe(true);
});

test('sitemap and robots', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/domain\/gtld<\/loc>/);
  expect(xml).toMatch(/hreflang="km" href="http:\/\/localhost:\d+\/km\/domain\/gtld"/);
  expect(xml).not.toContain('/checkout-basket');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap.xml/);
});
