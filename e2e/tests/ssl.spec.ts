import { expect, test, type Page } from '../support/test';
import { openInteractive } from '../support/interactive';

/** Text as read: Khmer texts carry word joiners (U+2060) that keep words whole on a line break. */
const withoutJoiners = (text: string) => text.replace(/[\u2060\u200b]/g, '');

async function expectHeading(tab: Page, text: string): Promise<void> {
  await expect.poll(async () => withoutJoiners((await tab.getByRole('heading', { level: 1 }).textContent()) ?? '')).toBe(text);
}

test('SSL: the list filters by type and level, compares what it shows, opens a certificate and buys it for a domain', async ({ page: tab }) => {
  await openInteractive(tab, '/ssl');
  await expectHeading(tab, 'SSL certificates');
  const list = tab.getByRole('list', { name: 'SSL certificates' });
  await expect(list.getByRole('article')).toHaveCount(13);

  await tab.getByRole('navigation', { name: 'Certificate type' }).getByRole('link', { name: 'Wildcard' }).click();
  await expect(tab).toHaveURL(/\/ssl\?type=wildcard$/);
  await expect(list.getByRole('article')).toHaveCount(3);
  await tab.getByRole('navigation', { name: 'Validation level' }).getByRole('link', { name: 'Organisation validation (OV)' }).click();
  await expect(tab).toHaveURL(/\/ssl\?type=wildcard&validation=OV$/);
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article', { name: 'PremiumSSL Wildcard' })).toContainText('$229.99/yr');

  await tab.getByRole('navigation', { name: 'Validation level' }).getByRole('link', { name: 'All levels' }).click();
  await tab.getByRole('link', { name: 'Compare these 3' }).click();
  await expectHeading(tab, 'Compare SSL certificates');
  const table = tab.getByRole('table', { name: 'SSL certificates side by side' });
  await expect(table.getByRole('columnheader')).toHaveText(['PositiveSSL Wildcard', 'EssentialSSL Wildcard', 'PremiumSSL Wildcard']);

  await table.getByRole('link', { name: 'PremiumSSL Wildcard' }).click();
  await expectHeading(tab, 'PremiumSSL Wildcard');
  await expect(tab).toHaveURL(/\/ssl\/premiumssl-wildcard$/);
  const prices = tab.getByRole('table', { name: 'Prices in US dollars, before VAT' });
  await expect(prices.getByRole('row', { name: /3 years/ })).toContainText('$689.97');
  await expect(tab.getByRole('heading', { level: 2, name: 'Paperwork' }).locator('xpath=ancestor::section[1]')).toContainText('Business registration certificate');
  await expect(tab.getByRole('heading', { level: 2, name: 'Good to know' }).locator('xpath=ancestor::section[1]')).toContainText('Free domains cannot get an SSL certificate.');

  // Buying it: the name whose subdomains it protects, then the one cart.
  await tab.getByRole('textbox', { name: /Domain whose subdomains it protects/ }).fill('angkor-e2e.com');
  await expect(tab.getByText('Covers *.angkor-e2e.com and angkor-e2e.com')).toBeVisible();
  await tab.getByLabel('Term').selectOption('2');
  await tab.getByRole('button', { name: 'Add PremiumSSL Wildcard to cart' }).click();
  await expect(tab.getByRole('dialog', { name: 'Added to your cart' })).toContainText('PremiumSSL Wildcard');
});

test('SSL: the first HTML of the list (filtered), the comparison and a certificate carries their content and head', async ({ request }) => {
  const html = async (path: string) => {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    expect({ path, status: response.status() }).toEqual({ path, status: 200 });
    return response.text();
  };
  const filtered = await html('/ssl?type=multi-domain&validation=EV');
  expect(filtered).toContain('EV Multi-Domain SSL');
  expect(filtered).not.toContain('>PositiveSSL<');
  expect(filtered).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/ssl"/);

  const compare = await html('/ssl/compare?keys=ev-ssl,positivessl');
  expect(compare).toContain('SSL certificates side by side');
  const table = compare.slice(compare.indexOf('SSL certificates side by side</caption>'));
  expect(table.indexOf('>EV SSL<')).toBeGreaterThan(0);
  expect(table.indexOf('>EV SSL<')).toBeLessThan(table.indexOf('>PositiveSSL<'));
  expect(table).not.toContain('>PositiveSSL Wildcard<');

  const detail = await html('/ssl/ev-ssl');
  expect(detail).toContain('<title>EV SSL | Storefront</title>');
  expect(detail).toMatch(/"@type":"Product","name":"EV SSL".*"price":"89\.99","priceCurrency":"USD"/);
  expect(detail).toContain('"@type":"BreadcrumbList"');
  expect(detail).toMatch(/<link rel="alternate" hrefLang="km" href="http:\/\/localhost:\d+\/km\/ssl\/ev-ssl"/);
  expect(detail).toContain('$1,750,000');
});

test('SSL: an unknown certificate is the 404 page, answered 404 in the first HTML', async ({ request, page: tab }) => {
  const missing = await request.get('/ssl/platinum-ssl', { headers: { Accept: 'text/html' } });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('This page could not be found');
  const khmer = await request.get('/km/ssl/platinum-ssl', { headers: { Accept: 'text/html' } });
  expect(khmer.status()).toBe(404);

  await openInteractive(tab, '/ssl/platinum-ssl');
  await expectHeading(tab, 'This page could not be found');
  await expect(tab.getByRole('link', { name: 'See all SSL certificates' })).toHaveAttribute('href', '/ssl');
});

test('SSL: the pages in Khmer, hydrated without a warning or a read asked again', async ({ page: tab }) => {
  const problems: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  tab.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const reads: string[] = [];
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/ssl-certificates')) reads.push(url.pathname);
  });
  for (const [path, heading] of [
    ['/km/ssl?validation=EV', 'វិញ្ញាបនបត្រ SSL'],
    ['/km/ssl/compare', 'ប្រៀបធៀបវិញ្ញាបនបត្រ SSL'],
  ]) {
    await openInteractive(tab, path!);
    await expectHeading(tab, heading!);
  }
  await openInteractive(tab, '/km/ssl/instantssl');
  await expectHeading(tab, 'InstantSSL');
  await expect(tab.locator('html')).toHaveAttribute('lang', 'km');
  const text = withoutJoiners((await tab.locator('main').textContent()) ?? '');
  for (const words of ['តម្លៃ', 'ការផ្ទៀងផ្ទាត់ស្ថាប័ន (OV)', '1–3 ថ្ងៃធ្វើការ', 'វិញ្ញាបនបត្របញ្ជាក់ការចុះបញ្ជីពាណិជ្ជកម្ម', 'ដែនឥតគិតថ្លៃមិនអាចមានវិញ្ញាបនបត្រ SSL បានទេ។']) {
    expect({ words, shown: text.includes(words) }).toEqual({ words, shown: true });
  }
  await tab.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  expect(reads).toEqual([]);
});
