import { expect, test, type Page } from '../support/test';
import { openInteractive } from '../support/interactive';

/** Text as read: Khmer texts carry word joiners (U+2060) that keep words whole on a line break. */
const withoutJoiners = (text: string) => text.replace(/[\u2060\u200b]/g, '');

/** The "Due today" amount the page shows once the api's price for the current options has arrived. */
async function dueToday(tab: Page): Promise<string> {
  await expect(tab.getByTestId('cloud-summary')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  return (await tab.getByTestId('cloud-due-today').textContent()) ?? '';
}

async function priceChangesFrom(tab: Page, before: string): Promise<string> {
  await expect.poll(async () => dueToday(tab), { timeout: 15_000 }).not.toBe(before);
  return dueToday(tab);
}

test('cloud configurator: a Windows server with add-ons, priced live by the api, into the cart and edited from the basket', async ({ page: tab }) => {
  await openInteractive(tab, '/cloud');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Cloud servers');
  await expect(tab.getByText('You use 0 of 10 baby cloud servers', { exact: false })).toBeVisible();
  const basic = tab.getByRole('radio', { name: /Basic Cloud 1/ });
  await expect(basic).toBeChecked();
  await expect(tab.locator('label').filter({ has: basic })).toContainText('Best Seller');

  const linux = await dueToday(tab);
  expect(linux).toBe('$102.48');

  await tab.getByLabel('System').selectOption('Windows Server');
  const windows = await priceChangesFrom(tab, linux);
  await expect(tab.getByRole('definition').filter({ hasText: '$15.00' })).toBeVisible();
  await expect(tab.getByText('Windows Server 2019', { exact: true })).toBeVisible();

  await tab.getByLabel('Extra RAM (GB)').fill('4');
  const withRam = await priceChangesFrom(tab, windows);
  await tab.getByLabel('Additional IP addresses').fill('1');
  const withIp = await priceChangesFrom(tab, withRam);
  await tab.getByRole('radio', { name: /24 months/ }).check();
  const twoYears = await priceChangesFrom(tab, withIp);
  await expect(tab.getByTestId('cloud-today')).toContainText('for 24 months + 4 free months');

  await tab.getByRole('button', { name: /Add to cart/ }).click();
  await expect(tab.getByText('Server name field is required')).toBeVisible();
  await tab.getByRole('textbox', { name: /Server name/ }).fill('win-e2e');
  await tab.getByRole('button', { name: /Add to cart/ }).click();
  await expect(tab.getByRole('dialog', { name: 'Added to your cart' })).toContainText('Basic Cloud 1');
  await tab.keyboard.press('Escape');

  await tab.goto('/checkout-basket');
  const row = tab.getByRole('listitem', { name: 'Basic Cloud 1' });
  await expect(row).toContainText(twoYears);
  await row.getByRole('link', { name: 'Edit configuration of Basic Cloud 1' }).click();
  await expect(tab).toHaveURL(/\/cloud\?item=/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Edit your cloud server');
  await expect(tab.getByLabel('System')).toHaveValue('Windows Server');
  await expect(tab.getByLabel('Extra RAM (GB)')).toHaveValue('4');
  await expect(tab.getByRole('textbox', { name: /Server name/ })).toHaveValue('win-e2e');
  await expect.poll(async () => dueToday(tab)).toBe(twoYears);

  await tab.getByRole('radio', { name: /Standard Cloud 1/ }).check();
  const standard = await priceChangesFrom(tab, twoYears);
  await tab.getByRole('button', { name: /Save changes/ }).click();
  await expect(tab.getByText('Your changes are saved.')).toBeVisible();
  await tab.goto('/checkout-basket');
  await expect(tab.getByRole('listitem', { name: 'Standard Cloud 1' })).toContainText(standard);
  await expect(tab.getByRole('listitem', { name: 'Basic Cloud 1' })).toHaveCount(0);
});

test.describe('in Khmer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the configurator fits the phone, in Khmer, with the api\'s Khmer descriptions and live price', async ({ page: tab }) => {
    await openInteractive(tab, '/km/cloud');
    await expect.poll(async () => withoutJoiners((await tab.getByRole('heading', { level: 1 }).textContent()) ?? '')).toMatch(/[\u1780-\u17FF]/);
    await expect(tab.getByRole('group', { name: 'មជ្ឈមណ្ឌលទិន្នន័យ' })).toBeVisible();
    await expect(tab.getByText('លីនុចដែលពេញនិយមបំផុតសម្រាប់ម៉ាស៊ីនមេ', { exact: false })).toBeVisible();
    const before = await dueToday(tab);
    await tab.getByLabel('ប្រព័ន្ធ', { exact: true }).selectOption('Windows');
    await priceChangesFrom(tab, before);
    await expect(tab.getByText('ផ្ទៃតុ Windows 10', { exact: false })).toBeVisible();
    await tab.getByRole('button', { name: /បញ្ចូលទៅក្នុងរទេះ/ }).click();
    await expect(tab.getByText('ត្រូវការបំពេញឈ្មោះម៉ាស៊ីនមេ')).toBeVisible();
    const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await tab.screenshot({ path: test.info().outputPath('cloud-km-375.png'), fullPage: true });
  });
});
