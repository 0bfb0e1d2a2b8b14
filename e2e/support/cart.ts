import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/** A .com name the sandbox registry has free, found through the same search the page uses. */
export async function availableName(request: APIRequestContext, prefix: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const keyword = `${prefix}${randomUUID().slice(0, 6)}`;
    const answer = await (await request.get(`/api/domains/search-iu?domain=${keyword}&tlds=com`)).json();
    const hit = (answer.results as { domain: string; status: string }[]).find((r) => r.status === 'available');
    if (hit) return hit.domain;
  }
  throw new Error('no available name found');
}

/** A customer's way to put a domain in the cart: the search page's "Add to cart", then "View cart". */
export async function addDomainFromSearch(page: Page, domain: string): Promise<void> {
  await page.goto(`/domain/search?domain=${domain.replace(/\.com$/, '')}&tlds=com`);
  await page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: `Add ${domain} to cart` }).click();
  const added = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(added).toBeVisible();
  await added.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/checkout-basket/);
}

/** Removes every item of the signed-in customer's cart (through the api), so a test's order holds its own items only. */
export async function emptyCart(page: Page, origin: string): Promise<void> {
  for (const item of ((await (await page.request.get('/api/cart')).json()) as { items: { key: string }[] }).items) {
    await page.request.delete('/api/cart/items', { headers: { Origin: origin }, data: { key: item.key } });
  }
}
