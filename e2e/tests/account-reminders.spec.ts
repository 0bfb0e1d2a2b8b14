import { signInAt } from '../support/customer';
import { expect, test } from '../support/test';

/**
 * Issue 16 item 4: after sign-in, once a day, the reminders popup lists what to renew or pay (GET
 * /api/users/reminders) with a link to do it; "Remind me tomorrow" keeps it closed for the rest of the day.
 */
test.use({ keepReminders: true });

test('after sign-in the reminders popup lists the unpaid invoice with a link to pay it, and stays closed for the day once closed', async ({ page }) => {
  await signInAt(page, '/account');
  const dialog = page.getByRole('dialog', { name: 'Things that need your attention' });
  await expect(dialog).toBeVisible();

  // What the api says is due, as the popup shows it: the demo customer's unpaid invoice among it.
  const { items } = (await (await page.request.get('/api/users/reminders')).json()) as { items: { kind: string; title: string; path: string }[] };
  const invoice = items.find((item) => item.kind === 'invoice');
  expect(invoice, JSON.stringify(items)).toBeDefined();
  await expect(dialog.getByText(invoice!.title)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Pay' }).first()).toHaveAttribute('href', invoice!.path);

  await dialog.getByRole('button', { name: 'Remind me tomorrow' }).click();
  await expect(dialog).toBeHidden();

  // The next page of the day: the account, without the popup (it does not even ask the api again).
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/users/reminders')) asked.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog).toHaveCount(0);
  expect(asked).toEqual([]);
});
