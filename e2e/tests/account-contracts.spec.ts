import { expect, test, type APIRequestContext } from '../support/test';
import { signInAt } from '../support/customer';
import { STAFF } from '../support/staff';

/**
 * Issue 16 items 6 and 7 end to end: a customer with an invoice issued by staff signs its contract from the
 * pending-contracts popup after sign-in (and finds the signature on the contract's page), then manages a billing
 * contact from the account (add, edit, delete) with the checkout's form.
 */

/** A new customer (no consent to automatic signing yet), signed up through the api. */
async function newCustomer(request: APIRequestContext, baseURL: string) {
  const stamp = Date.now();
  const account = { login: `contracts.${stamp}@example.com`, password: 'Strong-pass1' };
  const signUp = await request.post('/api/users', {
    data: { firstName: 'Sokha', lastName: 'Chan', email: account.login, password: account.password, passwordConfirmation: account.password, phoneNumber: `+8551${String(stamp).slice(-7)}` },
    headers: { Origin: baseURL },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await request.post('/api/users/logout', { data: {}, headers: { Origin: baseURL } });
  return account;
}

/** Staff issue the customer a manual invoice: its contract waits for the customer's signature. */
async function issueInvoice(request: APIRequestContext, baseURL: string, email: string) {
  const headers = { Origin: baseURL };
  expect((await request.post('/api/users/login', { data: STAFF, headers })).ok()).toBeTruthy();
  const user = await request.get(`/api/admin/users?email=${encodeURIComponent(email)}`, { headers });
  expect(user.ok(), await user.text()).toBeTruthy();
  const { id } = (await user.json()) as { id: string };
  const issued = await request.post(`/api/admin/users/${id}/invoices`, { data: { lines: [{ description: 'Website migration', qty: 1, unitPrice: 12_500 }] }, headers });
  expect(issued.ok(), await issued.text()).toBeTruthy();
  await request.post('/api/users/logout', { data: {}, headers });
  return ((await issued.json()) as { number: string }).number;
}

test('a pending contract is signed from the popup after sign-in; its page shows the signature', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const customer = await newCustomer(request, baseURL!);
  const invoiceNumber = await issueInvoice(request, baseURL!, customer.login);

  await signInAt(page, '/account', customer);
  const popup = page.getByRole('dialog', { name: 'Contracts waiting for your signature' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText(`Agreement for invoice ${invoiceNumber}`)).toBeVisible();
  await popup.getByRole('button', { name: 'Read and sign' }).click();
  await expect(popup.getByRole('region', { name: /^Text of CT-/ })).toContainText('Website migration');
  await popup.getByRole('checkbox', { name: 'I have read this contract and I agree to it.' }).check();
  await popup.getByRole('button', { name: /^Sign CT-/ }).click();
  await expect(popup.getByText('All your contracts are signed. Thank you.')).toBeVisible();
  await popup.getByRole('button', { name: 'Done' }).click();
  await expect(popup).toBeHidden();

  // The overview has nothing left to sign; the contract's page shows who signed, from where, and the hash.
  await expect(page.getByRole('region', { name: 'Contracts to sign' }).getByText('No contract is waiting for your signature.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Contracts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  await page.getByRole('link', { name: `Agreement for invoice ${invoiceNumber}` }).click();
  await expect(page).toHaveURL(/\/account\/contracts\/manual-invoice\//);
  const signature = page.getByRole('region', { name: 'Electronic signature' });
  await expect(signature).toContainText(`Sokha Chan <${customer.login}>`);
  await expect(signature).toContainText('Signed by pressing Sign');
  await expect(signature.locator('code')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  // Signed in again: nothing waits, no popup.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Electronic signature' })).toBeVisible();
  await expect(popup).toBeHidden();
});

test('a billing contact is added, edited and deleted from the account with the checkout’s rules', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const customer = await newCustomer(request, baseURL!);
  await signInAt(page, '/account/contacts', customer);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing contacts' })).toBeVisible();
  await expect(page.getByText('No billing contact yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add contact' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add a billing contact' });
  await form.getByLabel(/^First name/).fill('Dara1');
  await form.getByRole('button', { name: 'Save contact' }).click();
  // §5 message beside its field, and the first field in error has the focus
  await expect(form.getByText('Invalid name. It must not contain numbers or special characters')).toBeVisible();
  await expect(form.getByLabel(/^First name/)).toBeFocused();
  await form.getByLabel(/^First name/).fill('Dara');
  await form.getByLabel(/^Last name/).fill('Kim');
  await form.getByLabel(/^Email/).fill('dara@mekongweb.example');
  await form.getByRole('textbox', { name: /Phone number/ }).fill('12 888 777');
  await form.getByLabel(/^Address\*?$/).fill('No. 5, Street 51');
  await form.getByLabel(/^City/).fill('Phnom Penh');
  await form.getByLabel(/Postal code/).fill('120102');
  await form.getByRole('button', { name: 'Save contact' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('The contact was saved.')).toBeVisible();
  const mine = page.getByRole('list', { name: 'My contacts' });
  await expect(mine.getByRole('heading', { name: 'Dara Kim' })).toBeVisible();
  await expect(mine.getByText('Default')).toBeVisible();

  await mine.getByRole('button', { name: 'Edit Dara Kim' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit billing contact' });
  await edit.getByLabel(/^City/).fill('Siem Reap');
  await edit.getByRole('button', { name: 'Save contact' }).click();
  await expect(edit).toBeHidden();
  await expect(mine).toContainText('Siem Reap');

  await mine.getByRole('button', { name: 'Delete Dara Kim' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete a contact' });
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByText('The contact was deleted.')).toBeVisible();
  await expect(page.getByText('No billing contact yet')).toBeVisible();
});
