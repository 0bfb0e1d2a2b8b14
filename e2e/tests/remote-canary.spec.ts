import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '../support/test';
import { inCanary, REMOTE_PREVIEW_COOKIE, VISITOR_ID_COOKIE, visitorKey } from '@storefront/contracts';
import { ROOT, buildFiles, remoteDist } from '../support/release-files';
import { STAFF, setRemote } from '../support/staff';

/**
 * Issue 14, items 5 and 6 (docs/adr/0010-remote-releases.md, "Canary, preview and automatic rollback"): a visitor
 * in a canary and one outside it get their own version of a remote, the same in the server's HTML and in the
 * browser, on every load; a staff member's preview changes their own pages only.
 */
test.describe.configure({ mode: 'serial' });

const SHORT = 'promotions';
const NAME = `mfe_${SHORT}`;
const DIST = remoteDist(SHORT);

const hash = createHash('sha256').update(readFileSync(path.join(DIST, 'mf-manifest.json'))).digest('hex').slice(0, 10);
const STABLE = `1.0.0-stable.${hash}`;
const CANARY = `1.0.0-canary.${hash}`;
const PREVIEW = `1.0.0-preview.${hash}`;
const THROWS = `1.0.0-throws.${hash}`;

/** The build with its routes chunk throwing when it runs (published as it is: its integrity is of these bytes). */
function throwingFiles(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(DIST, 'mf-manifest.json'), 'utf8')) as { exposes: { name: string; assets: { js: { sync: string[] } } }[] };
  const chunk = manifest.exposes.find((e) => e.name === 'routes')!.assets.js.sync[0]!;
  const all = buildFiles(DIST);
  all[chunk] = Buffer.from(`throw new Error('e2e: this canary throws');\n${readFileSync(path.join(DIST, chunk), 'utf8')}`).toString('base64');
  return all;
}

async function asStaff<T>(request: APIRequestContext, baseURL: string, work: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const headers = { Origin: baseURL };
  expect((await request.post('/api/users/login', { data: STAFF, headers })).ok()).toBeTruthy();
  try {
    return await work(headers);
  } finally {
    await request.post('/api/users/logout', { data: {}, headers });
  }
}

let original: string;

test.beforeAll(async ({ request, baseURL }) => {
  const registry = (await (await request.get('/api/config/remotes')).json()) as { name: string; version: string }[];
  original = registry.find((remote) => remote.name === NAME)!.version;
  await asStaff(request, baseURL!, async (headers) => {
    for (const version of [STABLE, CANARY, PREVIEW]) {
      const response = await request.post(`/api/admin/remotes/${SHORT}/versions`, { data: { version, files: buildFiles(DIST) }, headers });
      expect(response.ok(), await response.text()).toBeTruthy();
    }
  });
  await setRemote(request, baseURL!, SHORT, { version: STABLE, enabled: true, reason: 'e2e: canary, the stable version' });
  await asStaff(request, baseURL!, async (headers) => {
    const response = await request.put(`/api/admin/remotes/${SHORT}/canary`, { data: { version: CANARY, percent: 50, reason: 'e2e: canary at 50 %' }, headers });
    expect(response.ok(), await response.text()).toBeTruthy();
  });
});

test.afterAll(async ({ request, baseURL }) => {
  await asStaff(request, baseURL!, (headers) => request.put(`/api/admin/remotes/${SHORT}/canary`, { data: { version: CANARY, percent: 0, reason: 'e2e: canary done' }, headers }));
  await setRemote(request, baseURL!, SHORT, { version: original, reason: 'e2e: remote-canary done' });
  for (const version of [STABLE, CANARY, PREVIEW, THROWS]) rmSync(path.join(ROOT, 'var/cdn', SHORT, version), { recursive: true, force: true });
});

/** The registry the server rendered a page with (the payload the browser hydrates from). */
async function ssrVersion(context: BrowserContext, url: string): Promise<string> {
  const response = await context.request.get(url, { headers: { Accept: 'text/html' } });
  expect(response.headers()['cache-control']).toContain('private');
  const html = await response.text();
  const payload = JSON.parse(/<script type="application\/json" id="storefront-ssr">([^<]*)<\/script>/.exec(html)![1]!) as { registry: { name: string; version: string }[] };
  return payload.registry.find((remote) => remote.name === NAME)!.version;
}

/** A page's remote files, by version folder. */
async function browserVersions(context: BrowserContext, url: string): Promise<Set<string>> {
  const page = await context.newPage();
  const versions = new Set<string>();
  page.on('request', (req) => {
    const match = new RegExp(`/remotes/${SHORT}/([^/]+)/`).exec(new URL(req.url()).pathname);
    if (match) versions.add(decodeURIComponent(match[1]!));
  });
  await page.goto(url);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.close();
  return versions;
}

/** The anonymous id of a signed visitor_id cookie (`<id>.<signature>`: issue 28.2, the server chooses it). */
const anonymousIdOf = (value: string) => value.split('.')[0]!;

/**
 * A guest whose server-chosen, signed id the contracts' rule puts inside (or outside) the 50 % canary: nobody can
 * pick their own id any more (issue 28.2), so fresh guests ask the registry until one lands where the test needs it.
 */
async function visitor(browser: Browser, baseURL: string, where: 'inside' | 'outside'): Promise<BrowserContext> {
  for (let attempt = 0; attempt < 64; attempt += 1) {
    const context = await browser.newContext({ baseURL });
    expect((await context.request.get('/api/config/remotes')).ok()).toBeTruthy();
    const cookie = (await context.cookies()).find((c) => c.name === VISITOR_ID_COOKIE);
    expect(cookie, 'the registry sets a signed visitor id while a canary runs').toBeDefined();
    if (inCanary(visitorKey({ anonymousId: anonymousIdOf(cookie!.value) })!, NAME, 50) === (where === 'inside')) return context;
    await context.close();
  }
  throw new Error(`no guest landed ${where} the 50 % canary in 64 tries`);
}

test('a visitor_id chosen by the client is replaced by a server-signed one (issue 28.2)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: VISITOR_ID_COOKIE, value: 'e2e-visitor-chosen-00000001', url: baseURL! }]);
  expect((await context.request.get('/api/config/remotes')).ok()).toBeTruthy();
  const value = (await context.cookies()).find((c) => c.name === VISITOR_ID_COOKIE)!.value;
  expect(value).not.toBe('e2e-visitor-chosen-00000001');
  expect(value).toMatch(/^[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]+$/);
  await context.close();
});

test('a visitor in the canary and one outside it get their own version, in the server HTML and in the browser, on every load', async ({ browser, baseURL }) => {
  const inside = await visitor(browser, baseURL!, 'inside');
  const outside = await visitor(browser, baseURL!, 'outside');
  for (let round = 0; round < 2; round += 1) {
    expect(await ssrVersion(inside, `/promotion?round=${round}`)).toBe(CANARY);
    expect(await ssrVersion(outside, `/promotion?round=${round}`)).toBe(STABLE);
    expect([...(await browserVersions(inside, '/promotion'))]).toEqual([CANARY]);
    expect([...(await browserVersions(outside, '/promotion'))]).toEqual([STABLE]);
  }
  // The same URL, just rendered for the other visitor: never served from the other's page.
  expect(await ssrVersion(inside, '/promotion')).toBe(CANARY);
  await inside.close();
  await outside.close();
});

test('a guest without an id gets one, and keeps their version from the first page on', async ({ browser }) => {
  const context = await browser.newContext();
  const first = await ssrVersion(context, '/promotion?first=1');
  const id = (await context.cookies()).find((cookie) => cookie.name === VISITOR_ID_COOKIE)!.value;
  expect(first).toBe(inCanary(visitorKey({ anonymousId: anonymousIdOf(id) })!, NAME, 50) ? CANARY : STABLE);
  expect([...(await browserVersions(context, '/promotion'))]).toEqual([first]);
  await context.close();
});

test("a staff member's preview changes their own pages only, and ends when they end it", async ({ browser, baseURL }) => {
  const staff = await visitor(browser, baseURL!, 'outside');
  const headers = { Origin: baseURL! };
  expect((await staff.request.post('/api/users/login', { data: STAFF, headers })).ok()).toBeTruthy();
  const started = await staff.request.post(`/api/admin/remotes/${SHORT}/preview`, { data: { version: PREVIEW, minutes: 10, reason: 'e2e: preview' }, headers });
  expect(started.ok(), await started.text()).toBeTruthy();
  const token = (await staff.cookies()).find((cookie) => cookie.name === REMOTE_PREVIEW_COOKIE)!.value;

  expect(await ssrVersion(staff, '/promotion?preview=1')).toBe(PREVIEW);
  expect([...(await browserVersions(staff, '/promotion'))]).toEqual([PREVIEW]);

  // The same cookie in a guest's browser is ignored (the token names the staff member).
  const guest = await visitor(browser, baseURL!, 'outside');
  await guest.addCookies([{ name: REMOTE_PREVIEW_COOKIE, value: token, url: baseURL! }]);
  expect(await ssrVersion(guest, '/promotion?preview=1')).toBe(STABLE);
  expect([...(await browserVersions(guest, '/promotion'))]).toEqual([STABLE]);

  expect((await staff.request.delete('/api/admin/remotes/preview', { headers })).status()).toBe(204);
  expect(await ssrVersion(staff, '/promotion?preview=2')).not.toBe(PREVIEW);
  await staff.close();
  await guest.close();
});

/** A navigation inside the page (the router follows history), as a link would. */
async function go(page: Page, to: string): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

test('a canary version that throws is rolled back by itself from the browsers\' reports: audited as system, everyone on the stable version', async ({ browser, request, baseURL }) => {
  await asStaff(request, baseURL!, async (headers) => {
    const published = await request.post(`/api/admin/remotes/${SHORT}/versions`, { data: { version: THROWS, files: throwingFiles() }, headers });
    expect(published.ok(), await published.text()).toBeTruthy();
    const canary = await request.put(`/api/admin/remotes/${SHORT}/canary`, { data: { version: THROWS, percent: 100, reason: 'e2e: a canary that throws' }, headers });
    expect(canary.ok(), await canary.text()).toBeTruthy();
  });
  // Three sessions (REMOTE_ROLLBACK_MIN_SESSIONS in playwright.config.ts) open the remote: its code throws, the
  // fallback shows, and the page's report (a beacon) says so.
  for (let i = 0; i < 3; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    // The beacon's body is a Blob, which the browser's request event does not expose: the api's answer below says what it held.
    const reported = page.waitForRequest((req) => req.url().endsWith('/api/remotes/reports'), { timeout: 30_000 });
    await go(page, '/promotion');
    await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible();
    await reported;
    await context.close();
  }
  await expect
    .poll(async () => asStaff(request, baseURL!, async (headers) => ((await (await request.get('/api/admin/remotes', { headers })).json()) as { name: string; canary?: unknown }[]).find((r) => r.name === NAME)!.canary))
    .toBeUndefined();
  const audit = await asStaff(request, baseURL!, async (headers) => (await (await request.get(`/api/admin/remotes/audit?remote=${SHORT}&limit=5`, { headers })).json()) as { actor: string; reason: string }[]);
  expect(audit[0]!.actor).toBe('system');
  expect(audit[0]!.reason).toContain(`canary ${THROWS}: it failed in 3 of 3 sessions`);
  // The next visitor is on the stable version, in the HTML and in the browser.
  const next = await browser.newContext();
  const html = await (await next.request.get('/promotion?after=rollback', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain(`/remotes/${SHORT}/${STABLE}/`);
  expect([...(await browserVersions(next, '/promotion'))]).toEqual([STABLE]);
  await next.close();
});
