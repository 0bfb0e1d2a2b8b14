import { expect, test, type Page } from '../support/test';
import { signInWithDialog } from '../support/customer';
import { openInteractive } from '../support/interactive';

/** A basket of one WordPress hosting plan paid for a year (what WP_HOSTING_EXTRA_DISCOUNT is for), without a voucher. */
async function basketWithWordPressYear(page: Page): Promise<void> {
  const headers = { Origin: new URL(page.url()).origin };
  const cart = (await (await page.request.get('/api/cart')).json()) as { items: { key: string }[] };
  for (const item of cart.items) expect((await page.request.delete('/api/cart/items', { headers, data: { key: item.key } })).ok()).toBeTruthy();
  await page.request.delete('/api/cart/voucher', { headers });
  const added = await page.request.put('/api/cart/items/wordpress-hosting', {
    headers,
    data: { package: 'wp-basic', months: 12, websiteName: 'blog', region: 'KH', domain: { kind: 'subdomain', subdomain: `promo${Date.now() % 100000}` } },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
}

test('a promotion\'s code is applied to the basket from /promotion, with its terms shown', async ({ page }) => {
  await openInteractive(page, '/promotion');
  const card = page.getByRole('article', { name: 'Extra 8% off WordPress hosting' });
  await expect(card.getByRole('list', { name: 'Terms' })).toContainText('For WordPress hosting');
  await expect(card.getByRole('list', { name: 'Terms' })).toContainText('For 12 months or more');
  await expect(card.getByRole('link', { name: 'See the offer' })).toHaveAttribute('href', '/hosting/wordpress');
  // The season's picture and a banner per category come with the page.
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Cloud servers from \$8\.99/ })).toBeVisible();

  await card.getByRole('button', { name: 'Sign in to use this code' }).click();
  await signInWithDialog(page);
  await basketWithWordPressYear(page);
  await card.getByRole('button', { name: 'Apply to my basket: WP_HOSTING_EXTRA_DISCOUNT' }).click();
  await expect(card.getByRole('status')).toContainText('WP_HOSTING_EXTRA_DISCOUNT is applied to your basket.');
  const cart = (await (await page.request.get('/api/cart')).json()) as { voucher: { code: string; discount: number } | null };
  expect(cart.voucher).toEqual({ code: 'WP_HOSTING_EXTRA_DISCOUNT', discount: Math.round(399 * 12 * 0.08) });
});

test('the basket suggests the best voucher for the cart and applies it in one click', async ({ page }) => {
  await openInteractive(page, '/promotion');
  await page.getByRole('button', { name: 'Sign in to use this code' }).first().click();
  await signInWithDialog(page);
  await basketWithWordPressYear(page);
  const suggestion = (await (await page.request.get('/api/vouchers/suggestion')).json()) as { voucher: { code: string } | null };
  expect(suggestion.voucher).not.toBeNull();
  const code = suggestion.voucher!.code;

  await page.goto('/checkout-basket');
  const dialog = page.getByRole('dialog', { name: 'A voucher for your basket' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(code);
  await dialog.getByRole('button', { name: `Apply ${code}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Voucher ${code} applied` })).toBeVisible();
  const cart = (await (await page.request.get('/api/cart')).json()) as { voucher: { code: string } | null };
  expect(cart.voucher?.code).toBe(code);
});
