import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '../support/test';
import { acceptAndPay, toPaymentStep } from '../support/checkout';
import { signInAt } from '../support/customer';
import { CUSTOMER, creditBalance } from '../support/staff';

/**
 * Issue 16 item 3 end to end: a hosting plan and a cloud server bought with the demo account and paid from the
 * balance become running services in the account; with auto-renew off, moving the development clock past their
 * renewal date has the job queue cancel them, and a notification says so for each.
 */

/** Turns a service's auto-renew off from its row in /account/services. */
async function autoRenewOff(row: Locator) {
  const toggle = row.getByRole('switch');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(row.getByText('Auto-renew off: cancelled at renewal')).toBeVisible();
}

/** Reloads /account/services until the row named `name` shows `status` (the job queue works in the background). */
async function expectStatus(page: Page, name: string, status: string) {
  const row = page.getByRole('list', { name: 'Your services' }).getByRole('listitem').filter({ hasText: name }).filter({ hasText: status }).first();
  await expect(async () => {
    await page.goto('/account/services');
    await expect(row).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
}

test('a hosting plan and a cloud server bought and paid from the balance → running in services → auto-renew off → the clock moves → cancelled, and a notification says so', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  await creditBalance(request, baseURL!, CUSTOMER.login, 50_000);
  await signInAt(page, '/account/services');
  await expect(page.getByRole('heading', { level: 1, name: 'My services' })).toBeVisible();
  const origin = { Origin: baseURL! };

  // The plan goes into the cart as the hosting page's "Add to cart" puts it (a month of Shared Professional), the
  // server as the configurator does (a month of Basic Cloud 1 with Ubuntu).
  const serverName = `e2e-lapse-${randomUUID().slice(0, 6)}`;
  for (const item of ((await (await page.request.get('/api/cart')).json()) as { items: { key: string }[] }).items) {
    await page.request.delete('/api/cart/items', { headers: origin, data: { key: item.key } });
  }
  const added = await page.request.put('/api/cart/items', { headers: origin, data: { items: [{ type: 'shared-hosting', package: 'sh-professional', months: 1 }] } });
  expect(added.ok(), await added.text()).toBeTruthy();
  const server = { type: 'cloud-server', region: 'cambodia', package: 'cs-basic-cloud-1', os: 'ubuntu-24.04', storageType: 'ssd', addons: {}, source: 'NEW', serverName, months: 1 };
  const serverAdded = await page.request.put('/api/cart/items/cloud-server', { headers: origin, data: server });
  expect(serverAdded.ok(), await serverAdded.text()).toBeTruthy();

  await toPaymentStep(page);
  await page.getByRole('radio', { name: /Account balance/ }).check();
  await acceptAndPay(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // The job queue provisions them: the account shows them active.
  const services = page.getByRole('list', { name: 'Your services' });
  const plan = services.getByRole('listitem').filter({ hasText: 'Shared Professional' }).first();
  await expectStatus(page, 'Shared Professional', 'Active');
  await expect(plan.getByText('1 month', { exact: true })).toBeVisible();
  await expectStatus(page, serverName, 'Active');

  // Auto-renew off: cancelled at renewal.
  await autoRenewOff(plan);
  await autoRenewOff(services.getByRole('listitem').filter({ hasText: serverName }).first());

  // The development clock moves past the renewal date; the queue's lifecycle sweep cancels them.
  const moved = await page.request.post('/api/dev/clock', { headers: origin, data: { days: 32 } });
  expect(moved.ok(), await moved.text()).toBeTruthy();
  await expectStatus(page, 'Shared Professional', 'Cancelled');
  await expectStatus(page, serverName, 'Cancelled');

  await page.goto('/notification');
  await expect(page.getByText(/was cancelled: auto-renew was off at its renewal date\./).first()).toBeVisible();
  await expect(page.getByText(new RegExp(`${serverName}.*was cancelled: auto-renew was off at its renewal date\\.`))).toBeVisible();
});
