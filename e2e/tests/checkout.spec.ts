import { acceptAndPay, toPaymentStep } from '../support/checkout';
import { expect, test, type Page } from '../support/test';
import { addDomainFromSearch, availableName } from '../support/cart';
import { signInWithDialog } from '../support/customer';
import { CUSTOMER, creditBalance } from '../support/staff';

/** The customer's own saved contacts are removed so the test adds one through the form (at most 3 may be saved). */
async function clearContacts(page: Page) {
  const headers = { Origin: new URL(page.url()).origin };
  const list = (await (await page.request.get('/api/user/addresses')).json()) as { items: { id: string; shared: boolean }[] };
  for (const contact of list.items.filter((c) => !c.shared)) {
    const removed = await page.request.delete(`/api/user/addresses/${contact.id}`, { headers });
    expect(removed.ok(), await removed.text()).toBeTruthy();
  }
}

test('guest cart → sign in (merged) → billing contact → top up $20 by card with 3-D Secure → pay from balance → success → invoice listed', async ({ page }) => {
  const domain = await availableName(page.request, 'angkorpay');
  await addDomainFromSearch(page, domain);
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByText(domain)).toBeVisible();

  // Checking out asks a guest to sign in; the guest cart is merged into the account's.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await signInWithDialog(page);
  await clearContacts(page);
  await page.goto('/checkout-basket');
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByText(domain)).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();

  // Step 2: add a billing contact with the form.
  await expect(page.getByRole('heading', { name: 'Billing information' })).toBeVisible();
  await page.getByRole('button', { name: 'Add contact' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add a billing contact' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Sokha');
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Chan');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('billing@mekongweb.example');
  await form.getByRole('textbox', { name: 'Phone number', exact: true }).fill('+855 12 345 678');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('No. 41, Street 310, Boeung Keng Kang 1');
  await form.getByRole('textbox', { name: 'City', exact: true }).fill('Phnom Penh');
  await form.getByRole('textbox', { name: 'Postal code', exact: true }).fill('120101');
  await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption('KH');
  await form.getByRole('button', { name: 'Save contact' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Sokha Chan').first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible();
  const orderUrl = page.url();

  // Top up $20 by card: the hosted card page, then the 3-D Secure challenge.
  await page.goto('/top-up');
  await page.getByLabel('Amount (USD)').fill('20');
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await expect(page.getByText('$0.60').first()).toBeVisible();
  await page.getByRole('button', { name: 'Top up now' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/card\//);
  await page.getByLabel('Card number').fill('4000 0000 0000 3220');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Sokha Chan');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirm this payment' })).toBeVisible();
  await page.getByLabel('One-time code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/top-up\/success\?topUpId=.*sessionId=/);
  await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible();
  await expect(page.getByText('$20.00 was added to your balance.')).toBeVisible();

  // Pay the order from the balance.
  await page.goto(orderUrl);
  await page.getByRole('radio', { name: /Account balance/ }).check();
  await acceptAndPay(page);
  await expect(page).toHaveURL(/\/payment\/success\?orderId=/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const number = ((await page.getByText(/Invoice number: INV-\d+/).textContent()) ?? '').match(/INV-\d+/)![0];

  // The invoice is listed in the account.
  await page.goto('/account/invoices');
  await expect(page.getByRole('link', { name: number })).toBeVisible();
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByText(domain).first()).toBeVisible();
  await expect(page.getByText('Due upon receipt').first()).toBeVisible();
});

test('a wire transfer ends pending with the transfer instructions', async ({ page }) => {
  const domain = await availableName(page.request, 'wirepay');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInWithDialog(page);
  const headers = { Origin: new URL(page.url()).origin };
  const added = await page.request.put('/api/cart/items', { headers, data: { items: [{ type: 'domain', action: 'register', domain, years: 1 }] } });
  expect(added.ok(), await added.text()).toBeTruthy();
  await toPaymentStep(page);
  await page.getByRole('radio', { name: /Wire transfer/ }).check();
  await acceptAndPay(page);
  await expect(page).toHaveURL(/\/payment\/success\?orderId=.*sessionId=/);
  await expect(page.getByRole('heading', { name: 'Payment pending' })).toBeVisible();
  await expect(page.getByText('SWIFT code')).toBeVisible();
  await expect(page.getByText(/^SF-[0-9A-F]{10}$/)).toBeVisible();
});

test('a declined card shows its decline message back at the payment step', async ({ page }) => {
  const domain = await availableName(page.request, 'declined');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInWithDialog(page);
  const headers = { Origin: new URL(page.url()).origin };
  const added = await page.request.put('/api/cart/items', { headers, data: { items: [{ type: 'domain', action: 'register', domain, years: 1 }] } });
  expect(added.ok(), await added.text()).toBeTruthy();
  await toPaymentStep(page);
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  // A card saved earlier (account-cards.spec) would pay at once: this test pays with a new card on the provider's page.
  const saved = (await (await page.request.get('/api/user/cards')).json()) as unknown[];
  if (saved.length > 0) await page.getByRole('radio', { name: 'A new card' }).click();
  await acceptAndPay(page);
  await expect(page).toHaveURL(/\/sandbox-gateway\/card\//);
  // The sandbox lists its test cards: take the insufficient-funds one.
  await page.getByText('Sandbox test cards').click();
  const row = page.getByRole('row', { name: /Declined: INSUFFICIENT_FUNDS/ });
  const number = ((await row.getByRole('cell').first().textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Sokha Chan');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByLabel('One-time code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/checkout-basket\?.*step=payment.*sessionId=/);
  await expect(page.getByText('Your card has insufficient funds. Please use another card.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible();
});

test('online payment: the unpaid invoices, select all, paid together from the balance, then none is left to pay', async ({ page, request, baseURL }) => {
  await creditBalance(request, baseURL!, CUSTOMER.login, 50_000);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInWithDialog(page);
  const unpaid = (await (await page.request.get('/api/users/online-invoices')).json()) as { items: { number: string }[] };
  expect(unpaid.items.length).toBeGreaterThan(0);
  // The AWS consulting ones (the demo customer has one, naming its AWS account) are listed beside them and paid with them.
  const aws = (await (await page.request.get('/api/users/online-aws-invoices')).json()) as { items: { number: string; awsAccountId: string }[] };
  expect(aws.items.length).toBeGreaterThan(0);
  const count = unpaid.items.length + aws.items.length;

  await page.goto('/online-payment');
  const list = page.getByRole('list', { name: 'Unpaid invoices' });
  for (const invoice of unpaid.items) await expect(list.getByText(`Invoice ${invoice.number}`)).toBeVisible();
  const awsList = page.getByRole('list', { name: 'AWS consulting invoices' });
  for (const invoice of aws.items) await expect(awsList.getByRole('listitem').filter({ hasText: `Invoice ${invoice.number}` })).toContainText(`AWS account ${invoice.awsAccountId}`);
  await page.getByRole('checkbox', { name: /^Select all/ }).check();
  await page.getByRole('button', { name: 'Pay selected' }).click();
  await page.getByRole('radio', { name: /Account balance/ }).check();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payment\/success\?bulkPaymentId=/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(count === 1 ? '1 invoice is paid. Thank you!' : `${count} invoices are paid. Thank you!`)).toBeVisible();

  await page.goto('/online-payment');
  await expect(page.getByRole('heading', { name: 'No unpaid invoices' })).toBeVisible();
});
