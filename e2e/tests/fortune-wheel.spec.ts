import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signInWithDialog } from '../support/customer';
import { openInteractive } from '../support/interactive';
import { CUSTOMER, STAFF } from '../support/staff';

/**
 * Issue 17 items 1 and 10: the fortune wheel exists only while its flag is on (off: its route goes home); a
 * customer without a verified email verifies it with the mailed code before spinning; a ready customer spins,
 * the wheel turns to the api's prize, and the prize is in the promo credit and in the winners' list.
 */

async function asStaff<T>(request: APIRequestContext, baseURL: string, work: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const headers = { Origin: baseURL };
  expect((await request.post('/api/users/login', { data: STAFF, headers })).ok()).toBeTruthy();
  try {
    return await work(headers);
  } finally {
    await request.post('/api/users/logout', { data: {}, headers });
  }
}

async function setWheelFlag(request: APIRequestContext, baseURL: string, on: boolean) {
  await asStaff(request, baseURL, async (headers) => {
    const response = await request.patch('/api/admin/settings', { data: { flags: { fortuneWheel: on }, reason: 'e2e: fortune wheel' }, headers });
    expect(response.ok(), await response.text()).toBeTruthy();
  });
}

/** Makes the seeded wheel's draw certain: $1 promo credit, beside a voucher with no stock left. */
async function certainWheel(request: APIRequestContext, baseURL: string) {
  await asStaff(request, baseURL, async (headers) => {
    const { wheel } = (await (await request.get('/api/fortune-wheel', { headers })).json()) as { wheel: { id: string } };
    const now = Date.now();
    const prize = { packages: null, validDays: 30, color: '#2563eb', discountType: null };
    const response = await request.put(`/api/admin/fortune-wheels/${wheel.id}`, {
      headers,
      data: {
        name: 'Lucky Wheel',
        nameKm: 'កង់សំណាង',
        startsAt: new Date(now - 86_400_000).toISOString(),
        endsAt: new Date(now + 30 * 86_400_000).toISOString(),
        minOrderTotal: 2000,
        spinsPerOrder: 1,
        prizes: [
          { ...prize, kind: 'promoCredit', label: '$1 promo credit', labelKm: 'ឥណទានប្រូម៉ូសិន $1', amount: 100, weight: 1, stock: null },
          { ...prize, kind: 'voucher', label: '$10 off voucher', labelKm: 'ប័ណ្ណបញ្ចុះ⁠តម្លៃ $10', amount: 1000, discountType: 'fixed', weight: 1, stock: 0, color: '#db2777' },
        ],
      },
    });
    expect(response.ok(), await response.text()).toBeTruthy();
  });
}

async function signIn(page: Page, login: string, password: string) {
  await page.getByRole('button', { name: 'Sign in to spin' }).click();
  await signInWithDialog(page, { login, password });
}

test('switched off, /fortune-wheel goes home', async ({ page, request, baseURL }) => {
  await setWheelFlag(request, baseURL!, false);
  await page.goto('/fortune-wheel');
  await expect(page).toHaveURL(/\/$/);
});

test('a customer verifies the email with the mailed code before the wheel shows', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await setWheelFlag(request, baseURL!, true);
  const email = `wheel.${Date.now()}@example.com`;
  const signUp = await page.request.post('/api/users', {
    data: { firstName: 'Sokha', lastName: 'Chan', email, password: 'Strong-pass1', passwordConfirmation: 'Strong-pass1', phoneNumber: `+8551${String(Date.now()).slice(-7)}` },
    headers: { Origin: baseURL! },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await page.goto('/fortune-wheel');
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`OTP sent to ${email}`, { exact: false })).toBeVisible();
  const messages = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { template: string; text: string }[];
  const code = /\b(\d{6})\b/.exec(messages.find((message) => message.template === 'verify-email')!.text)![1]!;
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  // verified: the wheel is there, with no spins yet (paid orders earn them)
  await expect(page.getByRole('img', { name: /The fortune wheel with/ })).toBeVisible();
  await expect(page.getByText('You have 0 spins left')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spin the wheel' })).toBeDisabled();
});

test('with a phone number and a verified email, the customer spins and sees the prize in the promo credit and the winners', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await setWheelFlag(request, baseURL!, true);
  await certainWheel(request, baseURL!);
  // server-rendered: its "Sign in to spin" does nothing until the page has hydrated
  await openInteractive(page, '/fortune-wheel');
  await signIn(page, CUSTOMER.login, CUSTOMER.password);
  await expect(page.getByText(/You have \d+ spins? left/)).toBeVisible();
  const before = ((await (await page.request.get('/api/user/promo-credit/total')).json()) as { total: number }).total;

  await page.getByRole('button', { name: 'Spin the wheel' }).click();
  const result = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result.getByText('You won: $1 promo credit')).toBeVisible();
  await result.getByRole('button', { name: 'OK' }).click();

  const after = ((await (await page.request.get('/api/user/promo-credit/total')).json()) as { total: number }).total;
  expect(after).toBe(before + 100);
  const winners = page.getByRole('table', { name: 'Winners' });
  await expect(winners.getByRole('row').filter({ hasText: 'De*** C.' }).filter({ hasText: '$1 promo credit' }).first()).toBeVisible();
});
