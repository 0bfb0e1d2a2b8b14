import { expect, test, type Page } from '../support/test';
import { randomUUID } from 'node:crypto';
import { CUSTOMER, creditBalance } from '../support/staff';
import { openInteractive } from '../support/interactive';

async function addTld(page: Page, tld: string) {
  const box = page.getByRole('combobox', { name: 'Add a TLD' });
  await box.fill(tld);
  await page.getByRole('listbox', { name: 'Matching TLDs' }).getByRole('option', { name: new RegExp(`^\\.${tld.replace('.', '\\.')}\\b(?!\\.)`) }).click();
}

test('two keywords over three TLDs: taken, available and premium, then add all with the progress dialog into the basket', async ({ page, request }) => {
  await openInteractive(page, '/domain');
  await page.getByRole('textbox', { name: 'Search for a domain' }).fill('bayon tonle');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/domain\/search\?domain=bayon&keywords=tonle/);
  // The popular endings come first: keep .com .net .org, drop the others, then add .kh and drop it again.
  await page.getByRole('button', { name: 'Remove .info' }).click();
  await page.getByRole('button', { name: 'Remove .biz' }).click();
  await addTld(page, 'kh');
  await expect(page).toHaveURL(/tlds=com(%2C|,)net(%2C|,)org(%2C|,)kh/);
  await page.getByRole('button', { name: 'Remove .kh' }).click();
  await expect(page).toHaveURL(/tlds=com(%2C|,)net(%2C|,)org(&|$)/);

  // What the registry says, to compare with the page.
  const answer = await (await request.get('/api/domains/search-iu?domain=bayon&keywords=tonle&tlds=com,net,org')).json();
  const results = answer.results as { domain: string; status: string; owner: { hidden: boolean; name?: string } | null }[];
  expect(results).toHaveLength(6);
  expect(new Set(results.map((r) => r.status))).toEqual(new Set(['available', 'taken', 'premium']));

  const list = page.getByRole('list', { name: 'Search results' });
  for (const result of results) {
    const row = list.getByRole('listitem', { name: result.domain, exact: true });
    await expect(row.getByText({ available: 'Available', taken: 'Taken', premium: 'Premium' }[result.status]!, { exact: true }).first()).toBeVisible();
  }
  // A taken name (there is one: the statuses above) shows its owner, or that the owner is hidden, and cannot be added.
  for (const result of results.filter((r) => r.status === 'taken')) {
    const row = list.getByRole('listitem', { name: result.domain, exact: true });
    expect({ domain: result.domain, owner: result.owner }).toEqual({ domain: result.domain, owner: expect.anything() });
    await expect(row.getByText(result.owner!.hidden ? "The owner's information is hidden." : result.owner!.name!)).toBeVisible();
    await expect(row.getByRole('button', { name: `Add ${result.domain} to cart` })).toHaveCount(0);
  }

  // Add all takes the available names; a premium name (its own price, 1 year) stays a choice of its own.
  const buyable = results.filter((r) => r.status === 'available').map((r) => r.domain);
  const premium = results.find((r) => r.status === 'premium')!.domain;
  // Record every value the progress bar takes while the adds run, one request after another.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __progress: string[] }).__progress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Domains added"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value !== null && value !== undefined && seen[seen.length - 1] !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  await page.getByRole('button', { name: 'Add all to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adding domains to your cart' });
  await expect(dialog.getByRole('progressbar', { name: 'Domains added' })).toBeVisible();
  await expect(dialog.getByText(`Added ${buyable.length} of ${buyable.length} domains to your cart.`)).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Domains added' })).toHaveAttribute('aria-valuenow', String(buyable.length));
  const progress = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
  expect(progress).toEqual(Array.from({ length: buyable.length + 1 }, (_, i) => String(i)));
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(list.getByRole('button', { name: `Add ${premium} to cart` })).toBeEnabled();
  for (const domain of buyable) await expect(list.getByRole('button', { name: `${domain} is in your cart` })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add all to cart' })).toBeDisabled();
  await page.getByTestId('cart-control').click();

  await expect(page).toHaveURL(/\/checkout-basket/);
  await expect(page.getByTestId('cart-control')).toHaveAccessibleName(`Cart, ${buyable.length} items`);
  for (const domain of buyable) await expect(page.getByRole('button', { name: new RegExp(`^Remove ${domain.replace('.', '\\.')}`) })).toBeVisible();
});

test('the search form and the api refuse bad input with the spec messages, and past 5 keywords', async ({ page, request }) => {
  await page.goto('/domain/search');
  const box = page.getByRole('textbox', { name: 'Search for a domain' });
  await box.fill('shop-.com');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toContainText('Please enter a valid domain name');
  await box.fill('one two three four five six');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toContainText('You can search at most 5 keywords at a time');

  const api = await request.get('/api/domains/search-iu?domain=mybrand.notatld');
  expect(api.status()).toBe(400);
  expect((await api.json()).message).toBe('Unsupported TLD');
});

test('the Khmer search page speaks Khmer', async ({ page }) => {
  await page.goto('/km/domain/search?domain=bayon&tlds=com,net');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('heading', { level: 1, name: 'លទ្ធផលសម្រាប់ “bayon”' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'លទ្ធផលស្វែងរក' }).getByRole('listitem', { name: 'bayon.net', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a transfer: sign in, check the domain, a wrong EPP code is refused, the right one goes into the cart; once paid the domain is pending transfer', async ({ page, request, baseURL }) => {
  const domain = 'tonle.com';
  await openInteractive(page, '/domain/transfer');
  await expect(page.getByRole('list', { name: 'Transfer steps' }).getByRole('listitem')).toHaveCount(6);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByRole('textbox', { name: 'Email or username' }).fill(CUSTOMER.login);
  await signIn.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Domain to transfer' }).fill(domain);
  await page.getByRole('button', { name: 'Check domain' }).click();
  await expect(page.getByText(`${domain} is ready to transfer`)).toBeVisible();

  const code = page.getByRole('textbox', { name: 'Auth code (EPP code)' });
  await code.fill('WRONG-CODE-1');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText('The auth code (EPP code) is incorrect')).toBeVisible();

  const { authCode } = await (await request.get(`${baseURL}/api/dev/registry/auth-code?domain=${domain}`)).json();
  await code.fill(authCode);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText('The auth code is correct')).toBeVisible();
  await page.getByRole('button', { name: `Add transfer of ${domain} to cart` }).click();
  await expect(page.getByText(`The transfer of ${domain} is in your cart`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout-basket/);
  await expect(page.getByRole('button', { name: new RegExp(`^Remove ${domain.replace('.', '\\.')}`) })).toBeVisible();

  // Payment (the checkout screens come with the checkout issue): staff credits the balance, the customer's
  // session pays the order from it through the api, and the domain is on its way.
  await creditBalance(request, baseURL!, CUSTOMER.login, 5000);
  const headers = { Origin: baseURL! };
  const order = await (await page.request.post('/api/checkout/init', { headers, data: {} })).json();
  const contact = await page.request.put('/api/user/addresses', {
    headers,
    data: {
      firstName: 'Sokha',
      lastName: 'Chan',
      phoneNumber: '+85512345678',
      email: 'sokha.chan@example.com',
      address1: '12 Street 240',
      postalCode: '12207',
      city: 'Phnom Penh',
      country: 'KH',
    },
  });
  expect(contact.ok(), await contact.text()).toBeTruthy();
  const billing = await page.request.post('/api/checkout/save-address', { headers, data: { orderId: order.orderId, contactId: (await contact.json()).id } });
  expect(billing.ok(), await billing.text()).toBeTruthy();
  const paid = await page.request.post(`/api/payment/balance/${order.orderId}`, { headers: { ...headers, 'Idempotency-Key': randomUUID() }, data: {} });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  await page.goto('/account/domains');
  const row = page.getByRole('list', { name: 'Your domains' }).getByRole('listitem', { name: domain });
  // Paid: the fulfil-domain job asks the registry (issue 29 item 6); the page shows "Transferring" and reads the list
  // again until the job is done, however long a busy machine makes it.
  await expect(row.getByText(/^(Transferring|Transfer in progress)$/)).toBeVisible();
  await expect(row.getByText('Transfer in progress')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByText('The transfer completes by', { exact: false })).toBeVisible();
});

test('WHOIS answers for a registered and an unregistered name', async ({ page, request }) => {
  // A name held at another registrar with its owner shown (the transfer test above moves tonle.com to us).
  const record = await (await request.get('/api/domains/whois?domain=prahok.com')).json();
  expect(record.registered).toBe(true);
  expect(record.registrant.hidden).toBe(false);
  await openInteractive(page, '/whois');
  const box = page.getByRole('textbox', { name: 'Domain name' });
  await box.fill('prahok.com');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('heading', { name: 'WHOIS for prahok.com' })).toBeVisible();
  await expect(page.getByText(record.registrant.name)).toBeVisible();
  await expect(page.getByText(record.registrar)).toBeVisible();
  await box.fill('angkor.com');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('angkor.com is not registered')).toBeVisible();
});

test('a TLD page shows its prices; an unknown TLD shows the 404 page', async ({ page }) => {
  await page.goto('/domain/tld/kh');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('.kh');
  await page.goto('/domain/tld/notatld');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
