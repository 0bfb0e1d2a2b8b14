import { expect, test, type Page } from '../support/test';
import { CUSTOMER, STAFF } from '../support/staff';

/**
 * Issue 29 item 7: the staff console is the remote mfe-staff, which the shell mounts under /staff past the staff-role
 * check. A guest's or a customer's browser never asks for any of its files (/remotes/staff/…); a staff member's does,
 * and sees the console at the same URLs as before.
 */

/** The URLs of the staff remote's files (its manifest, remoteEntry.js, chunks) the page has asked for. */
function staffRemoteRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/staff/')) seen.push(request.url());
  });
  return seen;
}

async function signIn(page: Page, baseURL: string, account: { login: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/users/login', { data: account, headers: { Origin: baseURL } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test("a guest's and a customer's pages never fetch the staff console's remote", async ({ page, baseURL }) => {
  const seen = staffRemoteRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await signIn(page, baseURL!, CUSTOMER);
  for (const path of ['/about-us', '/promotion', '/domain']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await page.goto('/km/staff/remotes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/.+/);
  await expect(page.getByRole('link', { name: 'Remotes' })).toHaveCount(0);
  expect(seen).toEqual([]);
});

test('a staff member gets the console from the staff remote, in English and under /km', async ({ page, baseURL }) => {
  const seen = staffRemoteRequests(page);
  await signIn(page, baseURL!, STAFF);
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/remotes$/);
  await expect(page.getByRole('heading', { name: 'Remotes', level: 2 })).toBeVisible();
  expect(seen.some((url) => /\/remotes\/staff\/[^/]+\/(mf-manifest\.json|remoteEntry\.js)$/.test(new URL(url).pathname))).toBe(true);
  await page.goto('/km/staff/vouchers');
  await expect(page).toHaveURL(/\/km\/staff\/vouchers$/);
  await expect(page.getByRole('link', { name: 'ផ្នែកកម្មវិធី' })).toHaveAttribute('href', '/km/staff/remotes');
});
