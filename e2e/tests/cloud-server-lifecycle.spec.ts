import { acceptAndPay, toPaymentStep } from '../support/checkout';
import { expect, test } from '../support/test';
import { emptyCart } from '../support/cart';
import { randomUUID } from 'node:crypto';
import { signInAt } from '../support/customer';
import { openInteractive } from '../support/interactive';
import { CUSTOMER, creditBalance } from '../support/staff';

/**
 * Issue 15 item 13 / issue 16 item 2 end to end: a cloud server configured at /cloud and paid by card (the sandbox
 * gateway's 3-D Secure card) is provisioned by the job queue — creating, then running with an IP address — in
 * /account/services; from its page it is upgraded (one more vCPU), the upgrade item priced by the api and paid
 * from the balance, and the control panel resizes it.
 */

test('a Windows cloud server bought by card is provisioned (creating → running with an IP and its OS), then upgraded from its page and resized', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const serverName = `e2e-grow-${randomUUID().slice(0, 6)}`;
  await signInAt(page, '/account/services');
  await emptyCart(page, baseURL!);

  // Configure a monthly Basic Cloud 1 with Windows (its licence priced) and put it in the cart.
  await openInteractive(page, '/cloud');
  await page.getByRole('radio', { name: /^1 month/ }).check();
  await page.getByLabel('System').selectOption('Windows Server');
  await page.getByRole('textbox', { name: /Server name/ }).fill(serverName);
  await expect(page.getByTestId('cloud-summary')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await page.getByRole('button', { name: /Add to cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toContainText('Basic Cloud 1');
  await page.keyboard.press('Escape');

  // Pay by card on the provider's page, with its 3-D Secure step.
  await toPaymentStep(page);
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  const saved = (await (await page.request.get('/api/user/cards')).json()) as unknown[];
  if (saved.length > 0) await page.getByRole('radio', { name: 'A new card' }).click();
  await acceptAndPay(page);
  await expect(page).toHaveURL(/\/sandbox-gateway\/card\//);
  await page.getByLabel('Card number').fill('4000 0000 0000 3220');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Sokha Chan');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirm this payment' })).toBeVisible();
  await page.getByLabel('One-time code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });

  // The server is in the account at once (paid, being created) and runs with an address once the panel has built it.
  await page.goto('/account/services');
  const link = page.getByRole('list', { name: 'Your services' }).getByRole('link', { name: serverName });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(serverName);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Running', { exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByText(/^10\.\d+\.\d+\.\d+$/)).toBeVisible();
  await expect(page.getByText('Windows Server 2019', { exact: true })).toBeVisible();

  // Its use over the last day, from the hypervisor; on a phone the page keeps to its width (the control panel's long address wraps).
  await expect(page.getByRole('heading', { name: 'Use in the last 24 hours' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'CPU' })).toBeVisible();
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize(desktop);

  // Upgrade: one more vCPU, priced by the api for the rest of the term, into the cart.
  const upgrade = page.locator('section, div').filter({ has: page.getByRole('heading', { name: 'Change resources' }) }).last();
  await expect(upgrade.getByText('2 vCPU · 2 GB RAM · 40 GB SSD')).toBeVisible();
  await upgrade.getByLabel('Extra vCPU').selectOption('1');
  await expect(upgrade.getByText('3 vCPU · 2 GB RAM · 40 GB SSD')).toBeVisible({ timeout: 15_000 });
  await expect(upgrade.getByText(/Today, for the \d+ days left of \d+/)).toBeVisible();
  await upgrade.getByRole('button', { name: 'Add the upgrade to the cart' }).click();
  // The shell's cart dialog hears of it, as of any item added.
  const added = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(added).toContainText('Basic Cloud 1 upgrade');
  await added.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/checkout-basket/);
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByText(/Basic Cloud 1 upgrade/)).toBeVisible();

  // Paid from the balance; the control panel resizes the server.
  await creditBalance(request, baseURL!, CUSTOMER.login, 5_000);
  await toPaymentStep(page);
  await page.getByRole('radio', { name: /Account balance/ }).check();
  await acceptAndPay(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/account/services');
  await page.getByRole('list', { name: 'Your services' }).getByRole('link', { name: serverName }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('3 vCPU · 2 GB RAM · 40 GB SSD')).toBeVisible({ timeout: 3_000 });
    await expect(page.getByText('A paid change is being applied by the control panel.')).toHaveCount(0);
  }).toPass({ timeout: 60_000 });
});
