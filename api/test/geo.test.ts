import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { callingCodeOptions, countryListSchema, joinPhone, regionListSchema, sortCountries, splitPhone } from '@storefront/contracts';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';

let t: TestApp;

before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const KHMER = /[\u1780-\u17FF]/;

describe('GET /api/country', () => {
  it('answers every country with its code, English and Khmer name, calling code and flag, long cached', async () => {
    const response = await get('/api/country');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const { items } = countryListSchema.parse(response.json());
    expect(items.length).toBeGreaterThanOrEqual(249);
    expect(new Set(items.map((c) => c.code)).size).toBe(items.length);
    for (const country of items) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.callingCode).toMatch(/^\+[1-9][0-9]{0,3}$/);
      expect(country.nameKm).toMatch(KHMER);
      expect(country.name).not.toBe('');
      expect([...country.flag]).toHaveLength(2);
    }
    const byCode = new Map(items.map((c) => [c.code, c]));
    expect(byCode.get('KH')).toEqual({ code: 'KH', name: 'Cambodia', nameKm: 'កម្ពុជា', callingCode: '+855', flag: '🇰🇭', hasRegions: true });
    expect(byCode.get('TH')).toMatchObject({ name: 'Thailand', nameKm: 'ថៃ', callingCode: '+66', hasRegions: true });
    expect(byCode.get('US')).toMatchObject({ callingCode: '+1', hasRegions: false });
    expect(byCode.get('JM')).toMatchObject({ callingCode: '+1876' });
    expect(byCode.get('VN')).toMatchObject({ callingCode: '+84' });
  });

  it('is the same for a signed-in customer, and private when the answer renews the session cookie', async () => {
    const customer = new Client(t.app);
    expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
    const response = await customer.get('/api/country');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await get('/api/country')).json());
    const refreshOnly = await t.app.inject({ method: 'GET', url: '/api/country', headers: { cookie: `refresh_token=${customer.cookie('refresh_token')}` } });
    expect(refreshOnly.statusCode).toBe(200);
    expect(refreshOnly.headers['set-cookie']).toBeDefined();
    expect(refreshOnly.headers['cache-control']).toBe('private, max-age=86400');
  });

  it('answers 50 requests at once', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => get('/api/country')));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  });
});

describe('GET /api/regions', () => {
  it("answers Cambodia's 25 provinces and Thailand's 77, in English and Khmer", async () => {
    const kh = await get('/api/regions?country=KH');
    expect(kh.statusCode).toBe(200);
    expect(kh.headers['cache-control']).toContain('max-age=86400');
    const cambodia = regionListSchema.parse(kh.json());
    expect(cambodia.country).toBe('KH');
    expect(cambodia.items).toHaveLength(25);
    expect(cambodia.items).toContainEqual({ code: 'KH-12', name: 'Phnom Penh', nameKm: 'ភ្នំពេញ' });
    expect(cambodia.items).toContainEqual({ code: 'KH-17', name: 'Siem Reap', nameKm: 'សៀមរាប' });

    const thailand = regionListSchema.parse((await get('/api/regions?country=th')).json());
    expect(thailand.country).toBe('TH');
    expect(thailand.items).toHaveLength(77);
    expect(thailand.items).toContainEqual({ code: 'TH-10', name: 'Bangkok', nameKm: 'បាងកក' });
    for (const region of [...cambodia.items, ...thailand.items]) {
      expect(region.nameKm).toMatch(KHMER);
      expect(region.code).toMatch(/^(KH-[0-9]{1,2}|TH-[0-9]{2})$/);
    }
    expect(new Set(thailand.items.map((r) => r.code)).size).toBe(77);
    expect(new Set(thailand.items.map((r) => r.nameKm)).size).toBe(77);
  });

  it('answers an empty list for a country without regions here', async () => {
    expect((await get('/api/regions?country=FR')).json()).toEqual({ country: 'FR', items: [] });
    expect((await get('/api/regions?country=ZZ')).json()).toEqual({ country: 'ZZ', items: [] });
  });

  it('refuses a missing or malformed country with BAD_REQUEST', async () => {
    for (const query of ['', '?country=', '?country=KHM', '?country=K1', '?country=K%00', '?country=KH&country=TH', `?country=${'A'.repeat(5000)}`]) {
      const response = await get(`/api/regions${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });
});

describe('phone numbers with a calling code (contracts, used by the phone field)', () => {
  const countries = [
    { code: 'US', callingCode: '+1' },
    { code: 'CA', callingCode: '+1' },
    { code: 'JM', callingCode: '+1876' },
    { code: 'KH', callingCode: '+855' },
    { code: 'TH', callingCode: '+66' },
  ];

  it('joins the calling code and the number as typed', () => {
    expect(joinPhone('+855', '012 345 678')).toBe('+85512345678');
    expect(joinPhone('+66', '81-234-5678')).toBe('+66812345678');
    expect(joinPhone('+855', '+66 81 234 5678')).toBe('+66812345678');
    expect(joinPhone('+855', '0066812345678')).toBe('+66812345678');
    expect(joinPhone('+855', '  ')).toBe('');
  });

  it('splits a stored number by its longest calling code, the preferred country first on a tie', () => {
    expect(splitPhone('+85512345678', countries, 'TH')).toEqual({ country: 'KH', number: '12345678' });
    expect(splitPhone('+18765551234', countries, 'US')).toEqual({ country: 'JM', number: '5551234' });
    expect(splitPhone('+14165551234', countries, 'CA')).toEqual({ country: 'CA', number: '4165551234' });
    expect(splitPhone('+99912345678', countries, 'KH')).toEqual({ country: 'KH', number: '+99912345678' });
    expect(splitPhone('012345678', countries, 'KH')).toEqual({ country: 'KH', number: '012345678' });
  });

  it("sorts countries in the reader's order with Cambodia and Thailand first", () => {
    const list = [
      { code: 'FR', name: 'France', nameKm: 'បារាំង', callingCode: '+33', flag: '', hasRegions: false },
      { code: 'TH', name: 'Thailand', nameKm: 'ថៃ', callingCode: '+66', flag: '', hasRegions: true },
      { code: 'AU', name: 'Australia', nameKm: 'អូស្ត្រាលី', callingCode: '+61', flag: '', hasRegions: false },
      { code: 'KH', name: 'Cambodia', nameKm: 'កម្ពុជា', callingCode: '+855', flag: '', hasRegions: true },
    ];
    expect(sortCountries(list, 'en').map((c) => c.code)).toEqual(['KH', 'TH', 'AU', 'FR']);
  });

  it("offers the phone field's calling codes in the order the api answered, named in the reader's language", async () => {
    const km = countryListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/country', headers: { 'x-locale': 'km' } })).json()).items;
    const options = callingCodeOptions(km, 'km');
    expect(options.map((option) => option.value)).toEqual(km.map((country) => country.code));
    expect(options[0]).toEqual({ value: 'KH', callingCode: '+855', label: 'កម្ពុជា', flag: '🇰🇭' });
    expect(callingCodeOptions(km, 'en')[1]).toMatchObject({ value: 'TH', label: 'Thailand' });
  });
});
