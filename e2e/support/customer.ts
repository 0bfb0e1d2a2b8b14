import { expect, type Page } from '@playwright/test';
import { CUSTOMER } from './staff';

type Account = { login: string; password: string };

/** Fills the sign-in dialog the page has open (a guarded page or a "Sign in" button opened it) and waits until it closes. */
export async function signInWithDialog(page: Page, account: Account = CUSTOMER): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email or username').fill(account.login);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens a customer's page (its guard asks who is there) and signs in on it. */
export async function signInAt(page: Page, path: string, account: Account = CUSTOMER): Promise<void> {
  await page.goto(path);
  await signInWithDialog(page, account);
}

/** A saved contact of the signed-in customer (added through the api when they have none), as the checkout needs one. */
export async function ensureContact(page: Page): Promise<void> {
  const list = (await (await page.request.get('/api/user/addresses')).json()) as { items: { shared: boolean }[] };
  if (list.items.some((c) => !c.shared)) return;
  const created = await page.request.put('/api/user/addresses', {
    headers: { Origin: new URL(page.url()).origin },
    data: { firstName: 'Dara', lastName: 'Kim', phoneNumber: '+855 12 888 777', email: 'dara@mekongweb.example', address1: 'No. 5, Street 51', postalCode: '120102', city: 'Phnom Penh', country: 'KH' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
}
