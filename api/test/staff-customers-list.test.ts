import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { staffCustomersPageSchema, type StaffCustomerRow } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';
import { SAMPLE_CONTACT } from './helpers/contacts';

/** Issue 32 item 2: every customer without typing a search, newest first, by state, country and balance, a page at a time. */

const SUPPORT = { login: 'support@example.com', password: 'Support-pass1' };
const clock = new ManualClock('2030-01-02T09:00:00Z');
let t: TestApp;
let support: Client;
const joined: string[] = [];

const list = async (query = '') => {
  const answer = await support.get(`/api/admin/customers${query ? `?${query}` : ''}`);
  expect(answer.statusCode).toBe(200);
  return staffCustomersPageSchema.parse(answer.json());
};
const emails = (rows: StaffCustomerRow[]) => rows.map((row) => row.email);

before(async () => {
  t = await createTestApp({}, { clock });
  support = new Client(t.app);
  expect((await support.login(SUPPORT.login, SUPPORT.password)).statusCode).toBe(200);
  const NAMES = { '1': 'Chea', '2': 'Mao', '3': 'Vann' } as const;
  for (const n of ['1', '2', '3'] as const) {
    clock.set(new Date(clock.now().getTime() + 60_000));
    const email = `sophea.list.${n}@example.com`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { origin: 'http://localhost:8080' },
      payload: { firstName: 'Sophea', lastName: NAMES[n], email, password: 'Strong-pass1', passwordConfirmation: 'Strong-pass1', phoneNumber: `+8559877${n.padStart(4, '0')}` },
    });
    expect({ status: created.statusCode, body: created.statusCode === 201 ? '' : created.body }).toEqual({ status: 201, body: '' });
    joined.unshift(email);
  }
  // The newest has a Thai billing contact and a balance; the middle one is banned.
  const [newest, middle] = joined;
  const newestId = (await t.app.db.selectFrom('users').select('id').where('email', '=', newest!).executeTakeFirstOrThrow()).id;
  const owner = new Client(t.app);
  expect((await owner.login(newest!, 'Strong-pass1')).statusCode).toBe(200);
  const saved = await owner.send('PUT', '/api/user/addresses', { ...SAMPLE_CONTACT, country: 'TH', postalCode: '10110', stateProvince: 'Bangkok', city: 'Bangkok', isDefault: true });
  expect({ status: saved.statusCode, body: saved.statusCode === 201 ? '' : saved.body }).toEqual({ status: 201, body: '' });
  await t.app.db.insertInto('balances').values({ user_id: newestId, amount: 2500, updated_at: clock.now() }).execute();
  const middleId = (await t.app.db.selectFrom('users').select('id').where('email', '=', middle!).executeTakeFirstOrThrow()).id;
  expect((await support.send('PUT', `/api/admin/users/${middleId}/ban`, { banned: true, reason: 'chargeback fraud' })).statusCode).toBe(200);
});
after(() => t.close());

describe('issue 32.2: the customer list', () => {
  it('lists every account newest first without a search, with when they joined, their balance and billing country', async () => {
    const page = await list();
    expect(emails(page.items).slice(0, 3)).toEqual(joined);
    expect(page.items[0]).toMatchObject({ email: joined[0], balance: 2500, country: 'TH', banned: false });
    expect(page.items[1]).toMatchObject({ email: joined[1], banned: true, balance: 0 });
    expect(Date.parse(page.items[0]!.createdAt)).toBeGreaterThan(Date.parse(page.items[1]!.createdAt));
    expect(emails((await list('dir=asc')).items).slice(-3)).toEqual([...joined].reverse());
  });

  it('filters by state, country and least balance, and still searches by email, name or phone', async () => {
    expect(emails((await list('status=banned')).items)).toEqual([joined[1]]);
    expect(emails((await list('status=active')).items)).not.toContain(joined[1]);
    expect(emails((await list('country=th')).items)).toEqual([joined[0]]);
    expect(emails((await list('minBalance=2500')).items)).toEqual([joined[0]]);
    expect(emails((await list('minBalance=2501')).items)).toEqual([]);
    expect(emails((await list('q=sophea%20mao')).items)).toEqual([joined[1]]);
    expect(emails((await list('q=098770003')).items)).toEqual([joined[0]]);
    expect(emails((await list(`q=${encodeURIComponent(CUSTOMER.login)}&status=active`)).items)).toEqual([CUSTOMER.login]);
  });

  it('reads page after page, each account once, and refuses what is not a filter', async () => {
    const whole = (await list('limit=200')).items;
    const walked: StaffCustomerRow[] = [];
    let next: string | null = null;
    do {
      const page = await list(`limit=2${next ? `&after=${encodeURIComponent(next)}` : ''}`);
      walked.push(...page.items);
      next = page.next;
    } while (next);
    expect(emails(walked)).toEqual(emails(whole));
    for (const query of ['q=d', 'country=THA', 'country=%00%00', 'status=vip', 'minBalance=-1', 'after=xyz', 'limit=201', 'sort=balance']) {
      const answer = await support.get(`/api/admin/customers?${query}`);
      expect({ query, status: answer.statusCode }).toEqual({ query, status: 400 });
    }
  });
});
