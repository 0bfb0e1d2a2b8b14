import { randomUUID } from 'node:crypto';
import { expect, type Page } from './test';
import { availableName } from './cart';
import { ensureContact } from './customer';

/** A new customer made through sign-up (the api), signed in on the page's context. */
export async function newCustomer(page: Page, baseURL: string, referralCode?: string, prefix = 'programmes'): Promise<{ email: string }> {
  const stamp = randomUUID().slice(0, 8);
  const email = `${prefix}.${stamp}@example.com`;
  const signedUp = await page.request.post('/api/users', {
    headers: { Origin: baseURL },
    data: { firstName: 'Sokha', lastName: 'Chan', email, password: 'Strong-pass1', passwordConfirmation: 'Strong-pass1', phoneNumber: `+85517${String(Date.now()).slice(-6)}`, ...(referralCode ? { referralCode } : {}) },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  return { email };
}

/** Puts a domain in the signed-in customer's cart and opens its order (with a billing contact), through the api. */
export async function openOrder(page: Page, baseURL: string): Promise<{ orderId: string; total: number }> {
  const headers = { Origin: baseURL };
  const domain = await availableName(page.request, 'loyal');
  const added = await page.request.put('/api/cart/items', { headers, data: { items: [{ type: 'domain', years: 1, action: 'register', domain }] } });
  expect(added.ok(), await added.text()).toBeTruthy();
  await ensureContact(page);
  const order = (await (await page.request.post('/api/checkout/init', { headers, data: {} })).json()) as { orderId: string; total: number };
  const contacts = (await (await page.request.get('/api/user/addresses')).json()) as { items: { id: string; shared: boolean }[] };
  const saved = await page.request.post('/api/checkout/save-address', { headers, data: { orderId: order.orderId, contactId: contacts.items.find((c) => !c.shared)!.id } });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  return order;
}
