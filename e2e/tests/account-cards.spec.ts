import { expect, test } from '../support/test';
import { ensureContact, signInAt } from '../support/customer';

/**
 * Issue 16 items 5 and 13 end to end: a card added through the payment provider's hosted page and 3-D Secure (the
 * $1 verification charged and refunded at once, both in its history), an order paid with it at checkout, then the
 * renewal of what it bought paid with it in one step from the services page (POST /checkout-one-step).
 */

test('add a card through 3-D Secure ($1 verification refunded) → pay an order with it at checkout → pay a renewal with it', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signInAt(page, '/account/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved cards' })).toBeVisible();

  // The terms first, beside their checkbox.
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('You must accept terms & conditions in order to add cards')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Add card' }).click();

  // The provider's hosted page, then the issuer's 3-D Secure challenge.
  await expect(page).toHaveURL(/\/sandbox-gateway\/card-setup\//);
  await page.getByLabel('Card number').fill('4000 0000 0000 3220');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Demo Customer');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/challenge$/);
  await page.getByLabel('One-time code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Back in the account: saved, default, with the verification and its refund in the history.
  await expect(page).toHaveURL(/\/account\/cards\?setupId=/);
  await expect(page.getByText('Your Visa card ending in 3220 is saved. The verification charge was refunded.')).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Visa ending in 3220' }).first();
  await expect(card.getByText('Default')).toBeVisible();
  await card.getByRole('button', { name: 'Show history' }).click();
  const history = card.getByRole('list', { name: 'History of Visa ending in 3220' });
  await expect(history.getByText(/Card verification/)).toBeVisible();
  await expect(history.getByText(/Verification refunded/)).toBeVisible();

  // An order paid with it.
  const origin = { Origin: baseURL! };
  for (const item of ((await (await page.request.get('/api/cart')).json()) as { items: { key: string }[] }).items) {
    await page.request.delete('/api/cart/items', { headers: origin, data: { key: item.key } });
  }
  const added = await page.request.put('/api/cart/items', { headers: origin, data: { items: [{ type: 'shared-hosting', package: 'sh-basic', months: 1 }] } });
  expect(added.ok(), await added.text()).toBeTruthy();
  await ensureContact(page);
  await page.goto('/checkout-basket');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Billing information' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible();
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await expect(page.getByRole('radio', { name: 'Visa •••• 3220' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('checkbox', { name: /I have read and agree to the/ }).check();
  await page.getByRole('checkbox', { name: 'I consent to signing the electronic contracts of this order automatically.' }).check();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  await page.goto('/account/cards');
  const paidCard = page.getByRole('listitem', { name: 'Visa ending in 3220' }).first();
  await paidCard.getByRole('button', { name: 'Show history' }).click();
  await expect(paidCard.getByRole('list', { name: 'History of Visa ending in 3220' }).getByText(/Payment/)).toBeVisible();

  // The plan it bought runs; its renewal is paid with the card in one step from the services page.
  const row = page.getByRole('list', { name: 'Your services' }).getByRole('listitem').filter({ hasText: 'Shared Basic' }).first();
  await expect(async () => {
    await page.goto('/account/services');
    await expect(row.getByText('Active', { exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await row.getByRole('button', { name: /^Renew .* now$/ }).click();
  const panel = row.getByRole('region', { name: /^Pay now for the renewal of / });
  await panel.getByRole('radio', { name: /Saved card/ }).check();
  await expect(panel.getByText('Visa •••• 3220 (default)')).toBeVisible();
  await panel.getByRole('button', { name: /^Pay \$[\d.,]+ now$/ }).click();
  await expect(row.getByRole('status').filter({ hasText: /^Renewed and paid: invoice / })).toBeVisible();

  await page.goto('/account/cards');
  const renewedCard = page.getByRole('listitem', { name: 'Visa ending in 3220' }).first();
  await renewedCard.getByRole('button', { name: 'Show history' }).click();
  await expect(renewedCard.getByRole('list', { name: 'History of Visa ending in 3220' }).getByText(/Payment/)).toHaveCount(2);
});
