import { expect, test, type Page } from '../support/test';
import { randomUUID } from 'node:crypto';
import { newCustomer, openOrder } from '../support/orders';
import { openInteractive } from '../support/interactive';
import { creditBalance, STAFF } from '../support/staff';

const cents = (text: string | null) => Number(text ?? 'NaN');
const promoCredit = async (page: Page) => ((await (await page.request.get('/api/user/promo-credit/total')).json()) as { total: number }).total;

test('a paid order raises the loyalty progress and credits its cashback, as the checkout said', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const { email } = await newCustomer(page, baseURL!);
  await openInteractive(page, '/loyalty-program');
  const standing = page.getByTestId('loyalty-standing');
  await expect(standing.getByTestId('loyalty-tier')).toHaveText(/Silver · 1% cashback/);
  await expect(standing.getByTestId('loyalty-spend')).toHaveText('0');
  await expect(standing.getByTestId('loyalty-earned')).toHaveText('0');
  await expect(standing.getByText('No cashback yet: it is credited as soon as you pay an order.')).toBeVisible();

  // The order, paid at the checkout from the balance: the totals say the cashback it earns.
  const order = await openOrder(page, baseURL!);
  const cashback = Math.floor(order.total / 100);
  await creditBalance(request, baseURL!, email, order.total);
  const creditBefore = await promoCredit(page);
  await page.goto('/checkout-basket');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('cashback-label')).toHaveText('VIP cashback (Silver, 1%) as promo credit');
  await expect(page.getByTestId('cashback-amount')).toHaveText(`+$${(cashback / 100).toFixed(2)}`);
  await page.getByRole('radio', { name: /Account balance/ }).check();
  await page.getByRole('checkbox', { name: /I have read and agree to the/ }).check();
  await page.getByRole('checkbox', { name: 'I consent to signing the electronic contracts of this order automatically.' }).check();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });

  await page.goto('/loyalty-program');
  await expect(standing.getByTestId('loyalty-spend')).toHaveText(String(order.total));
  expect(cents(await standing.getByTestId('loyalty-earned').textContent())).toBe(cashback);
  await expect(standing.getByText(`$${((50_000 - order.total) / 100).toFixed(2)} more this period to reach Gold`)).toBeVisible();
  expect(await promoCredit(page)).toBe(creditBefore + cashback);

  // Khmer, on a phone's width
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/km/loyalty-program');
  await expect(page.getByText('ស្ថានភាព VIP របស់អ្នក')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('a referred sign-up\'s first paid order credits the referrer once it has matured', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(150_000);
  const headers = { Origin: baseURL! };
  // Rules a domain order qualifies for: $10 per referral after 30 days (staff, audited).
  await request.post('/api/users/login', { data: STAFF, headers });
  const rules = await request.put('/api/admin/affiliate/rules', {
    headers,
    data: { active: true, reward: 1000, minOrderTotal: 0, maturityDays: 30, description: 'Earn $10 for every customer you refer.', descriptionKm: 'ទទួលបាន $10 សម្រាប់អតិថិជនគ្រប់រូបដែលអ្នកណែនាំ។', reason: 'e2e: any first order qualifies' },
  });
  expect(rules.ok(), await rules.text()).toBeTruthy();
  await request.post('/api/users/logout', { data: {}, headers });

  // The referrer joins and gets a code.
  await page.goto('/');
  await newCustomer(page, baseURL!);
  await openInteractive(page, '/affiliate-program');
  await page.getByRole('button', { name: 'Join the affiliate program' }).click();
  const code = (await page.getByTestId('referral-code').textContent())!;
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await expect(page.getByTestId('referral-link')).toHaveText(new RegExp(`/\\?ref=${code}$`));
  await expect(page.getByText('No referrals yet')).toBeVisible();

  // A visitor opens the link and signs up from the programme's page: the code is filled in.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/?ref=${code}`);
  await openInteractive(visitor, '/affiliate-program');
  await visitor.getByRole('button', { name: 'Create an account' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Create an account' });
  await expect(dialog.getByLabel('Referral code')).toHaveValue(code);
  const stamp = randomUUID().slice(0, 8);
  await dialog.getByLabel('First name').fill('Dara');
  await dialog.getByLabel('Last name').fill('Kim');
  await dialog.getByLabel('Email', { exact: true }).fill(`referred.${stamp}@example.com`);
  const phone = `+85516${String(Date.now()).slice(-6)}`;
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByLabel('Password', { exact: true }).fill('Strong-pass1');
  await dialog.getByLabel('Confirm password').fill('Strong-pass1');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Verify your email' })).toBeVisible();
  // A referral earns only once the referred phone is verified by its SMS code (issue 28.3).
  expect((await visitor.request.post('/api/users/phone-number/send-code', { headers, data: {} })).ok()).toBeTruthy();
  const sms = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(phone)}`)).json()) as { template: string; text: string }[];
  const smsCode = /\b(\d{6})\b/.exec(sms.find((entry) => entry.template === 'phone-code')!.text)![1]!;
  const verifiedPhone = await visitor.request.patch('/api/users/phone-number/verify', { headers, data: { code: smsCode } });
  expect(verifiedPhone.ok(), await verifiedPhone.text()).toBeTruthy();

  await page.reload();
  await expect(page.getByTestId('affiliate-visits')).toHaveText('1');
  await expect(page.getByTestId('affiliate-signUps')).toHaveText('1');
  await expect(page.getByRole('cell', { name: 'Signed up', exact: true })).toBeVisible();

  // Their first order, paid from the balance: the referral matures.
  const order = await openOrder(visitor, baseURL!);
  await creditBalance(request, baseURL!, `referred.${stamp}@example.com`, order.total);
  const paid = await visitor.request.post(`/api/payment/balance/${order.orderId}`, { headers: { ...headers, 'idempotency-key': randomUUID() }, data: {} });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  await page.reload();
  await expect(page.getByTestId('affiliate-pending')).toHaveText('1');
  await expect(page.getByTestId('affiliate-creditEarned')).toHaveText('$0.00');
  const before = await promoCredit(page);

  // 31 days on (the api's development clock; other specs may have moved it before: maturity counts from the payment).
  const moved = await page.request.post('/api/dev/clock', { headers, data: { days: 31 } });
  expect(moved.ok(), await moved.text()).toBeTruthy();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('affiliate-qualified')).toHaveText('1', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('affiliate-creditEarned')).toHaveText('$10.00');
  await expect(page.getByRole('cell', { name: 'Credited', exact: true })).toBeVisible();
  expect(await promoCredit(page)).toBe(before + 1000);
  await visitor.context().close();
});
