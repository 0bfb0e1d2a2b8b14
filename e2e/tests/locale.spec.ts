import { expect, test } from '../support/test';
import { openWithRemoteHeld } from '../support/interactive';

test('the Khmer version of a page renders Khmer text in a Khmer font and keeps the choice', async ({ page, context }) => {
  await page.goto('/domain/gtld');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'KM' }).click();
  await expect(page).toHaveURL(/\/km\/domain\/gtld$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ដែនទូទៅ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');

  // The fonts' stylesheet is applied after the first paint; then the Khmer text's own font face loads.
  const khmerFace = () =>
    page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Noto Sans Khmer' && face.status === 'loaded'));
  await expect.poll(khmerFace).toBe(true);

  const cookies = await context.cookies();
  const locale = cookies.find((cookie) => cookie.name === 'locale');
  expect(locale?.value).toBe('km');
  const days = ((locale?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);

  await page.goto('/');
  await expect(page).toHaveURL(/\/km$/);
});

test('a tap on the language switch while the page is still loading is not lost: it takes effect once the page is interactive', async ({ page }) => {
  // The domains remote's code held back: the page is on screen, drawn by the server, and not yet hydrated.
  const { release } = await openWithRemoteHeld(page, '/domain/gtld', 'domains');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'KM' }).click();
  await expect(page).toHaveURL(/\/domain\/gtld$/);

  release();
  await expect(page).toHaveURL(/\/km\/domain\/gtld$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ដែនទូទៅ' })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
});
