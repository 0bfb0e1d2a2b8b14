import { expect, test } from '../support/test';

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the bottom mobile navbar has menu, cart, home, notification and account', async ({ page }) => {
    await page.goto('/');
    const navbar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(navbar).toBeVisible();
    await expect(navbar.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(navbar.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Alerts' })).toBeVisible();
    await expect(navbar.getByRole('button', { name: 'Account' })).toBeVisible();
    await navbar.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('list', { name: 'Hosting' }).getByRole('link', { name: 'WordPress Hosting' }).click();
    await expect(page).toHaveURL(/\/hosting\/wordpress/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('at 1280 px the header shows every product area and no bottom navbar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Products', exact: true });
  for (const name of ['Domains', 'Cloud Servers', 'Hosting', 'SSL', 'AWS Partner', 'SMS', 'Promotions']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();
});
