import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { API_SCHEMAS, staffAuditListSchema, storefrontConfigSchema } from '@storefront/contracts';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';

/** The staff demo account of the seed (role staff: no remotes or flags changes). */
const SUPPORT = { login: 'support@example.com', password: 'Support-pass1' };

let t: TestApp;
let guest: Client;
let customer: Client;
let support: Client;
let admin: Client;

before(async () => {
  // The environment's values: the stored ones at first start.
  t = await createTestApp({ theme: 'spring' });
  guest = new Client(t.app);
  customer = new Client(t.app);
  support = new Client(t.app);
  admin = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await support.login(SUPPORT.login, SUPPORT.password)).statusCode).toBe(200);
  expect((await admin.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
});
after(() => t.close());

const future = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Every declared staff endpoint, with its path parameters filled in. */
function staffCalls() {
  const endpoints = Object.values(API_SCHEMAS)
    .flatMap((group) => Object.values(group) as { method: string; path: string }[])
    .filter((e) => e.path.startsWith('/api/admin'));
  return endpoints.map((e) => ({ method: e.method, url: e.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'id' ? '00000000-0000-4000-8000-000000000000' : name === 'name' ? 'hosting' : 'x')) }));
}

describe('staff console: who may call what', () => {
  it('refuses every admin route to a guest (401) and to a customer (403)', async () => {
    const calls = staffCalls();
    expect(calls.length).toBeGreaterThan(15);
    for (const call of calls) {
      const asGuest = await guest.request({ method: call.method, url: call.url, payload: call.method === 'GET' ? undefined : {} });
      expect({ call, status: asGuest.statusCode }).toEqual({ call, status: 401 });
      const asCustomer = await customer.request({ method: call.method, url: call.url, payload: call.method === 'GET' ? undefined : {} });
      expect({ call, status: asCustomer.statusCode }).toEqual({ call, status: 403 });
    }
  });

  it('lets staff read the platform but only an admin change it (remotes, flags, theme)', async () => {
    expect((await support.get('/api/admin/remotes')).statusCode).toBe(200);
    expect((await support.get('/api/admin/settings')).statusCode).toBe(200);
    expect((await support.send('PATCH', '/api/admin/remotes/hosting', { enabled: false, reason: 'test' })).statusCode).toBe(403);
    expect((await support.send('PATCH', '/api/admin/settings', { flags: { cloud: false }, reason: 'test' })).statusCode).toBe(403);
    expect((await support.send('POST', '/api/admin/remotes/hosting/versions', { version: '9.9.9', files: {} })).statusCode).toBe(403);
    // Operations are staff's.
    expect((await support.get('/api/admin/maintenance')).statusCode).toBe(200);
    expect((await support.get('/api/admin/audit')).statusCode).toBe(200);
    expect((await support.get('/api/admin/payment-sessions')).statusCode).toBe(200);
  });

  it('refuses a change from another origin (CSRF) even to an admin', async () => {
    const response = await admin.request({ method: 'PATCH', url: '/api/admin/settings', headers: { origin: 'https://evil.example' }, payload: { theme: 'summer', reason: 'csrf' } });
    expect(response.statusCode).toBe(403);
    expect((await admin.get('/api/admin/settings')).json().theme).toBe('spring');
  });
});

describe('feature flags and the theme at runtime', () => {
  it('starts from the environment, changes without a restart, and is audited', async () => {
    const first = await admin.get('/api/admin/settings');
    expect(first.json()).toMatchObject({ theme: 'spring', flags: { cloud: true, fortuneWheel: false, loyalty: true }, updatedBy: null });

    const refused = await admin.send('PATCH', '/api/admin/settings', { flags: { cloud: false } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await admin.send('PATCH', '/api/admin/settings', { flags: { nope: true }, reason: 'unknown flag' })).statusCode).toBe(400);
    expect((await admin.send('PATCH', '/api/admin/settings', { theme: 'winter', reason: 'unknown theme' })).statusCode).toBe(400);

    const changed = await admin.send('PATCH', '/api/admin/settings', { flags: { cloud: false, fortuneWheel: true }, theme: 'christmas', reason: 'holiday sale' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ theme: 'christmas', flags: { cloud: false, fortuneWheel: true, sharedHosting: true }, updatedBy: STAFF.login });

    const config = await guest.get('/api/config');
    expect(config.headers['cache-control']).toBe('no-cache');
    const body = storefrontConfigSchema.parse(config.json());
    expect(body.theme).toBe('christmas');
    expect(body.flags).toMatchObject({ cloud: false, fortuneWheel: true });
    // Revalidated: unchanged answers 304.
    const again = await guest.request({ method: 'GET', url: '/api/config', headers: { 'if-none-match': config.headers.etag as string } });
    expect(again.statusCode).toBe(304);

    const answer = await support.get('/api/admin/audit?area=flags');
    expect(answer.statusCode).toBe(200);

    const audit = staffAuditListSchema.parse(answer.json());
    expect(audit.items[0]).toMatchObject({ area: 'flags', target: 'flags', actor: STAFF.login, before: { cloud: true, fortuneWheel: false }, after: { cloud: false, fortuneWheel: true }, reason: 'holiday sale' });
    const themeAnswer = await support.get('/api/admin/audit?area=theme');
    const theme = staffAuditListSchema.parse(themeAnswer.json());
    expect(theme.items[0]).toMatchObject({ before: 'spring', after: 'christmas' });

    await admin.send('PATCH', '/api/admin/settings', { flags: { cloud: true, fortuneWheel: false }, theme: 'spring', reason: 'sale over' });
    expect((await guest.get('/api/config')).json()).toMatchObject({ theme: 'spring', flags: { cloud: true, fortuneWheel: false } });
  });
});

describe('maintenance windows', () => {
  it('validates a window and changes nothing when it is refused', async () => {
    const base = { startsAt: future(60), endsAt: future(120), message: { en: 'Upgrade', km: 'ការ​ធ្វើ​បច្ចុប្បន្នភាព' }, products: ['cloud'], reason: 'planned' };
    for (const bad of [
      { ...base, endsAt: future(30) },
      { ...base, products: [] },
      { ...base, products: ['moon'] },
      { ...base, message: { en: 'x', km: '' } },
      { ...base, reason: '' },
      { ...base, endsAt: future(60 * 24 * 4) },
    ]) {
      const response = await support.send('POST', '/api/admin/maintenance', bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    }
    expect((await support.get('/api/admin/maintenance')).json().items).toEqual([]);
  });

  it('serves upcoming and current windows; a current one takes its products down in the configuration', async () => {
    const upcoming = await support.send('POST', '/api/admin/maintenance', {
      startsAt: future(60),
      endsAt: future(120),
      message: { en: 'Database upgrade', km: 'ធ្វើ​បច្ចុប្បន្នភាព​មូលដ្ឋាន​ទិន្នន័យ' },
      products: ['domains', 'ssl', 'domains'],
      reason: 'planned upgrade',
    });
    expect(upcoming.statusCode).toBe(201);
    expect(upcoming.json()).toMatchObject({ products: ['domains', 'ssl'], createdBy: SUPPORT.login, cancelledAt: null });
    const current = await support.send('POST', '/api/admin/maintenance', {
      startsAt: future(-5),
      endsAt: future(30),
      message: { en: 'Cloud maintenance', km: 'ថែទាំ​ពពក' },
      products: ['cloud'],
      reason: 'emergency',
    });
    expect(current.statusCode).toBe(201);

    const status = (await guest.get('/api/maintenance')).json();
    expect(status.current.map((w: { id: string }) => w.id)).toEqual([current.json().id]);
    expect(status.upcoming.map((w: { id: string }) => w.id)).toEqual([upcoming.json().id]);
    expect(status.upcoming[0].message).toEqual({ en: 'Database upgrade', km: 'ធ្វើ​បច្ចុប្បន្នភាព​មូលដ្ឋាន​ទិន្នន័យ' });
    expect((await guest.get('/api/config')).json().maintenanceProducts).toEqual(['cloud']);

    const cancelled = await support.send('POST', `/api/admin/maintenance/${current.json().id}/cancel`, { reason: 'done early' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().cancelledAt).not.toBeNull();
    expect((await guest.get('/api/maintenance')).json().current).toEqual([]);
    expect((await guest.get('/api/config')).json().maintenanceProducts).toEqual([]);
    expect((await support.send('POST', '/api/admin/maintenance/00000000-0000-4000-8000-000000000000/cancel', { reason: 'no such window' })).statusCode).toBe(404);

    const audit = staffAuditListSchema.parse((await support.get(`/api/admin/audit?area=maintenance&target=${current.json().id}`)).json());
    expect(audit.items.map((entry) => entry.action)).toEqual(['cancel', 'schedule']);
    expect(audit.items[0]).toMatchObject({ actor: SUPPORT.login, reason: 'done early' });
  });
});

describe('the one audit log', () => {
  it('folds the remote registry\'s changes in, filterable by area, actor and target', async () => {
    const changed = await admin.send('PATCH', '/api/admin/remotes/promotions', { disabledMode: 'construction', reason: 'audit fold test' });
    expect(changed.statusCode).toBe(200);
    const all = staffAuditListSchema.parse((await support.get('/api/admin/audit')).json());
    expect(all.items.some((entry) => entry.area === 'remote' && entry.target === 'remote:mfe_promotions' && entry.reason === 'audit fold test')).toBe(true);
    expect(all.items.some((entry) => entry.area === 'flags')).toBe(true);
    const times = all.items.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const remotes = staffAuditListSchema.parse((await support.get('/api/admin/audit?area=remote&target=promotions')).json());
    expect(remotes.items.length).toBeGreaterThan(0);
    expect(remotes.items.every((entry) => entry.target === 'remote:mfe_promotions')).toBe(true);
    const bySupport = staffAuditListSchema.parse((await support.get('/api/admin/audit?actor=SUPPORT@')).json());
    expect(bySupport.items.length).toBeGreaterThan(0);
    expect(bySupport.items.every((entry) => entry.actor === SUPPORT.login)).toBe(true);
    expect((await support.get('/api/admin/audit?area=nope')).statusCode).toBe(400);
    await admin.send('PATCH', '/api/admin/remotes/promotions', { disabledMode: 'maintenance', reason: 'restore' });
  });
});

describe('customers and the actions that predate the console', () => {
  it('finds customers by email, name or phone, and audits a ban with its reason', async () => {
    expect((await support.get('/api/admin/customers?q=d')).statusCode).toBe(400);
    const byEmail = (await support.get('/api/admin/customers?q=DEMO@')).json();
    expect(byEmail.items.map((u: { email: string }) => u.email)).toEqual([CUSTOMER.login]);
    const byName = (await support.get('/api/admin/customers?q=demo%20customer')).json();
    expect(byName.items.map((u: { email: string }) => u.email)).toEqual([CUSTOMER.login]);
    const byPhone = (await support.get('/api/admin/customers?q=012345678')).json();
    expect(byPhone.items.map((u: { email: string }) => u.email)).toContain(CUSTOMER.login);
    // issue 28.3: the phone in any of its forms, the local 0 kept after the calling code included.
    for (const typed of ['+855 012 345 678', '85512345678', '+85512345678', '012-345-678']) {
      const found = (await support.get(`/api/admin/customers?q=${encodeURIComponent(typed)}`)).json();
      expect(found.items.map((u: { email: string }) => u.email)).toContain(CUSTOMER.login);
    }
    expect((await support.get('/api/admin/customers?q=100%25')).json().items).toEqual([]);

    const id = byEmail.items[0].id as string;
    const other = new Client(t.app);
    expect((await other.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
    expect((await support.send('PUT', `/api/admin/users/${id}/ban`, { banned: true, reason: 'chargeback fraud' })).statusCode).toBe(200);
    expect((await other.get('/api/users/getUserInformation')).statusCode).toBeGreaterThanOrEqual(401);
    expect((await support.send('PUT', `/api/admin/users/${id}/ban`, { banned: false, reason: 'cleared' })).statusCode).toBe(200);
    const audit = staffAuditListSchema.parse((await support.get(`/api/admin/audit?area=customer&target=${id}`)).json());
    expect(audit.items.map((entry) => [entry.action, entry.reason])).toEqual([
      ['unban', 'cleared'],
      ['ban', 'chargeback fraud'],
    ]);
    expect(audit.items[0]).toMatchObject({ actor: SUPPORT.login, target: `user:${id}`, after: { banned: false } });
    // Customers signed in again after the unban (their sessions ended at the ban).
    expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  });
});
