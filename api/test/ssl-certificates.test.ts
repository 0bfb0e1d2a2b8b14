import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { expect } from 'expect';
import { BILLING_TERMS, cartSchema, productSchema, sslCertificateSchema, SSL_PRODUCTS, type SslCertificate } from '@storefront/contracts';
import { z } from 'zod';
import { seedSslCertificates } from '../src/db/seed/ssl-certificates';
import { Client, createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
before(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
});
after(() => t.close());

const get = (url: string, locale?: string) => t.app.inject({ method: 'GET', url, headers: locale ? { 'x-locale': locale } : {} });
const list = async (locale?: string): Promise<SslCertificate[]> => z.array(sslCertificateSchema).parse((await get('/api/ssl-certificates', locale)).json());
const KHMER = /[\u1780-\u17ff]/;

describe('GET /api/ssl-certificates', () => {
  it('lists the 13 SSL products of spec §3 in catalogue order, each with its facts', async () => {
    const all = await list();
    expect(all.map((c) => c.key)).toEqual([...SSL_PRODUCTS]);
    const products = z.array(productSchema).parse((await get('/api/products?type=ssl')).json());
    for (const certificate of all) {
      const product = products.find((p) => p.key === certificate.key)!;
      expect({ key: certificate.key, name: certificate.name, pricePerYear: certificate.pricePerYear }).toEqual({ key: product.key, name: product.name, pricePerYear: product.price });
      expect(certificate.issuer).toBe('Sectigo');
      expect(Number.isInteger(certificate.warranty) && certificate.warranty > 0).toBe(true);
      expect(certificate.domains).toBe(certificate.type === 'multi-domain' ? 3 : 1);
    }
    const byKey = Object.fromEntries(all.map((c) => [c.key, c]));
    expect(byKey['positivessl']).toMatchObject({ type: 'single-domain', validation: 'DV', warranty: 5_000_000, issuance: { unit: 'minutes' }, siteSeal: 'static' });
    expect(byKey['ev-ssl']).toMatchObject({ type: 'single-domain', validation: 'EV', warranty: 175_000_000, issuance: { unit: 'business-days', min: 1, max: 5 }, siteSeal: 'dynamic' });
    expect(byKey['premiumssl-wildcard']).toMatchObject({ type: 'wildcard', validation: 'OV' });
    expect(byKey['comodossl-ev-multi-domain-ssl']).toMatchObject({ type: 'multi-domain', validation: 'EV', domains: 3 });
    // Every type and level of spec §2 is sold; no wildcard is EV (the CA/Browser Forum forbids it).
    expect(new Set(all.map((c) => c.type))).toEqual(new Set(['single-domain', 'multi-domain', 'wildcard']));
    expect(new Set(all.map((c) => c.validation))).toEqual(new Set(['DV', 'OV', 'EV']));
    expect(all.some((c) => c.type === 'wildcard' && c.validation === 'EV')).toBe(false);
  });

  it('prices every term of BILLING_TERMS.ssl on the server, in integer cents, as the cart charges it', async () => {
    for (const certificate of await list()) {
      expect(certificate.prices.map((p) => p.years)).toEqual([...BILLING_TERMS.ssl.terms]);
      for (const term of certificate.prices) {
        expect(term.price).toBe(certificate.pricePerYear * term.years);
        expect(term.perMonth).toBe(Math.round(term.price / (12 * term.years)));
        expect(term.saving).toBe(certificate.pricePerYear * term.years - term.price);
      }
    }
    const positive = (await list()).find((c) => c.key === 'positivessl')!;
    expect(positive.prices).toEqual([
      { years: 1, price: 799, perMonth: 67, saving: 0 },
      { years: 2, price: 1598, perMonth: 67, saving: 0 },
      { years: 3, price: 2397, perMonth: 67, saving: 0 },
    ]);
    // The cart charges the same total for each term.
    const client = new Client(t.app, randomUUID());
    for (const term of positive.prices) {
      const cart = cartSchema.parse((await client.send('PUT', '/api/cart/items', { items: [{ type: 'ssl', product: 'positivessl', years: term.years, domain: 'example.com' }] })).json());
      expect(cart.items.at(-1)?.amount).toBe(term.price);
    }
  });

  it('answers in the x-locale language: English by default, Khmer for km, with company paperwork for OV and EV only', async () => {
    const english = await list();
    const khmer = await list('km');
    expect(await list('fr')).toEqual(english);
    for (const [index, en] of english.entries()) {
      const km = khmer[index]!;
      expect({ ...km, content: null }).toEqual({ ...en, content: null });
      for (const part of ['specs', 'requirements', 'disclaimers', 'paperwork'] as const) {
        expect([en.key, part, en.content[part].length > 0, km.content[part].length]).toEqual([en.key, part, true, en.content[part].length]);
        for (const text of km.content[part]) expect([en.key, part, KHMER.test(text)]).toEqual([en.key, part, true]);
        for (const text of en.content[part]) expect([en.key, part, KHMER.test(text)]).toEqual([en.key, part, false]);
      }
      expect(KHMER.test(km.content.summary)).toBe(true);
      // §5: free domains cannot get an SSL certificate, said on every certificate.
      expect(en.content.disclaimers).toContain('Free domains cannot get an SSL certificate.');
      expect(km.content.disclaimers).toContain('ដែនឥតគិតថ្លៃមិនអាចមានវិញ្ញាបនបត្រ SSL បានទេ។');
      // DV asks for no paperwork; OV and EV for the business registration, EV for the subscriber agreement too.
      const asks = (words: string) => en.content.paperwork.some((text) => text.includes(words));
      const paperwork = { key: en.key, none: en.validation === 'DV' ? en.content.paperwork : null, registration: asks('Business registration certificate'), agreement: asks('subscriber agreement') };
      expect(paperwork).toMatchObject(
        en.validation === 'DV'
          ? { key: en.key, none: ['None: domain validation only checks that you control the domain.'] }
          : { key: en.key, registration: true, ...(en.validation === 'EV' ? { agreement: true } : {}) },
      );
    }
    const response = await get('/api/ssl-certificates', 'km');
    expect(response.headers.vary).toContain('x-locale');
  });

  it('answers one certificate by its key, and NOT_FOUND (404) for an unknown key', async () => {
    const one = sslCertificateSchema.parse((await get('/api/ssl-certificates/essentialssl-wildcard', 'km')).json());
    expect(one).toMatchObject({ key: 'essentialssl-wildcard', type: 'wildcard', validation: 'DV' });
    expect(one).toEqual((await list('km')).find((c) => c.key === 'essentialssl-wildcard'));
    for (const key of ['nope', 'sh-basic', 'POSITIVESSL', 'x'.repeat(64)]) {
      const missing = await get(`/api/ssl-certificates/${key}`);
      expect({ key, status: missing.statusCode, body: missing.json() }).toEqual({ key, status: 404, body: { code: 'NOT_FOUND', message: 'This page could not be found' } });
    }
    expect((await get(`/api/ssl-certificates/${'x'.repeat(65)}`)).statusCode).toBe(400);
  });

  it('the sitemap lists each certificate page in both languages, from the database', async () => {
    const xml = (await get('/sitemap.xml')).body;
    for (const key of SSL_PRODUCTS) {
      expect([key, xml.includes(`<loc>https://shop.example/ssl/${key}</loc>`), xml.includes(`<loc>https://shop.example/km/ssl/${key}</loc>`)]).toEqual([key, true, true]);
    }
    // A product without its SSL facts has no page to list.
    await t.app.db.deleteFrom('ssl_certificates').where('key', '=', 'premiumssl-wildcard').execute();
    try {
      const after = (await get('/sitemap.xml')).body;
      expect(after).not.toContain('/ssl/premiumssl-wildcard<');
      expect((await get('/api/ssl-certificates/premiumssl-wildcard')).statusCode).toBe(404);
      expect((await list()).length).toBe(12);
    } finally {
      await seedSslCertificates(t.app.db);
    }
    expect((await list()).length).toBe(13);
  });
});

describe('PUT /api/cart/items with an SSL certificate: the names it covers', () => {
  const put = (client: Client, item: Record<string, unknown>) => client.send('PUT', '/api/cart/items', { items: [{ type: 'ssl', years: 1, ...item }] });

  it('asks for the name a certificate protects, and takes more names only on a multi-domain certificate, within the names its price includes', async () => {
    const client = new Client(t.app, randomUUID());
    const missing = await put(client, { product: 'positivessl' });
    expect(missing.statusCode).toBe(400);
    const single = await put(client, { product: 'positivessl', domain: 'shop.example.com', sans: ['www.example.com'] });
    expect([single.statusCode, single.json()]).toEqual([400, { code: 'BAD_REQUEST', message: 'This certificate covers one name. Choose a multi-domain certificate for more', details: { field: 'sans' } }]);
    const tooMany = await put(client, { product: 'positivessl-multi-domain', domain: 'example.com', sans: ['a.example.com', 'b.example.com', 'c.example.com'] });
    expect([tooMany.statusCode, tooMany.json()]).toEqual([400, { code: 'BAD_REQUEST', message: 'This certificate covers up to 3 names', details: { field: 'sans' } }]);
    const repeated = await put(client, { product: 'positivessl-multi-domain', domain: 'example.com', sans: ['EXAMPLE.com'] });
    expect([repeated.statusCode, repeated.json().message]).toEqual([400, 'Each name can be listed once']);
    const starred = await put(client, { product: 'positivessl-wildcard', domain: '*.example.com' });
    expect(starred.statusCode).toBe(400);
    // Nothing was added by a refused order.
    expect(cartSchema.parse((await client.request({ method: 'GET', url: '/api/cart' })).json()).items).toEqual([]);
  });

  it('adds the certificate with the names it is issued for, once per product and name', async () => {
    const client = new Client(t.app, randomUUID());
    const multi = cartSchema.parse((await put(client, { product: 'positivessl-multi-domain', domain: 'Example.com', sans: ['shop.example.com', 'angkor.kh'] })).json());
    expect(multi.items[0]).toMatchObject({ type: 'ssl', title: 'PositiveSSL Multi-Domain', description: 'example.com + 2', data: { domain: 'example.com', sans: ['shop.example.com', 'angkor.kh'], names: ['example.com', 'shop.example.com', 'angkor.kh'] } });
    const wildcard = cartSchema.parse((await put(client, { product: 'positivessl-wildcard', domain: 'example.com', years: 2 })).json());
    expect(wildcard.items.find((item) => item.title === 'PositiveSSL Wildcard')).toMatchObject({ description: '*.example.com, example.com', period: 2, data: { names: ['*.example.com', 'example.com'] } });
    // The same certificate for the same name again changes that line (here its term), it does not add a second.
    const again = cartSchema.parse((await put(client, { product: 'positivessl-wildcard', domain: 'example.com', years: 3 })).json());
    expect(again.items.filter((item) => item.title === 'PositiveSSL Wildcard').map((item) => item.period)).toEqual([3]);
  });
});

describe('PUT /api/cart/items/ssl: an SSL certificate on its own call (spec §7 Cart)', () => {
  const putSsl = (client: Client, body: Record<string, unknown>) => client.send('PUT', '/api/cart/items/ssl', body);
  const cartOf = async (client: Client) => cartSchema.parse((await client.request({ method: 'GET', url: '/api/cart' })).json());

  it('adds the certificate priced by the api, one line per product and name, as PUT /api/cart/items does', async () => {
    const client = new Client(t.app, randomUUID());
    const multi = await putSsl(client, { product: 'positivessl-multi-domain', domain: 'Example.com', sans: ['shop.example.com'], years: 2 });
    expect(multi.statusCode).toBe(200);
    const [line] = cartSchema.parse(multi.json()).items;
    expect(line).toMatchObject({ type: 'ssl', title: 'PositiveSSL Multi-Domain', period: 2, periodUnit: 'year', data: { product: 'positivessl-multi-domain', domain: 'example.com', names: ['example.com', 'shop.example.com'] } });
    // The same price as the generic call charges for the same certificate and term.
    const other = new Client(t.app, randomUUID());
    const generic = cartSchema.parse((await other.send('PUT', '/api/cart/items', { items: [{ type: 'ssl', product: 'positivessl-multi-domain', domain: 'example.com', sans: ['shop.example.com'], years: 2 }] })).json());
    expect(line!.amount).toBe(generic.items[0]!.amount);
    // The same product and name again changes that line; the term defaults to the catalogue's first.
    const again = cartSchema.parse((await putSsl(client, { product: 'positivessl-multi-domain', domain: 'example.com' })).json());
    expect(again.items.map((item) => [item.key, item.period])).toEqual([[line!.key, BILLING_TERMS.ssl.initial]]);
  });

  it('refuses what PUT /api/cart/items refuses, with the same messages, and adds nothing', async () => {
    const client = new Client(t.app, randomUUID());
    const single = await putSsl(client, { product: 'positivessl', domain: 'shop.example.com', sans: ['www.example.com'] });
    expect([single.statusCode, single.json()]).toEqual([400, { code: 'BAD_REQUEST', message: 'This certificate covers one name. Choose a multi-domain certificate for more', details: { field: 'sans' } }]);
    const tooMany = await putSsl(client, { product: 'positivessl-multi-domain', domain: 'example.com', sans: ['a.example.com', 'b.example.com', 'c.example.com'] });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, 'This certificate covers up to 3 names']);
    expect((await putSsl(client, { product: 'positivessl-wildcard', domain: '*.example.com' })).statusCode).toBe(400);
    expect((await putSsl(client, { product: 'positivessl' })).statusCode).toBe(400);
    const unknown = await putSsl(client, { product: 'no-such-certificate', domain: 'example.com' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    // A hosting plan key is not a certificate.
    expect((await putSsl(client, { product: 'sh-lite', domain: 'example.com' })).statusCode).toBe(404);
    expect((await cartOf(client)).items).toEqual([]);
  });

  it('needs a cart: a guest without x-cart-sid is told so', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/cart/items/ssl', payload: { product: 'positivessl', domain: 'example.com' } });
    expect([response.statusCode, response.json().code]).toEqual([400, 'BAD_REQUEST']);
  });
});
