import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { PDFParse } from 'pdf-parse';
import { businessInvoiceSchema } from '@storefront/contracts';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { namesWithStatus } from './helpers/domains';
import { buyWithBalance } from './helpers/buy';

/** Issue 28 item 14: a Khmer invoice, page and PDF, reads Khmer: its lines, the seller's address, the country, the VAT. */
let t: TestApp;
let customer: Client;
let invoiceId: string;
let domain: string;

const SELLER = { legalName: 'Test Seller Co., Ltd.', address: '1 Test Street, Phnom Penh', addressKm: 'ផ្លូវតេស្ត ១ ភ្នំពេញ', vatTin: 'K009-123456789' };
const pdfText = async (data: Buffer) => (await new PDFParse({ data: new Uint8Array(data) }).getText()).text;

before(async () => {
  t = await createTestApp({ seller: SELLER });
  customer = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  const staff = new Client(t.app);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  const customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
  [domain] = (await namesWithStatus(t.app, 'available', 1, 'com', `km${Date.now() % 100000}`)) as [string];
  const orderId = await buyWithBalance(customer, staff, customerId, [{ type: 'domain', years: 2, action: 'register', domain }]);
  invoiceId = (await t.app.db.selectFrom('invoices').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).id;
});
after(() => t.close());

describe('issue 28.14: the invoice in the reader\'s language', () => {
  it('issue 28.14: on the English page the line reads English; on the Khmer page (x-locale km) the line and the seller\'s address are Khmer', async () => {
    const english = businessInvoiceSchema.parse((await customer.request({ method: 'GET', url: `/api/user/invoices/${invoiceId}`, headers: { 'x-locale': 'en' } })).json());
    expect(english.lines.map((line) => line.description)).toEqual([`${domain} — Domain registration (2 years)`]);
    expect(english.seller.address).toBe(SELLER.address);

    const khmer = await customer.request({ method: 'GET', url: `/api/user/invoices/${invoiceId}`, headers: { 'x-locale': 'km' } });
    expect(khmer.headers.vary).toContain('x-locale');
    const invoice = businessInvoiceSchema.parse(khmer.json());
    expect(invoice.lines.map((line) => line.description)).toEqual([`${domain} — ការចុះ⁠ឈ្មោះដែន (2 ឆ្នាំ)`]);
    expect(invoice.seller).toEqual({ legalName: SELLER.legalName, address: SELLER.addressKm, vatTin: SELLER.vatTin });
    // What is stored stays English (staff and exports read it).
    expect((await t.app.db.selectFrom('invoice_lines').select('description').where('invoice_id', '=', invoiceId).execute()).map((row) => row.description)).toEqual([
      `${domain} — Domain registration (2 years)`,
    ]);
  });

  it('issue 28.14: the PDF linked from the Khmer page (?locale=km) is Khmer for an English customer: lines, seller\'s address, country and VAT', async () => {
    const response = await customer.get(`/api/user/invoices/${invoiceId}/pdf?locale=km`);
    expect(response.statusCode === 200 ? '' : response.body).toBe('');
    const text = await pdfText(response.rawPayload);
    // The text comes back in the glyphs' visual order (a shaped pre-base vowel such as េ, or a coeng RO, is drawn
    // before its base: "ផ្លូវតេស្ត" reads back "ផ្លូវេតស្ត"), so the words looked for are ones shaping leaves in order.
    for (const expected of ['វិក្កយប', `${domain} — ការចុះ`, 'ផ្លូវ', '១ ភ្នំ', ', កម្ពុជា', 'អាករ', '(10%)']) expect(text).toContain(expected);
    for (const english of ['Domain registration', 'years', SELLER.address, 'Cambodia', 'VAT (', 'Invoice ']) expect(text).not.toContain(english);

    const englishPdf = await pdfText((await customer.get(`/api/user/invoices/${invoiceId}/pdf?locale=en`)).rawPayload);
    for (const expected of [`${domain} — Domain registration (2 years)`, SELLER.address, 'Cambodia', 'VAT (10%)']) expect(englishPdf).toContain(expected);
    expect((await customer.get(`/api/user/invoices/${invoiceId}/pdf?locale=fr`)).statusCode).toBe(400);
  });
});
