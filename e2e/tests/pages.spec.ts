import { expect, test } from '../support/test';
import { CUSTOMER } from '../support/staff';

test.describe('every remote renders its first page through the shell', () => {
  test('home shows the domain search box from mfe-domains, downloads its code only when the reader uses it and no other remote; a guest sees no failed call or console error', async ({ page }) => {
    const remotes = new Set<string>();
    const failures: string[] = [];
    page.on('request', (request) => {
      const match = /\/remotes\/([a-z]+)\//.exec(request.url());
      if (match?.[1]) remotes.add(match[1]);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Search for a domain' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    // Server-rendered and hydrated on interaction: nothing of the remote is downloaded until the box is used.
    expect([...remotes]).toEqual([]);
    await page.getByRole('textbox', { name: 'Search for a domain' }).hover();
    await expect.poll(() => [...remotes]).toEqual(['domains']);
    await page.waitForLoadState('networkidle');
    expect([...remotes]).toEqual(['domains']);
    expect(failures).toEqual([]);
  });

  test('mfe-domains: /domain/cctld lists TLDs with prices and filters by region', async ({ page }) => {
    await page.goto('/domain/cctld');
    await expect(page.getByRole('heading', { level: 1, name: 'Country-code domains' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Country-code TLDs' });
    await expect(list.getByRole('heading', { name: '.kh', exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'Europe' }).click();
    await expect(page).toHaveURL(/region=europe/);
    await expect(list.getByRole('heading', { name: '.uk', exact: true })).toBeVisible();
    await expect(list.getByRole('heading', { name: '.kh', exact: true })).toHaveCount(0);
    await expect(list.getByText(/\$\d+\.\d\d/).first()).toBeVisible();
  });

  test('mfe-domains: /domain/gtld leads each TLD to a domain search', async ({ page }) => {
    await page.goto('/domain/gtld');
    await expect(page.getByRole('heading', { level: 1, name: 'Generic domains' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search a domain ending in .com', exact: true })).toHaveAttribute('href', /\/domain\/search\?tld=com/);
  });

  test('mfe-hosting: /hosting/shared shows the six shared plans with prices, each opening its configurator', async ({ page }) => {
    await page.goto('/hosting/shared');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Choose Shared / })).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Choose Shared Lite' })).toHaveAttribute('href', '/hosting/shared/configure?plan=sh-lite');
  });

  test('mfe-checkout: /checkout-basket shows the empty cart', async ({ page }) => {
    await page.goto('/checkout-basket');
    await expect(page.getByText('Cart is empty')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('mfe-promotions: /promotion lists the active promotions', async ({ page }) => {
    await page.goto('/promotion');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('mfe-account: /notification is auth-only, then lists notifications with filters', async ({ page }) => {
    await page.goto('/notification');
    await expect(page).toHaveURL(/\/$/);
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email or username').fill(CUSTOMER.login);
    await dialog.getByLabel('Password').fill(CUSTOMER.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/notification/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await page.getByRole('radio', { name: /Unread/ }).click();
    await expect(page).toHaveURL(/unread=1/);
  });

  test('an unknown path goes home', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('search')).toBeVisible();
  });
});
