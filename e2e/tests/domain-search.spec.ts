import { expect, test } from '../support/test';
import { openInteractive } from '../support/interactive';

test('a TLD leads to a domain search whose results go into the cart', async ({ page, request }) => {
  await openInteractive(page, '/domain/gtld');
  await page.getByRole('link', { name: 'Search a domain ending in .com', exact: true }).click();
  await expect(page).toHaveURL(/\/domain\/search\?tld=com$/);
  await expect(page.getByRole('heading', { name: 'Find a name ending in .com' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  const keyword = 'storefront-e2e-shop';
  await page.getByRole('textbox', { name: 'Search for a domain' }).fill(`${keyword}.com`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${keyword}.com”` })).toBeVisible();

  const answer = await (await request.get(`/api/domains/search-iu?domain=${keyword}.com`)).json();
  const available = [answer.exact, ...answer.results].find((r: { status: string }) => r.status === 'available');
  const taken = [answer.exact, ...answer.results].find((r: { status: string }) => r.status === 'taken');
  expect(available).toBeTruthy();
  expect(taken).toBeTruthy();
  await expect(page.getByRole('listitem', { name: taken.domain }).getByText('Taken')).toBeVisible();

  await page.getByRole('button', { name: `Add ${available.domain} to cart` }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toContainText(available.domain);
  await page.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(page.getByRole('button', { name: `${available.domain} is in your cart` })).toBeDisabled();
});

test('the search box explains invalid input with the spec message', async ({ page }) => {
  // The home page's box hydrates on first use: sent before its code arrives, the form goes to the search page,
  // which explains the same way.
  await openInteractive(page, '/');
  await page.getByRole('textbox', { name: 'Search for a domain' }).fill('-bad-name-');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toContainText('Please enter an invalid domain or keyword');
});
