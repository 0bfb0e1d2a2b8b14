import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { z } from 'zod';
import {
  checkAvailableSchema,
  domainDiscountSchema,
  pricedTldSchema,
  registerInfoResponseSchema,
  spotlightTldSchema,
  tldContentSchema,
  tldDetailSchema,
  whoisRecordSchema,
} from '@storefront/contracts';
import { saveHolding } from '../src/domains/domains.repository';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { namesWithStatus, namesWithTransfer } from './helpers/domains';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const COM = { register: 1199, renew: 1399, transfer: 1199 };

describe('register-info and check-available', () => {
  it('prices 1 to 10 years: the first at the register price, the others at the renew price', async () => {
    const [name] = await namesWithStatus(t.app, 'available', 1);
    const body = registerInfoResponseSchema.parse((await get(`/api/domains/register-info?domain=${name}`)).json());
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ domain: name, tld: 'com', status: 'available', premium: false, maxYears: 10 });
    expect(body.items[0]!.prices).toEqual(Array.from({ length: 10 }, (_, i) => ({ years: i + 1, amount: COM.register + i * COM.renew })));
  });

  it('prices a premium name for 1 year only, at its own price', async () => {
    const body = registerInfoResponseSchema.parse((await get('/api/domains/register-info?domain=abc.com')).json());
    expect(body.items[0]).toMatchObject({ status: 'premium', premium: true, maxYears: 1 });
    expect(body.items[0]!.prices).toHaveLength(1);
    expect(body.items[0]!.prices[0]!.amount).toBeGreaterThan(COM.register);
  });

  it('takes up to 25 comma-separated names with multi=1, each checked', async () => {
    const names = Array.from({ length: 25 }, (_, i) => `many-${i}.org`);
    const body = registerInfoResponseSchema.parse((await get(`/api/domains/register-info?multi=1&domain=${names.join(',')}`)).json());
    expect(body.items.map((i) => i.domain)).toEqual(names);
    const tooMany = await get(`/api/domains/register-info?multi=1&domain=${[...names, 'one-more.org'].join(',')}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('At most 25 domains');
    const bad = await get('/api/domains/register-info?domain=not_a_domain.com');
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Please enter a valid domain name' });
    const unsupported = await get('/api/domains/register-info?domain=mybrand.notatld');
    expect(unsupported.json()).toMatchObject({ code: 'UNSUPPORTED_TLD' });
  });

  it('says whether one name is available', async () => {
    const [free] = await namesWithStatus(t.app, 'available', 1);
    expect(checkAvailableSchema.parse((await get(`/api/domains/check-available?domain=${free}`)).json())).toEqual({ domain: free, available: true, status: 'available' });
    expect((await get('/api/domains/check-available?domain=google.com')).json()).toEqual({ domain: 'google.com', available: false, status: 'taken' });
    expect((await get('/api/domains/check-available?domain=abc.com')).json()).toMatchObject({ available: true, status: 'premium' });
  });
});

describe('TLDs', () => {
  it('answers one TLD with prices for 1 to 10 years, its words and its redemption terms; an unknown one is NOT_FOUND', async () => {
    const com = tldDetailSchema.parse((await get('/api/tlds/com')).json());
    expect(com).toMatchObject({ tld: 'com', kind: 'generic', registerPrice: COM.register, redemptionLeadDays: 12 });
    expect(com.prices[2]).toEqual({ years: 3, register: COM.register + 2 * COM.renew, renew: 3 * COM.renew, transfer: COM.transfer + 2 * COM.renew });
    expect(com.prices).toHaveLength(10);
    expect(com.content.title).toBe('The .com domain');
    expect(com.redemptionPrice).toBeGreaterThan(0);
    const kh = tldDetailSchema.parse((await get('/api/tlds/.COM.KH')).json());
    expect(kh).toMatchObject({ tld: 'com.kh', kind: 'country', region: 'asia', redemptionLeadDays: 5 });
    const unknown = await get('/api/tlds/notatld');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'This page could not be found' });
  });

  it('speaks Khmer when asked (x-locale: km), for written and generated words', async () => {
    const km = tldContentSchema.parse((await get('/api/tlds/content?tld=kh', { 'x-locale': 'km' })).json());
    expect(km.title).toBe('ដែន .kh');
    expect(km.summary).toMatch(/[\u1780-\u17FF]/);
    expect(km.requirements).toMatch(/[\u1780-\u17FF]/);
    const en = tldContentSchema.parse((await get('/api/tlds/content?tld=kh')).json());
    expect(en.summary).toContain('Cambodia');
    const generated = tldContentSchema.parse((await get('/api/tlds/content?tld=sg', { 'x-locale': 'km' })).json());
    expect(generated.summary).toContain('សិង្ហបុរី');
    const detail = tldDetailSchema.parse((await get('/api/tlds/shop', { 'x-locale': 'km' })).json());
    expect(detail.content.uses.every((use) => /[\u1780-\u17FF]/.test(use))).toBe(true);
    const all = z.array(tldContentSchema).parse((await get('/api/tlds/content')).json());
    expect(all.length).toBeGreaterThan(40);
    expect((await get('/api/tlds/content?tld=notatld')).json()).toMatchObject({ code: 'UNSUPPORTED_TLD' });
  });

  it('puts up to 6 hot or on-sale TLDs in the spotlight', async () => {
    const spotlight = z.array(spotlightTldSchema).parse((await get('/api/tlds/spotlight-tlds', { 'x-locale': 'km' })).json());
    expect(spotlight.length).toBeGreaterThan(0);
    expect(spotlight.length).toBeLessThanOrEqual(6);
    for (const tld of spotlight) {
      expect(tld.tags.some((tag) => tag === 'hot' || tag === 'sale')).toBe(true);
      expect(tld.title).toMatch(/[\u1780-\u17FF]/);
    }
  });

  it('adds the totals of a term to the TLD lists when years are given', async () => {
    const list = z.array(pricedTldSchema).parse((await get('/api/domains/tlds?years=3&kind=generic')).json());
    expect(list.find((tld) => tld.tld === 'com')?.totals).toEqual({ register: COM.register + 2 * COM.renew, renew: 3 * COM.renew, transfer: COM.transfer + 2 * COM.renew });
    const plain = z.array(pricedTldSchema).parse((await get('/api/tlds?region=asia')).json());
    expect(plain.every((tld) => tld.totals === undefined && tld.region === 'asia')).toBe(true);
    expect((await get('/api/domains/tlds?years=11')).statusCode).toBe(400);
  });

  it('lists TLDs sold below their regular price, per action', async () => {
    const register = z.array(domainDiscountSchema).parse((await get('/api/domains/discount')).json());
    expect(register.length).toBeGreaterThan(0);
    for (const discount of register) {
      expect(discount.type).toBe('register');
      expect(discount.price).toBeLessThan(discount.regularPrice);
      expect(discount.percent).toBe(Math.round(((discount.regularPrice - discount.price) * 100) / discount.regularPrice));
    }
    expect(register.find((d) => d.tld === 'info')).toMatchObject({ price: 399, regularPrice: 1999, percent: 80 });
    const renew = z.array(domainDiscountSchema).parse((await get('/api/domains/discount?type=renew')).json());
    expect(renew.map((d) => d.tld)).toContain('in');
    expect((await get('/api/domains/discount?type=gift')).statusCode).toBe(400);
  });
});

describe('WHOIS', () => {
  it('answers the record of a registered name and { registered: false } for a free one', async () => {
    const taken = whoisRecordSchema.parse((await get('/api/domains/whois?domain=google.com')).json());
    expect(taken).toMatchObject({ domain: 'google.com', registered: true });
    if (!taken.registered) throw new Error('google.com should be registered');
    expect(new Date(taken.expiresAt) > new Date(taken.createdAt)).toBe(true);
    expect(taken.nameServers.length).toBeGreaterThan(0);
    const [free] = await namesWithStatus(t.app, 'available', 1, 'org');
    expect((await get(`/api/domains/whois?domain=${free}`)).json()).toEqual({ domain: free, registered: false });
    expect((await get('/api/domains/whois?domain=google.notatld')).json()).toMatchObject({ code: 'UNSUPPORTED_TLD', message: 'Unsupported TLD' });
    expect((await get('/api/domains/whois?domain=bad_name.com')).json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Please enter a valid domain name' });
  });
});

describe('WHOIS of a name on its way to us', () => {
  const DAY = 86_400_000;
  const userId = async (login: string) => (await t.app.db.selectFrom('users').select('id').where('email', '=', login).executeTakeFirstOrThrow()).id;
  /** A transfer in paid for and under way: the holding is pendingTransfer until the old registrar lets go. */
  const transferring = async (login: string, domain: string) => {
    const now = new Date();
    await saveHolding(t.app.db, { userId: await userId(login), domain, tld: 'com', registeredAt: now, expiresAt: new Date(now.getTime() + 365 * DAY), transferRequestedAt: now, transferCompletesAt: new Date(now.getTime() + 5 * DAY) }, now);
  };

  it("issue 28.10: tells the customer who started a transfer that it is theirs, and anyone else that one is under way", async () => {
    const [mine, theirs, idle] = await namesWithTransfer(t.app, null, 3);
    await transferring(CUSTOMER.login, mine!);
    await transferring(STAFF.login, theirs!);
    const customer = new Client(t.app);
    expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
    const asked = async (client: Client | null, domain: string) => {
      const response = client ? await client.get(`/api/domains/whois?domain=${domain}`) : await get(`/api/domains/whois?domain=${domain}`);
      expect(response.statusCode).toBe(200);
      return whoisRecordSchema.parse(response.json());
    };
    expect(await asked(customer, mine!)).toMatchObject({ domain: mine, registered: true, pendingTransfer: 'yours' });
    expect(await asked(customer, theirs!)).toMatchObject({ registered: true, pendingTransfer: 'another' });
    expect(await asked(null, mine!)).toMatchObject({ registered: true, pendingTransfer: 'another' });
    expect(await asked(customer, idle!)).toMatchObject({ registered: true, pendingTransfer: null });
  });
});
