import { randomUUID } from 'node:crypto';
import { addDomainFromSearch, availableName, emptyCart } from '../support/cart';
import { acceptAndPay, toPaymentStep } from '../support/checkout';
import { signInAt } from '../support/customer';
import { openInteractive } from '../support/interactive';
import { startPartyFakes, type PartyFakes } from '../support/real-parties';
import { CUSTOMER, creditBalance } from '../support/staff';
import { startStorefront } from '../support/storefront-process';
import { expect, request as playwrightRequest, test, type Page } from '../support/test';

/**
 * Issue 31's acceptance, the real fulfilment adapters against their fakes: a storefront of its own (port 8196, its
 * own data folder) whose domains go to the EPP registry (DOMAIN_REGISTRY=epp, mutual TLS with the fake's client
 * certificate), its cloud servers to Proxmox VE and its hosting accounts to cPanel & WHM — the real adapters
 * (api/src/registry/epp/, api/src/provisioning/proxmox/, api/src/provisioning/whm/), configured by environment as
 * production is, each pointed at its local fake (api/test/fakes/, run with the payment parties' fakes as a process
 * of their own by serve-fakes.ts). What the fakes record is in that process: the spec asserts what the customer
 * sees, on the storefront's pages and through its api.
 */
const PORT = 8196;
const STORE = `http://localhost:${PORT}`;
const ORIGIN = { Origin: STORE };

let fakes: (PartyFakes & { stop: () => Promise<void> }) | undefined;
let storefront: { stop: () => Promise<void> } | undefined;

test.use({ baseURL: STORE });

test.beforeAll(async () => {
  // A fresh database (migrated and seeded) on a busy machine: startStorefront allows it 120 s.
  test.setTimeout(240_000);
  fakes = await startPartyFakes();
  storefront = await startStorefront(PORT, { ...fakes.env, PUBLIC_URL: STORE });
  // The demo customer pays everything here from the balance, credited by staff as the other specs do.
  const staff = await playwrightRequest.newContext({ baseURL: STORE });
  await creditBalance(staff, STORE, CUSTOMER.login, 200_000);
  await staff.dispose();
});

test.afterAll(async () => {
  await storefront?.stop();
  await fakes?.stop();
});

test.beforeEach(async ({ page }) => {
  await signInAt(page, '/account/services');
  await emptyCart(page, STORE);
});

/** The basket's order paid from the account balance on the payment step. */
async function payFromBalance(page: Page): Promise<void> {
  await toPaymentStep(page);
  await page.getByRole('radio', { name: /Account balance/ }).check();
  await acceptAndPay(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });
}

/** The account's page of the service named `name` (a server's name, a hosting plan's), from My services. */
async function openService(page: Page, name: string | RegExp): Promise<void> {
  await page.goto('/account/services');
  const link = page.getByRole('list', { name: 'Your services' }).getByRole('link', { name }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

test('a domain registered at the EPP registry: searched, paid from the balance, active in the account', async ({ page }) => {
  const domain = await availableName(page.request, 'eppreg');
  await addDomainFromSearch(page, domain);
  await payFromBalance(page);
  await page.goto('/account/domains');
  const row = page.getByRole('list', { name: 'Your domains' }).getByRole('listitem', { name: domain });
  await expect(row).toBeVisible();
  // The fulfil-domain job registers it over EPP (domain:create); the page reads the list again until it is done.
  await expect(row.getByText('Active', { exact: true })).toBeVisible({ timeout: 60_000 });
});

test('a domain held at another registrar transferred in with its auth code: pending transfer in the account', async ({ page }) => {
  const { domain, authCode } = fakes!.epp.heldElsewhere;
  await openInteractive(page, '/domain/transfer');
  await page.getByRole('textbox', { name: 'Domain to transfer' }).fill(domain);
  await page.getByRole('button', { name: 'Check domain' }).click();
  await expect(page.getByText(`${domain} is ready to transfer`)).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Auth code (EPP code)' });
  await code.fill('WRONG-CODE-1');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText('The auth code (EPP code) is incorrect')).toBeVisible();
  await code.fill(authCode);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText('The auth code is correct')).toBeVisible();
  await page.getByRole('button', { name: `Add transfer of ${domain} to cart` }).click();
  await expect(page.getByText(`The transfer of ${domain} is in your cart`)).toBeVisible();

  await payFromBalance(page);
  await page.goto('/account/domains');
  const row = page.getByRole('list', { name: 'Your domains' }).getByRole('listitem', { name: domain });
  await expect(row.getByText('Transfer in progress')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByText('The transfer completes by', { exact: false })).toBeVisible();
});

test('a cloud server with an additional IP built on Proxmox VE: both addresses on its page, then resized', async ({ page }) => {
  test.setTimeout(240_000);
  const serverName = `e2e-pve-${randomUUID().slice(0, 6)}`;
  await openInteractive(page, '/cloud');
  await page.getByRole('radio', { name: /^1 month/ }).check();
  await page.getByLabel('Additional IP addresses').fill('1');
  await page.getByRole('textbox', { name: /Server name/ }).fill(serverName);
  await expect(page.getByTestId('cloud-summary')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await page.getByRole('button', { name: /Add to cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toContainText('Basic Cloud 1');
  await page.keyboard.press('Escape');
  await payFromBalance(page);

  // Proxmox's clone, config and start tasks end (the fake's tasks stop after a few looks): running, two addresses.
  await openService(page, serverName);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(serverName);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Running', { exact: true })).toBeVisible({ timeout: 3_000 });
    expect(new Set(await page.getByText(IPV4).allTextContents()).size).toBeGreaterThanOrEqual(2);
  }).toPass({ timeout: 120_000 });

  // The account's upgrade: one more vCPU, paid from the balance; Proxmox resizes the server.
  const upgrade = page.locator('section, div').filter({ has: page.getByRole('heading', { name: 'Change resources' }) }).last();
  await expect(upgrade.getByText('2 vCPU · 2 GB RAM · 40 GB SSD')).toBeVisible();
  await upgrade.getByLabel('Extra vCPU').selectOption('1');
  await expect(upgrade.getByText('3 vCPU · 2 GB RAM · 40 GB SSD')).toBeVisible({ timeout: 15_000 });
  await upgrade.getByRole('button', { name: 'Add the upgrade to the cart' }).click();
  const added = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(added).toContainText('Basic Cloud 1 upgrade');
  await page.keyboard.press('Escape');
  await payFromBalance(page);
  await openService(page, serverName);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('3 vCPU · 2 GB RAM · 40 GB SSD')).toBeVisible({ timeout: 3_000 });
    await expect(page.getByText('A paid change is being applied by the control panel.')).toHaveCount(0);
    await expect(page.getByText('Running', { exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 120_000 });
});

test('WordPress hosting on cPanel & WHM with the chosen theme and plugins: active, "Sign in to the control panel" opens the panel session WHM made, and a bigger plan is paid and made at the panel', async ({ page }) => {
  test.setTimeout(180_000);
  // The plan into the cart as the configurator puts it (PUT /api/cart/items/wordpress-hosting): a month of WordPress
  // Basic on a domain the customer has elsewhere. The website name is that domain too: the service's name — what
  // the storefront gives WHM as the account's domain — is the website name before the connected domain (see the report).
  const site = `wp-${randomUUID().slice(0, 6)}.example.org`;
  const put = await page.request.put('/api/cart/items/wordpress-hosting', {
    headers: ORIGIN,
    data: { package: 'wp-basic', months: 1, websiteName: site, domain: { kind: 'thirdParty', domain: site }, region: 'KH', theme: 'astra-lite', plugins: ['seo-booster', 'khmer-fonts'] },
  });
  expect(put.ok(), await put.text()).toBeTruthy();
  await page.goto('/checkout-basket');
  await expect(page.getByRole('listitem', { name: 'WordPress Basic' })).toBeVisible();
  await payFromBalance(page);

  // WHM's createacct made the account: active, with its control panel.
  const services = page.getByRole('list', { name: 'Your services' });
  await expect(async () => {
    await page.goto('/account/services');
    await expect(services.getByRole('listitem').filter({ hasText: site }).getByText('Active', { exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  await openService(page, site);

  // cPanel's session address is on the panel's own port (2083) of the WHM host: the browser's request there is
  // answered here with a page of its own (nothing listens on 2083 in this test).
  const whmHost = new URL(fakes!.whm.baseUrl).hostname;
  await page.route(`https://${whmHost}:2083/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>cPanel</title><h1>cPanel</h1>' }));
  const signIn = page.getByRole('button', { name: 'Sign in to the control panel' });
  await expect(signIn).toBeVisible();
  await signIn.click();
  await expect(page).toHaveURL(new RegExp(`^https://${whmHost.replace(/\./g, '\\.')}:2083/cpsess\\d{10}/login/\\?session=[^&]+$`));
  await expect(page.getByRole('heading', { name: 'cPanel' })).toBeVisible();

  // Then a bigger plan: WordPress Standard, priced by the api for the rest of the term, into the cart and paid. WHM's
  // changepackage moves the account to the plan's package, and only then is the customer told it is made.
  await openService(page, site);
  await page.getByLabel('Move to').selectOption('wp-standard');
  await expect(page.getByText(/^Today, for the \d+ days? left of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Add the upgrade to the cart' }).click();
  await expect(page.getByText('The change of plan is in your cart. The control panel makes it once paid.')).toBeVisible();
  await payFromBalance(page);
  await expect(async () => {
    await page.goto('/notification');
    await expect(page.getByText(`${site} is on WordPress Standard`).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await openService(page, site);
  await expect(page.getByText('Now on WordPress Standard.')).toBeVisible();
});

test('a cloud server on Proxmox VE lapses on the moved clock: its renewal unpaid → suspended, a week on → deactivated', async ({ page }) => {
  test.setTimeout(240_000);
  const serverName = `e2e-lapse-${randomUUID().slice(0, 6)}`;
  // A month of Basic Cloud 1 into the cart as the configurator puts it, paid from the balance.
  const server = { type: 'cloud-server', region: 'cambodia', package: 'cs-basic-cloud-1', os: 'ubuntu-24.04', storageType: 'ssd', addons: {}, source: 'NEW', serverName, months: 1 };
  const put = await page.request.put('/api/cart/items/cloud-server', { headers: ORIGIN, data: server });
  expect(put.ok(), await put.text()).toBeTruthy();
  await payFromBalance(page);
  const row = page.getByRole('list', { name: 'Your services' }).getByRole('listitem').filter({ hasText: serverName }).first();
  const statusIs = (status: string) =>
    expect(async () => {
      await page.goto('/account/services');
      await expect(row.getByText(status, { exact: true })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 90_000 });
  await statusIs('Active');

  // Nothing to renew it with: staff takes the balance back to zero (the customer has no card saved here).
  const balance = ((await (await page.request.get('/api/user/balance')).json()) as { balance: number }).balance;
  const staff = await playwrightRequest.newContext({ baseURL: STORE });
  if (balance > 0) await creditBalance(staff, STORE, CUSTOMER.login, -balance);
  await staff.dispose();

  // Past its renewal date, unpaid: suspended (Proxmox stops it); a week later, deactivated and its data destroyed.
  const moved = await page.request.post('/api/dev/clock', { headers: ORIGIN, data: { days: 32 } });
  expect(moved.ok(), await moved.text()).toBeTruthy();
  await statusIs('Suspended');
  const later = await page.request.post('/api/dev/clock', { headers: ORIGIN, data: { days: 8 } });
  expect(later.ok(), await later.text()).toBeTruthy();
  await statusIs('Cancelled');
  await row.getByRole('link', { name: serverName }).click();
  await expect(page.getByText('Deactivated after its renewal failed; its data was destroyed.')).toBeVisible();
});
