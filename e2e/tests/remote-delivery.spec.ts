import { createHash } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { ROOT, buildFiles, remoteDist } from '../support/release-files';
import { STAFF, setRemote } from '../support/staff';

/**
 * Issue 14, items 3 and 4 (docs/adr/0010-remote-releases.md, "Live updates and integrity in the browser and the
 * server"): an open tab follows the registry without a reload, and refuses a published version's bytes when they
 * are not the ones its manifest names.
 */
test.describe.configure({ mode: 'serial' });

const SHORT = 'promotions';
const DIST = remoteDist(SHORT);

/** Every file of the remote's build, by path relative to dist/, base64 (the publish endpoint's body). */
/** Publishes the remote's current build as a version of its own (named after its bytes: publishing again is a no-op). */
async function publishBuild(request: APIRequestContext, baseURL: string, suffix = ''): Promise<{ version: string; integrity: string }> {
  const manifest = readFileSync(path.join(DIST, 'mf-manifest.json'));
  const version = `1.0.0-e2e.${createHash('sha256').update(manifest).digest('hex').slice(0, 10)}${suffix}`;
  const headers = { Origin: baseURL };
  expect((await request.post('/api/users/login', { data: STAFF, headers })).ok()).toBeTruthy();
  const response = await request.post(`/api/admin/remotes/${SHORT}/versions`, { data: { version, files: buildFiles(DIST) }, headers });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { version: published } = (await response.json()) as { version: { integrity: string } };
  await request.post('/api/users/logout', { data: {}, headers });
  return { version, integrity: published.integrity };
}

/** A navigation inside the page (the router follows history), as a link would: no page load. */
async function go(page: Page, to: string): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** The page is the one loaded at the start: no reload happened. */
async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { tabMarker?: string }).tabMarker)).toBe('kept');
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
}

let original: { version: string; enabled: boolean };
let published: { version: string; integrity: string };
let tamperedOnServer: { version: string; integrity: string } | undefined;

test.beforeAll(async ({ request, baseURL }) => {
  const registry = (await (await request.get('/api/config/remotes')).json()) as { name: string; version: string; enabled: boolean }[];
  const entry = registry.find((remote) => remote.name === `mfe_${SHORT}`)!;
  original = { version: entry.version, enabled: entry.enabled };
  published = await publishBuild(request, baseURL!);
});

test.afterAll(async ({ request, baseURL }) => {
  await setRemote(request, baseURL!, SHORT, { version: original.version, enabled: original.enabled, reason: 'e2e: remote-delivery done' });
  rmSync(path.join(ROOT, 'var/cdn', SHORT, published.version), { recursive: true, force: true });
  if (tamperedOnServer) rmSync(path.join(ROOT, 'var/cdn', SHORT, tamperedOnServer.version), { recursive: true, force: true });
});

test('an open tab takes a pointer change within 10 s and uses it at its next navigation into the remote, without a reload', async ({ page, request, baseURL }) => {
  const remoteFiles: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes(`/remotes/${SHORT}/`)) remoteFiles.push(new URL(req.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.evaluate(() => ((window as unknown as { tabMarker: string }).tabMarker = 'kept'));

  await go(page, '/promotion');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(remoteFiles).toContain(`/remotes/${SHORT}/${original.version}/remoteEntry.js`);

  // Staff pin the published version: the tab's next read of the registry (a revalidated poll) sees it.
  const seen = page.waitForResponse(async (response) => response.url().endsWith('/api/config/remotes') && response.status() === 200 && (await response.text()).includes(published.version), {
    timeout: 10_000,
  });
  const changedAt = Date.now();
  await setRemote(request, baseURL!, SHORT, { version: published.version, reason: 'e2e: live update' });
  await seen;
  expect(Date.now() - changedAt).toBeLessThan(10_000);
  // Mounted now: not torn down in the middle of the page.
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(remoteFiles.filter((file) => file.includes(published.version))).toEqual([]);

  // The next navigation into the remote uses the new version (home first: a page of its own in between).
  await go(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: /Everything your business needs/ })).toBeVisible();
  await go(page, '/promotion');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(remoteFiles).toContain(`/remotes/${SHORT}/${published.version}/mf-manifest.json`);
  expect(remoteFiles).toContain(`/remotes/${SHORT}/${published.version}/remoteEntry.js`);

  // Disabled meanwhile: the next navigation shows its maintenance page.
  const disabled = page.waitForResponse(async (response) => response.url().endsWith('/api/config/remotes') && response.status() === 200 && (await response.text()).includes('"enabled":false'), {
    timeout: 10_000,
  });
  await setRemote(request, baseURL!, SHORT, { enabled: false, disabledMode: 'maintenance', reason: 'e2e: live disable' });
  await disabled;
  await go(page, '/fortune-wheel');
  await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
  await expectSameDocument(page);
  await setRemote(request, baseURL!, SHORT, { enabled: true, reason: 'e2e: live enable' });
});

const tamperings = [
  { file: 'mf-manifest.json', matches: (pathname: string) => pathname.endsWith('/mf-manifest.json') },
  { file: 'remoteEntry.js', matches: (pathname: string) => pathname.endsWith('/remoteEntry.js') },
  { file: 'a chunk', matches: (pathname: string) => /\/[^/]+\.[0-9a-f]{8}\.js$/.test(pathname) },
];

for (const tampering of tamperings) {
  test(`tampered bytes of a published version (${tampering.file}) are refused: the fallback is shown, the code never runs, the console names the file`, async ({ page, request, baseURL }) => {
    await setRemote(request, baseURL!, SHORT, { version: published.version, enabled: true, reason: 'e2e: integrity' });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(`**/remotes/${SHORT}/${published.version}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (!tampering.matches(pathname)) return route.continue();
      const response = await route.fetch();
      // One more statement (or a trailing space in JSON): other bytes, which would run if nothing checked them.
      const body = `${await response.text()}${pathname.endsWith('.json') ? ' ' : '\n;window.tamperedCodeRan = true;'}`;
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length', 'etag'].includes(name)));
      await route.fulfill({ status: response.status(), headers, body });
    });

    await page.goto('/');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await go(page, '/promotion');
    await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { tamperedCodeRan?: boolean }).tamperedCodeRan)).toBeUndefined();
    await expect.poll(() => errors.find((text) => text.startsWith(`Integrity: mfe_${SHORT} ${published.version} `))).toMatch(/ refused: /);
    // A named file is named in the refusal; a chunk is refused by whichever name it has (the poll above).
    expect(errors.join('\n')).toContain(`Integrity: mfe_${SHORT} ${published.version} ${tampering.file === 'a chunk' ? '' : `${tampering.file} refused`}`);

    // The same version's true bytes load (Retry re-reads the registry).
    // Wait for handlers still in flight (another chunk of the same page): removing a handler mid-flight lets
    // Playwright continue that request itself, and the handler's own fulfil then fails ("Route is already handled").
    await page.unrouteAll({ behavior: 'wait' });
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
}

test('the server refuses a published version whose server chunks are other bytes, and renders with the last version that passed', async ({ page, request, baseURL }) => {
  // The server has rendered the published version (the tests above): it is the last one that passed.
  await setRemote(request, baseURL!, SHORT, { version: published.version, enabled: true, reason: 'e2e: server integrity' });
  const asPage = { headers: { Accept: 'text/html' } };
  const first = await request.get('/promotion', asPage);
  expect(first.ok(), `${first.status()} ${(await first.text()).slice(0, 300)}`).toBeTruthy();

  // Another published version whose server chunks are then changed where they are served from (a compromised CDN).
  tamperedOnServer = await publishBuild(request, baseURL!, '-t');
  const serverDir = path.join(ROOT, 'var/cdn', SHORT, tamperedOnServer.version, 'server');
  for (const name of readdirSync(serverDir)) {
    if (/\.(gz|br)$/.test(name)) rmSync(path.join(serverDir, name));
    else if (name !== 'remoteEntry.js' && name.endsWith('.js')) appendFileSync(path.join(serverDir, name), '\n;globalThis.tamperedServerCodeRan = true;');
  }
  await setRemote(request, baseURL!, SHORT, { version: tamperedOnServer.version, reason: 'e2e: server integrity' });

  const html = await (await request.get('/promotion?refused=1', asPage)).text();
  const payload = JSON.parse(/<script type="application\/json" id="storefront-ssr">([^<]*)<\/script>/.exec(html)![1]!) as { registry: { name: string; version: string; integrity?: string }[] };
  const entry = payload.registry.find((remote) => remote.name === `mfe_${SHORT}`)!;
  // Rendered with the version that passed, and the browser told to hydrate with it and its integrity.
  expect(entry).toMatchObject({ version: published.version, integrity: published.integrity });
  expect(html).toContain('<article');

  // The browser hydrates that version with no warning.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/promotion?refused=2');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(errors).toEqual([]);
});
