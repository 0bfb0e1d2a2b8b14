import { expect, test } from '@playwright/test';
import { openInteractive } from '../support/interactive';

test('an add from a remote shows at once in the shell cart control, the modal and the basket, and survives a reload', async ({ page }) => {
  await openInteractive(page, '/hosting/shared');
  const cart = page.getByTestId('cart-control');
  await expect(cart).toHaveAccessibleName('Cart, 0 items');
  await page.getByRole('button', { name: /^Add .* to cart$/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
  await expect(cart).toHaveAccessibleName('Cart, 1 item');
  await page.getByRole('dialog').getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/checkout-basket/);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('cart-control')).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
});
