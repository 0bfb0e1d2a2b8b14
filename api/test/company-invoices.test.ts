import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { PDFParse } from 'pdf-parse';
import { businessInvoiceSchema, companyInfoAnswerSchema } from '@storefront/contracts';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';

/** Issue 16 item 9: company invoice details, the seller on every invoice, how it was paid, and the PDF read back. */
let t: TestApp;
let customer: Client;
let other: Client;
let customerId: string;
let paidInvoiceId: string;
let paidInvoiceNumber: string;

const SELLER = { legalName: 'Test Seller Co., Ltd.', address: '1 Test Street, Phnom Penh', addressKm: 'ផ្លូវតេស្ត ១ ភ្នំពេញ', vatTin: 'K009-123456789' };
const COMPANY = {
  nameEn: 'Angkor Trading Co., Ltd.',
  nameKm: 'ហាងសាលា',
  addressEn: '25 Norodom Blvd, Phnom Penh',
  addressKm: 'ផ្លូវ២៥ ភ្នំពេញ',
  phoneNumber: '+855 23 456 789',
  vatTin: 'K001-901234567',
};

const pdfText = async (data: Buffer) => (await new PDFParse({ data: new Uint8Array(data) }).getText()).text;

before(async () => {
  t = await createTestApp({ seller: SELLER });
  customer = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
  other = new Client(t.app);
  const signUp = await other.send('POST', '/api/users', {
    firstName: 'Dara',
    lastName: 'Keo',
    email: 'dara.company@example.com',
    username: 'daracompany',
    password: 'Strong-pass1',
    passwordConfirmation: 'Strong-pass1',
    phoneNumber: '+85512398761',
  });
  expect(signUp.statusCode).toBeLessThan(300);

  // The demo customer's seeded manual invoice, paid from the balance at /online-payment.
  const staff = new Client(t.app);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  expect((await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 5000, reason: 'test' })).statusCode).toBe(200);
  const unpaid = (await customer.get('/api/users/online-invoices')).json().items as { id: string; number: string }[];
  expect(unpaid.length).toBeGreaterThan(0);
  const bulk = await customer.send('POST', '/api/online-payment', { invoiceIds: [unpaid[0]!.id] });
  expect(bulk.statusCode).toBeLessThan(300);
  const paid = await customer.request({ method: 'POST', url: `/api/online-payment/${bulk.json().bulkPaymentId}/balance`, headers: { 'idempotency-key': 'company-invoice-test' } });
  expect(paid.statusCode).toBe(200);
  paidInvoiceId = unpaid[0]!.id;
  paidInvoiceNumber = unpaid[0]!.number;
});
after(() => t.close());

describe('company invoice details (PUT /api/users/company-info)', () => {
  it('answers null before the form is filled', async () => {
    const response = await customer.get('/api/users/company-info');
    expect(response.statusCode).toBe(200);
    expect(companyInfoAnswerSchema.parse(response.json()).companyInfo).toBeNull();
  });

  it('refuses a guest', async () => {
    expect((await new Client(t.app).send('PUT', '/api/users/company-info', COMPANY)).statusCode).toBe(401);
  });

  it('refuses bad input with the field and the §5 message, writing nothing', async () => {
    const missing = await customer.send('PUT', '/api/users/company-info', { ...COMPANY, nameKm: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Company name (Khmer) field is required' });
    const long = await customer.send('PUT', '/api/users/company-info', { ...COMPANY, vatTin: 'K'.repeat(31) });
    expect(long.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'VAT TIN must be shorter than or equal to 30 characters' });
    const phone = await customer.send('PUT', '/api/users/company-info', { ...COMPANY, phoneNumber: 'call me' });
    expect(phone.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Phone is wrong format' });
    const tin = await customer.send('PUT', '/api/users/company-info', { ...COMPANY, vatTin: 'K001 / 9' });
    expect(tin.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'VAT TIN is invalid' });
    expect((await customer.send('PUT', '/api/users/company-info', { nameEn: 'x' })).statusCode).toBe(400);
    expect(await t.app.db.selectFrom('company_info').selectAll().execute()).toHaveLength(0);
  });

  it('saves the details, trimmed, and answers them; saving again replaces them', async () => {
    const saved = await customer.send('PUT', '/api/users/company-info', { ...COMPANY, nameEn: `  ${COMPANY.nameEn} ` });
    expect(saved.statusCode).toBe(200);
    expect(companyInfoAnswerSchema.parse(saved.json()).companyInfo).toEqual({ ...COMPANY, phoneNumber: '+85523456789' });
    const again = await customer.send('PUT', '/api/users/company-info', { ...COMPANY, vatTin: 'K001-901234568' });
    expect(again.json().companyInfo.vatTin).toBe('K001-901234568');
    expect(await t.app.db.selectFrom('company_info').selectAll().execute()).toHaveLength(1);
    await customer.send('PUT', '/api/users/company-info', COMPANY);
    // Another customer's details stay their own.
    expect(companyInfoAnswerSchema.parse((await other.get('/api/users/company-info')).json()).companyInfo).toBeNull();
  });
});

describe('the invoice for business (GET /api/user/invoices/{id})', () => {
  it('names the seller, the buyer\'s company in the customer\'s language and how it was paid', async () => {
    const invoice = businessInvoiceSchema.parse((await customer.get(`/api/user/invoices/${paidInvoiceId}`)).json());
    expect(invoice.number).toBe(paidInvoiceNumber);
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(invoice.seller).toEqual({ legalName: SELLER.legalName, address: SELLER.address, vatTin: SELLER.vatTin });
    expect(invoice.company).toEqual({ name: COMPANY.nameEn, address: COMPANY.addressEn, phoneNumber: '+85523456789', vatTin: COMPANY.vatTin });
    expect(invoice.payment?.method).toBe('balance');
    expect(invoice.payment?.reference).toMatch(/^PAY-[0-9A-F]{8}$/);

    await t.app.db.updateTable('users').set({ locale_code: 'km' }).where('id', '=', customerId).execute();
    const khmer = businessInvoiceSchema.parse((await customer.get(`/api/user/invoices/${paidInvoiceId}`)).json());
    expect(khmer.company).toMatchObject({ name: COMPANY.nameKm, address: COMPANY.addressKm });
    await t.app.db.updateTable('users').set({ locale_code: 'en' }).where('id', '=', customerId).execute();
  });

  it('answers NOT_FOUND for another customer\'s invoice, page and PDF alike', async () => {
    for (const url of [`/api/user/invoices/${paidInvoiceId}`, `/api/user/invoices/${paidInvoiceId}/pdf`]) {
      const response = await other.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await new Client(t.app).get(`/api/user/invoices/${paidInvoiceId}/pdf`)).statusCode).toBe(401);
    expect((await customer.get('/api/user/invoices/not-a-uuid/pdf')).statusCode).toBe(400);
  });
});

describe('the invoice as a PDF (GET /api/user/invoices/{id}/pdf)', () => {
  it('is a PDF whose text names the invoice, the seller, the company, the payment and the total', async () => {
    const response = await customer.get(`/api/user/invoices/${paidInvoiceId}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${paidInvoiceNumber}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    const invoice = businessInvoiceSchema.parse((await customer.get(`/api/user/invoices/${paidInvoiceId}`)).json());
    for (const expected of [`Invoice ${paidInvoiceNumber}`, SELLER.legalName, SELLER.address, `VAT TIN: ${SELLER.vatTin}`, COMPANY.nameEn, COMPANY.addressEn, `VAT TIN: ${COMPANY.vatTin}`, 'Payment method: Account balance', `Reference: ${invoice.payment!.reference}`, 'Managed backup for cloud servers', `$${(invoice.total / 100).toFixed(2)}`]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(paidInvoiceId);
    expect(text).not.toContain(customerId);
  });

  it('is in Khmer for a Khmer customer, with the company\'s Khmer name', async () => {
    await t.app.db.updateTable('users').set({ locale_code: 'km' }).where('id', '=', customerId).execute();
    try {
      const response = await customer.get(`/api/user/invoices/${paidInvoiceId}/pdf`);
      expect(response.statusCode === 200 ? '' : response.body).toBe('');
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('សាលា');
      expect(text).toContain(SELLER.legalName);
      expect(text).toContain(COMPANY.vatTin);
      expect(text).not.toContain(COMPANY.nameEn);
    } finally {
      await t.app.db.updateTable('users').set({ locale_code: 'en' }).where('id', '=', customerId).execute();
    }
  });
});

describe('the payment history (POST /api/user/payment-transactions)', () => {
  it('lists the customer\'s payments newest first with method, reference and invoice, a page at a time', async () => {
    const first = await customer.send('POST', '/api/user/payment-transactions', {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, perPage: 10, total: 1 });
    const [bulk] = first.json().items;
    expect(bulk).toMatchObject({ kind: 'bulk', method: 'balance', status: 'succeeded', invoice: null });
    expect(bulk.reference).toMatch(/^PAY-[0-9A-F]{8}$/);

    // Twelve card top-ups paid earlier: thirteen payments in all, two pages of ten.
    const { randomUUID } = await import('node:crypto');
    for (let n = 0; n < 12; n += 1) {
      const topUpId = randomUUID();
      const at = new Date(Date.UTC(2026, 0, 1 + n));
      await t.app.db.insertInto('top_ups').values({ id: topUpId, user_id: customerId, total: 1000 + n, fee: 0, method: 'card', status: 'paid', created_at: at, paid_at: at }).execute();
      await t.app.db
        .insertInto('payments')
        .values({ id: randomUUID(), provider: 'sandbox-card', transaction_id: `txn_history_${n}`, order_id: null, kind: 'topUp', reference_id: topUpId, session_id: null, amount: 1000 + n, status: 'succeeded', created_at: at })
        .execute();
    }
    const page1 = (await customer.send('POST', '/api/user/payment-transactions', { page: 1, perPage: 10 })).json();
    expect(page1.total).toBe(13);
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0].kind).toBe('bulk');
    expect(page1.items[1]).toMatchObject({ kind: 'topUp', method: 'card', reference: 'txn_history_11', amount: 1011 });
    const page2 = (await customer.send('POST', '/api/user/payment-transactions', { page: 2, perPage: 10 })).json();
    expect(page2.items.map((item: { reference: string }) => item.reference)).toEqual(['txn_history_2', 'txn_history_1', 'txn_history_0']);
  });

  it('shows another customer none of them, a guest is refused, and bad paging is a 400', async () => {
    expect((await other.send('POST', '/api/user/payment-transactions', {})).json()).toMatchObject({ items: [], total: 0 });
    expect((await new Client(t.app).send('POST', '/api/user/payment-transactions', {})).statusCode).toBe(401);
    for (const body of [{ perPage: 7 }, { page: 0 }, { page: 'x' }]) {
      const response = await customer.send('POST', '/api/user/payment-transactions', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    }
  });
});

describe('what promo credit pays for (GET /api/promo-credit/services)', () => {
  it('answers the customer\'s promo credit and the categories sold, never with a voucher', async () => {
    const response = await customer.get('/api/promo-credit/services');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const held = await t.app.db.selectFrom('promo_credits').select('amount').where('user_id', '=', customerId).executeTakeFirst();
    expect(body.available).toBe(held?.amount ?? 0);
    expect(body.categories).toEqual(expect.arrayContaining(['DOMAIN', 'CLOUD_SERVER', 'SSL']));
    expect(body.withVoucher).toBe(false);
    expect((await other.get('/api/promo-credit/services')).json().available).toBe(0);
    expect((await new Client(t.app).get('/api/promo-credit/services')).statusCode).toBe(401);
  });
});

describe('the payment method of an open order (PATCH /api/checkout/{id}/payment-method)', () => {
  it('is set on my open order; another customer\'s order, bad input and a paid order are refused, writing nothing', async () => {
    const { namesWithStatus } = await import('./helpers/domains');
    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', `pm${Date.now() % 100000}`);
    expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', years: 1, action: 'register', domain: name }] })).statusCode).toBe(200);
    const init = await customer.send('POST', '/api/checkout/init');
    expect(init.statusCode).toBe(200);
    const orderId = init.json().orderId as string;
    const methodOf = async () => (await t.app.db.selectFrom('orders').select('payment_method').where('id', '=', orderId).executeTakeFirstOrThrow()).payment_method;

    const set = await customer.send('PATCH', `/api/checkout/${orderId}/payment-method`, { method: 'card' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ orderId, paymentMethod: 'card' });
    expect(await methodOf()).toBe('card');

    const others = await other.send('PATCH', `/api/checkout/${orderId}/payment-method`, { method: 'balance' });
    expect(others.statusCode).toBe(404);
    expect(others.json().code).toBe('ORDER_NOT_FOUND');
    expect((await customer.send('PATCH', `/api/checkout/${orderId}/payment-method`, { method: 'cash' })).json().code).toBe('BAD_REQUEST');
    expect(await methodOf()).toBe('card');

    await t.app.db.updateTable('orders').set({ status: 'paid' }).where('id', '=', orderId).execute();
    const paid = await customer.send('PATCH', `/api/checkout/${orderId}/payment-method`, { method: 'balance' });
    expect(paid.json().code).toBe('ORDER_STATUS_INVALID');
    expect(await methodOf()).toBe('card');
    await t.app.db.updateTable('orders').set({ status: 'open' }).where('id', '=', orderId).execute();
  });
});
