import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '../support/test';
import { ensureContact } from '../support/customer';
import { creditBalance, CUSTOMER, STAFF, setRemote } from '../support/staff';

/**
 * Issue 18 (staff console): the console at /staff for a staff sign-in only; a remote disabled and enabled, a product
 * flag switched, a maintenance window scheduled and a bank transfer confirmed from the browser, each seen by a visitor
 * in another browser context within 10 s, without a reload of theirs.
 */
test.describe.configure({ mode: 'serial' });

const FOLLOW = { timeout: 10_000 };

async function signIn(request: APIRequestContext, baseURL: string, account: { login: string; password: string }): Promise<void> {
  const response = await request.post('/api/users/login', { data: account, headers: { Origin: baseURL } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

async function staffPage(browser: Browser, baseURL: string, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page.request, baseURL, STAFF);
  await page.goto(path);
  return { context, page };
}

/** Answers the reason dialog the console opens for every action. */
async function giveReason(page: Page, confirm: string | RegExp, reason: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.afterAll(async ({ request, baseURL }) => {
  // Whatever a failed test left: the remote on, the flag on.
  await setRemote(request, baseURL!, 'promotions', { enabled: true, reason: 'e2e: staff console done' });
  await signIn(request, baseURL!, STAFF);
  await request.patch('/api/admin/settings', { data: { flags: { cloud: true }, reason: 'e2e: staff console done' }, headers: { Origin: baseURL! } });
});

test('guests and customers get the 404 page at /staff and none of the console\'s code', async ({ page, baseURL }) => {
  const chunks: string[] = [];
  page.on('request', (req) => {
    // The console is the remote mfe-staff: none of its files (/remotes/staff/…), no chunk named for it.
    if (/\/remotes\/staff\/|staff-console/.test(req.url())) chunks.push(req.url());
  });
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await signIn(page.request, baseURL!, CUSTOMER);
  await page.goto('/km/staff/remotes');
  // The Khmer 404 page (a page of a person: rendered by the browser once it knows who is signed in).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/.+/);
  await expect(page.getByRole('button', { name: 'Disable promotions' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Remotes' })).toHaveCount(0);
  expect(chunks).toEqual([]);
});

test('staff disable a remote and a visitor sees its page under maintenance within 10 s, then enable it', async ({ browser, baseURL }) => {
  const { context, page } = await staffPage(browser, baseURL!, '/staff/remotes');
  const visitor = await browser.newPage();
  await visitor.goto('/promotion');
  await expect(visitor.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Under maintenance' })).toHaveCount(0);

  // The visitor's registry poll (every 5 s, revalidated: 304 while unchanged) answers the change once: listen before it.
  const registryFollowed = visitor.waitForResponse(
    async (response) =>
      new URL(response.url()).pathname === '/api/config/remotes' &&
      response.status() === 200 &&
      ((await response.json()) as { name: string; enabled: boolean }[]).some((remote) => remote.name === 'mfe_promotions' && !remote.enabled),
    FOLLOW,
  );
  await page.getByRole('button', { name: 'Disable promotions' }).click();
  await giveReason(page, 'Disable', 'e2e: promotions release check');
  await expect(page.getByRole('row', { name: /promotions/ })).toContainText('Off');
  await expect(page.getByRole('region', { name: 'Changes to the registry' })).toContainText('e2e: promotions release check');

  // The visitor's tab follows at its next navigation into the remote (no reload).
  await visitor.evaluate(() => {
    window.history.pushState({}, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await registryFollowed;
  await visitor.evaluate(() => {
    window.history.pushState({}, '', '/promotion');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(visitor.getByRole('heading', { name: /Under (maintenance|construction)/ })).toBeVisible(FOLLOW);

  await page.getByRole('button', { name: 'Enable promotions' }).click();
  await giveReason(page, 'Enable', 'e2e: promotions back');
  await expect(page.getByRole('row', { name: /promotions/ })).toContainText('On');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: /Under (maintenance|construction)/ })).toHaveCount(0);
  await context.close();
  await visitor.close();
});

test('switching a product flag off shows its page under maintenance to a visitor within 10 s, in English and Khmer', async ({ browser, baseURL }) => {
  const { context, page } = await staffPage(browser, baseURL!, '/staff/settings');
  const visitor = await browser.newPage();
  await visitor.goto('/cloud');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.waitForLoadState('networkidle');
  await expect(visitor.getByRole('heading', { name: 'Under maintenance' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Switch off: Cloud server page' }).click();
  await giveReason(page, 'Save', 'e2e: cloud stock check');
  await expect(page.getByRole('row', { name: /Cloud server page/ })).toContainText('Off');
  // The open tab follows by itself (the runtime poll): no navigation, no reload.
  await expect(visitor.getByRole('heading', { name: 'Under maintenance' })).toBeVisible(FOLLOW);
  // The server renderer follows too: a fresh page in Khmer is the maintenance page, answered 503 with Retry-After and
  // never kept by a cache, without the product's plans or offers.
  const answer = await visitor.request.get('/km/cloud', { headers: { Accept: 'text/html' } });
  expect(answer.status()).toBe(503);
  expect(answer.headers()['retry-after']).toBe('600');
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const html = await answer.text();
  expect(html).toContain('កំពុងថែទាំ');
  expect(html).not.toContain('cs-basic-cloud-1');
  expect(html).not.toContain('application/ld+json');

  await page.getByRole('button', { name: 'Switch on: Cloud server page' }).click();
  await giveReason(page, 'Save', 'e2e: cloud back');
  await expect(visitor.getByRole('heading', { name: 'Under maintenance' })).toBeHidden(FOLLOW);
  await context.close();
  await visitor.close();
});

test('a scheduled maintenance window warns visitors with the popup, and don\'t-show-again keeps it away', async ({ browser, baseURL }) => {
  const { context, page } = await staffPage(browser, baseURL!, '/staff/maintenance');
  const visitor = await browser.newPage();
  await visitor.goto('/km');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();

  // Windows are judged by the api's clock, which earlier specs may have moved forward (services.spec moves it past a
  // renewal): take its time (the development clock answers it, one day on) and schedule from there.
  const clock = await page.request.post('/api/dev/clock', { headers: { Origin: baseURL! }, data: { days: 1 } });
  expect(clock.ok(), await clock.text()).toBeTruthy();
  const apiNow = Date.parse(((await clock.json()) as { now: string }).now);
  // The form takes Asia/Bangkok time (UTC+7, the provider's zone), whatever the browser's zone.
  const local = (offsetMinutes: number) => new Date(apiNow + offsetMinutes * 60_000 + 7 * 3_600_000).toISOString().slice(0, 16);
  const form = page.getByRole('form', { name: 'Schedule a window' });
  await form.getByLabel('Starts').fill(local(120));
  await form.getByLabel('Ends').fill(local(180));
  await form.getByLabel('Message in English').fill('Domain registrations pause for a registry upgrade.');
  await form.getByLabel('Message in Khmer').fill('ការចុះឈ្មោះដែនផ្អាកសម្រាប់ការធ្វើបច្ចុប្បន្នភាព។');
  await form.getByRole('checkbox', { name: 'Domains' }).check();
  await form.getByRole('button', { name: 'Schedule' }).click();
  await giveReason(page, 'Schedule', 'e2e: registry upgrade');
  await expect(page.getByRole('table', { name: 'Windows' })).toContainText('Domain registrations pause');

  const popup = visitor.getByRole('dialog');
  await expect(popup).toBeVisible(FOLLOW);
  await expect(popup).toContainText('ការចុះឈ្មោះដែនផ្អាកសម្រាប់ការធ្វើបច្ចុប្បន្នភាព។');
  await popup.getByRole('checkbox').check();
  await popup.getByRole('button', { name: 'យល់ព្រម' }).click();
  await expect(popup).toBeHidden();
  expect((await visitor.context().cookies()).find((cookie) => cookie.name === 'maintenance_warning')?.value).toBeTruthy();
  // After the reload the page asks for the windows at its first poll; that answer, with the window in it, is what the
  // popup would open from: once it is in, the popup stays away because of the cookie.
  const windowsRead = visitor.waitForResponse(
    async (response) => {
      if (new URL(response.url()).pathname !== '/api/maintenance' || response.status() !== 200) return false;
      const { current, upcoming } = (await response.json()) as { current: unknown[]; upcoming: unknown[] };
      return current.length + upcoming.length > 0;
    },
    FOLLOW,
  );
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await windowsRead;
  await expect(visitor.getByRole('dialog')).toHaveCount(0);

  const staffPopup = page.getByRole('dialog', { name: 'Scheduled maintenance' });
  if (await staffPopup.isVisible()) await staffPopup.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Cancel window' }).first().click();
  await giveReason(page, 'Cancel window', 'e2e: done');
  await context.close();
  await visitor.close();
});

test('staff confirm a pending bank transfer and the customer\'s top-up is paid', async ({ browser, baseURL, playwright }) => {
  const customer = await playwright.request.newContext({ baseURL });
  await signIn(customer, baseURL!, CUSTOMER);
  const topUp = await customer.post('/api/top-up', { data: { total: 2500, method: 'bankTransfer' }, headers: { Origin: baseURL!, 'Idempotency-Key': `e2e-staff-${Date.now()}` } });
  expect(topUp.ok(), await topUp.text()).toBeTruthy();
  const { topUpId } = (await topUp.json()) as { topUpId: string };
  const session = await customer.post('/api/payments', {
    data: { kind: 'topUp', id: topUpId, method: 'bankTransfer', continuePath: '/top-up/success', cancelPath: '/top-up' },
    headers: { Origin: baseURL!, 'Idempotency-Key': `e2e-staff-pay-${Date.now()}` },
  });
  expect(session.ok(), await session.text()).toBeTruthy();
  const before = (await (await customer.get('/api/user/balance/')).json()) as { balance: number };

  const { context, page } = await staffPage(browser, baseURL!, '/staff/payments');
  const row = page.getByRole('row', { name: /demo@example\.com/ }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Confirm transfer/ }).click();
  await giveReason(page, 'Confirm', 'e2e: money on the statement');
  await expect(page.getByText('Confirmed')).toBeVisible();

  const after = (await (await customer.get('/api/user/balance/')).json()) as { balance: number };
  expect(after.balance - before.balance).toBe(2500);
  const outcome = (await (await customer.get(`/api/top-up/${topUpId}/complete`)).json()) as { status?: string };
  expect(JSON.stringify(outcome)).toMatch(/succeeded|processed|paid/);

  await page.goto('/staff/audit');
  await expect(page.getByRole('list', { name: 'Entries, newest first' })).toContainText('e2e: money on the statement');
  // Readable on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { name: 'Audit log', level: 2 })).toBeVisible();
  await context.close();
  await customer.dispose();
});

/** A new customer of this run, signed up through the api in the page's context (never the demo customer other specs use). */
async function signUpFresh(page: Page, baseURL: string, tag: string): Promise<{ email: string; password: string }> {
  const n = `${Date.now()}`.slice(-7);
  const account = {
    firstName: 'Sophea',
    lastName: 'Keo',
    email: `e2e.${tag}.${n}@example.com`,
    username: `e2e${tag}${n}`,
    password: 'Fresh-pass1',
    passwordConfirmation: 'Fresh-pass1',
    phoneNumber: `+85516${n}`,
  };
  const response = await page.request.post('/api/users', { data: account, headers: { Origin: baseURL } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return { email: account.email, password: account.password };
}

async function availableDomain(page: Page): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = (await (await page.request.get(`/api/domains/search-iu?domain=staffv${Date.now().toString(36)}&tlds=com`)).json()) as { results: { domain: string; status: string }[] };
    const hit = answer.results.find((r) => r.status === 'available');
    if (hit) return hit.domain;
  }
  throw new Error('no available name found');
}

test('staff create a voucher in the console and a customer uses it; staff see the redemption', async ({ browser, baseURL, request }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const { context, page } = await staffPage(browser, baseURL!, '/staff/vouchers');
  const form = page.getByRole('form', { name: 'Create a voucher' });
  await form.getByRole('textbox', { name: /^Code/ }).fill(code);
  await form.getByRole('textbox', { name: 'Amount off (USD)' }).fill('3');
  await form.getByRole('checkbox', { name: 'Domains' }).check();
  await form.getByRole('button', { name: 'Create voucher' }).click();
  await giveReason(page, 'Create voucher', 'e2e: domain campaign');
  await expect(page.getByText(`Voucher ${code} created.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('$3.00');

  // A new customer puts a domain in the cart and types the code at the payment step.
  const customer = await browser.newPage();
  await customer.goto('/');
  const account = await signUpFresh(customer, baseURL!, 'voucher');
  await creditBalance(request, baseURL!, account.email, 10_000);
  const added = await customer.request.put('/api/cart/items', { headers: { Origin: baseURL! }, data: { items: [{ type: 'domain', action: 'register', domain: await availableDomain(customer), years: 1 }] } });
  expect(added.ok(), await added.text()).toBeTruthy();
  await ensureContact(customer);
  await customer.goto('/checkout-basket');
  await customer.getByRole('button', { name: 'Checkout' }).click();
  await customer.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(customer.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible();
  await customer.getByRole('textbox', { name: 'Promo code' }).fill(code.toLowerCase());
  await customer.getByRole('button', { name: 'Apply' }).click();
  await expect(customer.getByRole('button', { name: `Remove promo code ${code}` })).toBeVisible();
  await expect(customer.getByText('-$3.00').or(customer.getByText('−$3.00')).first()).toBeVisible();
  await customer.getByRole('radio', { name: /Account balance/ }).check();
  await customer.getByRole('checkbox', { name: /I have read and agree to the/ }).check();
  await customer.getByRole('checkbox', { name: 'I consent to signing the electronic contracts of this order automatically.' }).check();
  await customer.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(customer).toHaveURL(/\/payment\/success/);

  // Staff see who used it.
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('$3.00 given');
  await row.getByRole('button', { name: `Redemptions of ${code}` }).click();
  await expect(page.getByRole('table', { name: `Redemptions of ${code}` })).toContainText(account.email);
  await context.close();
  await customer.close();
});

test('staff ban a new customer from their page and the customer sees the banned popup on their next call', async ({ browser, baseURL }) => {
  const customer = await browser.newPage();
  await customer.goto('/');
  const account = await signUpFresh(customer, baseURL!, 'ban');
  await customer.goto('/account/profile');
  await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();

  const { context, page } = await staffPage(browser, baseURL!, '/staff/customers');
  await page.getByRole('textbox', { name: 'Email, name or phone' }).fill(account.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: account.email }).click();
  await expect(page.getByRole('heading', { name: 'Sophea Keo', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sign-in log' }).or(page.getByRole('heading', { name: /Sign-in log/ })).first()).toBeVisible();
  await page.getByRole('button', { name: `Ban ${account.email}` }).click();
  await giveReason(page, 'Ban', 'e2e: abuse report');
  await expect(page.getByText(`${account.email} is banned: their sessions ended.`)).toBeVisible();
  await expect(page.getByText('Banned', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Staff actions on this customer' })).toContainText('e2e: abuse report');

  // The customer's next call that needs the account answers ACCOUNT_BANNED (a poll of theirs, or opening their notifications): the popup says so.
  const popup = customer.getByRole('dialog', { name: 'Account suspended' });
  if (!(await popup.isVisible())) await customer.getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect(popup).toBeVisible(FOLLOW);
  await expect(popup).toContainText('Your account has been banned for violating our terms of service');

  // The console is readable on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { name: 'Sophea Keo', level: 2 })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('customer-page-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('customer-page-1280.png'), fullPage: true });
  await context.close();
  await customer.close();
});
