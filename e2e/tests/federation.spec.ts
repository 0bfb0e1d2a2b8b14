import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { openInteractive } from '../support/interactive';
import { setRemote } from '../support/staff';

test.describe.configure({ mode: 'serial' });

test('a disabled remote shows maintenance and its code is never requested', async ({ page, request, baseURL }) => {
  await setRemote(request, baseURL!, 'promotions', { enabled: false, disabledMode: 'maintenance' });
  try {
    const fetched: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/remotes/promotions/')) fetched.push(req.url());
    });
    await page.goto('/promotion');
    await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('search')).toBeVisible();
    expect(fetched).toEqual([]);

    await setRemote(request, baseURL!, 'promotions', { disabledMode: 'construction' });
    await page.goto('/promotion');
    await expect(page.getByRole('heading', { name: 'Under construction' })).toBeVisible();
    expect(fetched).toEqual([]);
  } finally {
    await setRemote(request, baseURL!, 'promotions', { enabled: true, disabledMode: 'maintenance' });
  }
});

test('a remote whose files are unreachable shows a fallback with Retry; the rest works; Retry recovers', async ({ page, request, baseURL }) => {
  // The pointer only takes an available version (ADR 0010): a version folder holding a manifest and none of its files.
  const missing = path.resolve(__dirname, '../../var/cdn/hosting/9.9.9-missing');
  mkdirSync(missing, { recursive: true });
  copyFileSync(path.resolve(__dirname, '../../mfe-hosting/dist/mf-manifest.json'), path.join(missing, 'mf-manifest.json'));
  await setRemote(request, baseURL!, 'hosting', { version: '9.9.9-missing' });
  try {
    // Arrived at in the browser (a server-rendered /hosting/shared keeps the last version that loaded on the server):
    // the link is followed by the router once the home page is hydrated, not as a plain link before it.
    await openInteractive(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Hosting' }).click();
    await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Domains' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find the perfect domain' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    await setRemote(request, baseURL!, 'hosting', { version: '1.0.0' });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: /^Choose Shared / }).first()).toBeVisible();
  } finally {
    await setRemote(request, baseURL!, 'hosting', { version: '1.0.0' });
    rmSync(missing, { recursive: true, force: true });
  }
});

/** A string each library keeps in its minified code: a script containing it carries a copy of the library. */
const LIBRARY_MARKERS = {
  'react-router': 'may be used only in the context of a <Router> component',
  rxjs: 'object unsubscribed',
  'react-i18next': 'You will need to pass in an i18next instance',
};

test('one React, one store, one bus and one i18n instance across the shell and every remote', async ({ page }) => {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().then((body) => ({ url: response.url(), body }), () => ({ url: response.url(), body: '' })));
  });
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    let id = 0;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          id += 1;
          renderers.set(id, renderer);
          return id;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
      configurable: true,
    });
  });
  await page.goto('/');
  await expect(page.getByRole('search')).toBeVisible();
  for (const link of ['Domains', 'Hosting', 'Promotions']) {
    await page.getByRole('banner').getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByTestId('cart-control').click();
  await expect(page.getByText('Cart is empty')).toBeVisible();

  const facts = await page.evaluate(() => {
    const w = window as unknown as {
      __STOREFRONT__: { instances: Record<string, number> };
      __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> };
    };
    return {
      instances: w.__STOREFRONT__.instances,
      renderers: w.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    };
  });
  expect(facts.instances).toEqual({ platform: 1, store: 1, bus: 1, i18n: 1, query: 1 });
  expect(facts.renderers).toBe(1);

  // The libraries the platform ships come in one file, whichever remotes the visit went through: a copy is a file
  // of its own (each remote's fallback copy has a name of its own; the same file asked for twice is one copy), and
  // the files are named, so a second copy says which remote brought it (a CI run once counted two, unnamed).
  const files = await Promise.all(scripts);
  for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
    const copies = [...new Set(files.filter((file) => file.body.includes(marker)).map((file) => new URL(file.url).pathname))];
    expect({ library, copies }).toEqual({ library, copies: [expect.any(String)] });
  }
});
