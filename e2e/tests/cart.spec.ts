import { expect, test } from '../support/test';
import { openInteractive } from '../support/interactive';

test('an add from a remote shows at once in the shell cart control, the modal and the basket, and survives a reload', async ({ page }) => {
  // A certificate is added straight from its page (hosting plans open their configurator first).
  await openInteractive(page, '/ssl/positivessl');
  const cart = page.getByTestId('cart-control');
  await expect(cart).toHaveAccessibleName('Cart, 0 items');
  await page.getByLabel('Domain to protect').fill('shop.example.com');
  await page.getByRole('button', { name: 'Add PositiveSSL to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
  await expect(cart).toHaveAccessibleName('Cart, 1 item');
  await page.getByRole('dialog').getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/checkout-basket/);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('cart-control')).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
});
