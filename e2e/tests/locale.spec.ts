import { expect, test } from '../support/test';

test('the Khmer version of a page renders Khmer text in a Khmer font and keeps the choice', async ({ page, context }) => {
  await page.goto('/domain/gtld');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'KM' }).click();
  await expect(page).toHaveURL(/\/km\/domain\/gtld$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ដែនទូទៅ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');

  const khmerFont = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px "Noto Sans Khmer"', 'ដែនទូទៅ');
  });
  expect(khmerFont).toBe(true);

  const cookies = await context.cookies();
  const locale = cookies.find((cookie) => cookie.name === 'locale');
  expect(locale?.value).toBe('km');
  const days = ((locale?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);

  await page.goto('/');
  await expect(page).toHaveURL(/\/km$/);
});

test('a tap on the language switch while the page is still loading is not lost: it takes effect once the page is interactive', async ({ page }) => {
  // Hold the domains remote's code: the page is on screen, drawn by the server, and not yet hydrated.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/remotes/domains/**/remoteEntry.js', async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.goto('/domain/gtld', { waitUntil: 'domcontentloaded' });
  await requested;
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'KM' }).click();
  await expect(page).toHaveURL(/\/domain\/gtld$/);

  release();
  await expect(page).toHaveURL(/\/km\/domain\/gtld$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ដែនទូទៅ' })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
});
