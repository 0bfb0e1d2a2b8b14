import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '../support/test';
import { newCustomer, openOrder } from '../support/orders';
import { creditBalance } from '../support/staff';

/**
 * Issue 32 item 2 (orders for staff): support find a paid order by its invoice's number and read its payment,
 * invoice and fulfilment, cancel an open order with a reason, and may not refund; finance refund the paid order to
 * the customer's balance. The list is usable on a 375 px phone.
 */
test.describe.configure({ mode: 'serial' });

const SUPPORT = { login: 'support@example.com', password: 'Support-pass1' };
const FINANCE = { login: 'finance@example.com', password: 'Finance-pass1' };

async function staffPage(browser: Browser, baseURL: string, account: { login: string; password: string }, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const signedIn = await page.request.post('/api/users/login', { data: account, headers: { Origin: baseURL } });
  expect(signedIn.ok(), await signedIn.text()).toBeTruthy();
  return page;
}

async function giveReason(page: Page, confirm: string, reason: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

let paid: { orderId: string; invoiceNumber: string; email: string };
let open: { orderId: string };

test('a customer pays one order and leaves another open', async ({ page, request, baseURL }) => {
  await page.goto('/');
  const { email } = await newCustomer(page, baseURL!, undefined, 'staff-orders');
  const first = await openOrder(page, baseURL!);
  await creditBalance(request, baseURL!, email, first.total);
  const answer = await page.request.post(`/api/payment/balance/${first.orderId}`, { headers: { Origin: baseURL!, 'idempotency-key': randomUUID() }, data: {} });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  paid = { orderId: first.orderId, invoiceNumber: ((await answer.json()) as { invoiceNumber: string }).invoiceNumber, email };
  open = await openOrder(page, baseURL!);
});

test('support find the paid order by its invoice number and read its invoice and fulfilment, and may not refund it', async ({ browser, baseURL }) => {
  const page = await staffPage(browser, baseURL!, SUPPORT);
  await page.goto('/staff/orders');
  await page.getByRole('searchbox', { name: 'Order id, invoice number or email' }).fill(paid.invoiceNumber);
  await page.getByRole('button', { name: 'Show orders' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${paid.invoiceNumber}`));
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: paid.email })).toBeVisible();
  await table.getByRole('link', { name: paid.orderId.slice(0, 8) }).click();
  await expect(page.getByRole('heading', { name: `Order ${paid.orderId.slice(0, 8)}` })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Invoice ${paid.invoiceNumber}: paid, issued`))).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fulfilment' }).getByRole('rowheader')).toHaveText(/^Domain · register /);
  await expect(page.getByRole('button', { name: 'Refund to the balance' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const refused = await page.request.post(`/api/admin/orders/${paid.orderId}/refund`, { headers: { Origin: baseURL! }, data: { reason: 'support may not' } });
  expect(refused.status()).toBe(403);
  await page.context().close();
});

test('support cancel the open order with a reason', async ({ browser, baseURL }) => {
  const page = await staffPage(browser, baseURL!, SUPPORT);
  await page.goto(`/staff/orders/${open.orderId}`);
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await giveReason(page, 'Cancel order', 'e2e: the customer asked by phone');
  await expect(page.getByText('The order was cancelled.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await page.context().close();
});

test('finance refund the paid order to the balance', async ({ browser, baseURL }) => {
  const page = await staffPage(browser, baseURL!, FINANCE);
  await page.goto(`/staff/orders?customer=${encodeURIComponent((await (await page.request.get(`/api/admin/customers?q=${encodeURIComponent(paid.email)}`)).json()).items[0].id)}`);
  await expect(page.getByText("One customer's orders")).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(3);
  await page.getByRole('link', { name: paid.orderId.slice(0, 8) }).click();
  await page.getByRole('button', { name: 'Refund to the balance' }).click();
  await giveReason(page, 'Refund to the balance', 'e2e: the registry refused the name');
  await expect(page.getByText(/^Refunded \$[\d.]+ to the customer's balance\.$/)).toBeVisible();
  await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
  await page.context().close();
});

test('the order list on a 375 px phone: the page does not scroll sideways, the table does', async ({ browser, baseURL }) => {
  const page = await staffPage(browser, baseURL!, SUPPORT, 375);
  await page.goto(`/staff/orders?q=${encodeURIComponent(paid.email)}`);
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: paid.orderId.slice(0, 8) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.context().close();
});
