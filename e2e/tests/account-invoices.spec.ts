import { expect, test } from '../support/test';
import { signInWithDialog } from '../support/customer';
import { CUSTOMER, STAFF, creditBalance } from '../support/staff';

/** Issue 16 item 9: a business customer fills the issue-company-invoice form and downloads the invoice as a PDF. */
test('company invoice: fill the company details on an invoice, see them with the seller and the payment, download the PDF', async ({ page, request, baseURL }) => {
  await creditBalance(request, baseURL!, CUSTOMER.login, 50_000);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInWithDialog(page);

  // A paid invoice of its own: staff issue one, and the customer pays it from the balance. (The demo customer's
  // seeded unpaid invoice stays unpaid for the reminders and online-payment specs.)
  const headers = { Origin: baseURL! };
  expect((await request.post('/api/users/login', { data: STAFF, headers })).ok()).toBeTruthy();
  const { id: userId } = (await (await request.get(`/api/admin/users?email=${encodeURIComponent(CUSTOMER.login)}`, { headers })).json()) as { id: string };
  const issued = await request.post(`/api/admin/users/${userId}/invoices`, { headers, data: { lines: [{ description: 'DNS migration (consulting)', qty: 1, unitPrice: 2500 }], reason: 'e2e: company invoice' } });
  expect(issued.ok(), await issued.text()).toBeTruthy();
  const { id: invoiceId } = (await issued.json()) as { id: string };
  await request.post('/api/users/logout', { data: {}, headers });
  const origin = new URL(page.url()).origin;
  const bulk = await page.request.post('/api/online-payment', { headers: { Origin: origin }, data: { invoiceIds: [invoiceId] } });
  expect(bulk.ok(), await bulk.text()).toBeTruthy();
  const { bulkPaymentId } = (await bulk.json()) as { bulkPaymentId: string };
  const paid = await page.request.post(`/api/online-payment/${bulkPaymentId}/balance`, { headers: { Origin: origin, 'Idempotency-Key': `e2e-company-${bulkPaymentId}` } });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  const invoices = (await (await page.request.get('/api/user/invoices')).json()) as { items: { id: string; number: string; status: string }[] };
  const invoice = invoices.items.find((item) => item.id === invoiceId)!;
  expect(invoice).toMatchObject({ status: 'paid' });

  await page.goto(`/account/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Seller' })).toContainText('VAT TIN');
  await expect(page.getByRole('region', { name: 'Invoice details' })).toContainText('Account balance');
  await expect(page.getByText(invoice.id)).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Issue a company invoice' });
  await form.getByRole('button', { name: 'Save company details' }).click();
  await expect(form.getByText('Company name (English) field is required')).toBeVisible();
  await expect(form.getByLabel('Company name (English)')).toBeFocused();
  await form.getByLabel('Company name (English)').fill('Mekong Web Co., Ltd.');
  await form.getByLabel('Company name (Khmer)').fill('ក្រុមហ៊ុន មេគង្គវេប');
  await form.getByLabel('Company address (English)').fill('No. 5, Street 51, Phnom Penh');
  await form.getByLabel('Company address (Khmer)').fill('ផ្ទះលេខ៥ ផ្លូវ៥១ ភ្នំពេញ');
  await form.getByLabel('Phone number').fill('+855 23 888 777');
  await form.getByLabel('VAT TIN').fill('K001-901234567');
  await form.getByRole('button', { name: 'Save company details' }).click();
  await expect(form.getByText('Your company details are saved and printed on your invoices.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Billing to' })).toContainText('Mekong Web Co., Ltd.');
  await expect(page.getByRole('region', { name: 'Billing to' })).toContainText('K001-901234567');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
});
