import { writeFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { PDFParse } from 'pdf-parse';
import { businessInvoiceSchema } from '@storefront/contracts';
import { chargeRenewal } from '../src/services/renewal-charge';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { buyWithBalance } from './helpers/buy';

/**
 * Issues 28.12 and 28.14: an invoice line says what a configured item is, as the basket does (a cloud server's
 * name, region, OS, storage type and add-ons; a hosting plan's website, region and add-ons; an SSL certificate's
 * names), in the reader's language; a renewal invoice reads Khmer on a Khmer page.
 */
let t: TestApp;
let customer: Client;
let staff: Client;
let customerId: string;
let invoiceId: string;

const SERVER = { type: 'cloud-server', package: 'cs-basic-cloud-1', months: 1, region: 'cambodia', os: 'debian-11', serverName: 'invoice-web', storageType: 'ssd', source: 'NEW', addons: { 'cs-ram': 2, 'cs-additional-ip': 1 } };
const PLAN = { type: 'shared-hosting', package: 'sh-basic', months: 12, websiteName: 'my-shop', region: 'KH', addons: { fileStorage: 10, databaseStorage: 0, additionalIp: 0 }, domain: { kind: 'thirdParty', domain: 'invoice-details.org' } };
const SSL = { type: 'ssl', product: 'positivessl', years: 1, domain: 'invoice-details.org' };

const invoiceIn = async (id: string, locale: 'en' | 'km') => businessInvoiceSchema.parse((await customer.request({ method: 'GET', url: `/api/user/invoices/${id}`, headers: { 'x-locale': locale } })).json());
const pdfText = async (data: Buffer) => (await new PDFParse({ data: new Uint8Array(data) }).getText()).text;
const KHMER = /[\u1780-\u17FF]/;

before(async () => {
  t = await createTestApp({});
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
  const orderId = await buyWithBalance(customer, staff, customerId, [SERVER, PLAN, SSL]);
  invoiceId = (await t.app.db.selectFrom('invoices').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).id;
});
after(() => t.close());

describe('issue 28.12 / 28.14: invoice lines word the items\' details', () => {
  it("issue 28.12: the English invoice's cloud-server line shows its name, region, OS, storage type and add-ons", async () => {
    const lines = (await invoiceIn(invoiceId, 'en')).lines.map((line) => line.description);
    expect(lines).toEqual([
      'Basic Cloud 1 — Cloud server · invoice-web · Cambodia · Debian 11 · SSD storage · +2 GB RAM · +1 IP (1 month)',
      'Shared Basic — Shared hosting · my-shop · Cambodia (Phnom Penh) · +10 GB file storage · invoice-details.org (12 months)',
      'PositiveSSL — SSL certificate · invoice-details.org (1 year)',
    ]);
  });

  it('issue 28.14: the Khmer invoice of a cloud server, a hosting plan and an SSL certificate shows Khmer lines with the details, page and PDF', async () => {
    const lines = (await invoiceIn(invoiceId, 'km')).lines.map((line) => line.description);
    expect(lines).toEqual([
      'Basic Cloud 1 — ម៉ាស៊ីនមេ Cloud · invoice-web · កម្ពុជា · Debian 11 · ទំហំផ្ទុក SSD · RAM បន្ថែម 2 GB · IP បន្ថែម 1 (1 ខែ)',
      'Shared Basic — សេវាបង្ហោះរួម · my-shop · កម្ពុជា (ភ្នំពេញ) · ទំហំផ្ទុកឯកសារបន្ថែម 10 GB · ដែន invoice-details.org (12 ខែ)',
      'PositiveSSL — វិញ្ញាបនបត្រ SSL · invoice-details.org (1 ឆ្នាំ)',
    ]);
    for (const line of lines) expect(line).not.toMatch(/Cloud server|Shared hosting|SSL certificate|storage|months?\)|year\)|Cambodia|free/);

    const pdf = await customer.get(`/api/user/invoices/${invoiceId}/pdf?locale=km`);
    expect(pdf.statusCode === 200 ? '' : pdf.body).toBe('');
    writeFileSync('/tmp/issue-28-14-invoice-km.pdf', pdf.rawPayload);
    const text = await pdfText(pdf.rawPayload);
    // Words that shaping leaves in reading order (see invoices-khmer.test.ts).
    for (const expected of ['invoice-web', 'Debian 11', 'SSD', 'RAM', 'my-shop', 'invoice-details.org']) expect(text).toContain(expected);
    for (const english of ['Cloud server', 'Shared hosting', 'SSL certificate', 'storage', 'month', 'Cambodia']) expect(text).not.toContain(english);
  });

  it('issue 28.14: a renewal line reads Khmer on a Khmer invoice and stays English as stored', async () => {
    await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 10_000, reason: 'test credit' });
    const now = new Date();
    const deps = { vatName: 'VAT', vatRateBasisPoints: 1000 };
    const domain = await t.app.db.transaction().execute((trx) => chargeRenewal(trx, deps, { userId: customerId, description: 'Domain renewed-name.com — 1 year', price: 1199, now }));
    const server = await t.app.db.transaction().execute((trx) => chargeRenewal(trx, deps, { userId: customerId, description: 'Basic Cloud 1 — invoice-web', price: 899, now }));
    expect((await invoiceIn(domain!.invoice.id, 'km')).lines.map((line) => line.description)).toEqual(['ការបន្ត៖ ដែន renewed-name.com — 1 ឆ្នាំ']);
    expect((await invoiceIn(server!.invoice.id, 'km')).lines.map((line) => line.description)).toEqual(['ការបន្ត៖ Basic Cloud 1 — invoice-web']);
    expect((await invoiceIn(domain!.invoice.id, 'en')).lines.map((line) => line.description)).toEqual(['Renewal: Domain renewed-name.com — 1 year']);
    const stored = await t.app.db.selectFrom('invoice_lines').select('description').where('invoice_id', '=', domain!.invoice.id).executeTakeFirstOrThrow();
    expect(stored.description).toBe('Renewal: Domain renewed-name.com — 1 year');
    const pdf = await pdfText((await customer.get(`/api/user/invoices/${domain!.invoice.id}/pdf?locale=km`)).rawPayload);
    expect(pdf).toMatch(KHMER);
    for (const english of ['Renewal', 'Domain ', 'year']) expect(pdf).not.toContain(english);
  });
});
