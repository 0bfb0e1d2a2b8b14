import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { cartSchema, checkoutOrderSchema, staffCustomerDetailSchema, staffVoucherListSchema, staffVoucherRedemptionsSchema, staffVoucherSchema } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { ensureBilling } from './helpers/contacts';
import { namesWithStatus } from './helpers/domains';

/** The staff demo account of the seed (role staff). */
const SUPPORT = { login: 'support@example.com', password: 'Support-pass1' };

const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let guest: Client;
let customer: Client;
let support: Client;
let admin: Client;
let customerId: string;
let supportId: string;

before(async () => {
  t = await createTestApp({}, { clock });
  guest = new Client(t.app);
  customer = new Client(t.app);
  support = new Client(t.app);
  admin = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await support.login(SUPPORT.login, SUPPORT.password)).statusCode).toBe(200);
  expect((await admin.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
  supportId = (await t.app.db.selectFrom('users').select('id').where('email', '=', SUPPORT.login).executeTakeFirstOrThrow()).id;
});
after(() => t.close());

const auditOf = (target: string) => t.app.db.selectFrom('staff_audit').selectAll().where('target', '=', target).orderBy('id').execute();

const voucherBody = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  discountType: 'fixed',
  value: 300,
  validUntil: null,
  minSubtotal: 0,
  categories: ['DOMAIN'],
  maxUses: 10,
  perUserOnce: true,
  description: 'Three dollars off a domain',
  reason: 'autumn campaign',
  ...extra,
});

describe('the new staff routes refuse guests and customers', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', `/api/admin/customers/${'00000000-0000-4000-8000-000000000000'}`],
    ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/password-change', { reason: 'x' }],
    ['GET', '/api/admin/vouchers'],
    ['POST', '/api/admin/vouchers', voucherBody('GUESTCODE')],
    ['PATCH', '/api/admin/vouchers/WELCOME10', { active: false, reason: 'x' }],
    ['POST', '/api/admin/vouchers/WELCOME10/expire', { reason: 'x' }],
    ['GET', '/api/admin/vouchers/WELCOME10/redemptions'],
  ];
  it('answers a guest 401 and a customer 403, and changes nothing', async () => {
    for (const [method, url, payload] of calls) {
      expect({ url, status: (await guest.request({ method: method as 'GET', url, payload: payload as object })).statusCode }).toEqual({ url, status: 401 });
      expect({ url, status: (await customer.request({ method: method as 'GET', url, payload: payload as object })).statusCode }).toEqual({ url, status: 403 });
    }
    expect(await t.app.db.selectFrom('vouchers').select('code').where('code', '=', 'GUESTCODE').executeTakeFirst()).toBeUndefined();
    expect((await t.app.db.selectFrom('vouchers').select(['active', 'valid_until']).where('code', '=', 'WELCOME10').executeTakeFirstOrThrow()).active).toBe(true);
  });
});

describe("a customer's page", () => {
  it("shows profile, ledgers with staff rows, invoices, sign-ins and the staff actions, to staff and admins", async () => {
    expect((await customer.send('POST', '/api/users/session-log', { device: 'tablet' })).statusCode).toBe(201);
    expect((await support.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 1234, reason: 'goodwill' })).statusCode).toBe(200);
    expect((await support.send('POST', `/api/admin/users/${customerId}/promo-credit`, { amount: 500, reason: 'apology' })).statusCode).toBe(200);
    const invoice = await support.send('POST', `/api/admin/users/${customerId}/invoices`, { lines: [{ description: 'Migration work', qty: 2, unitPrice: 2500 }], reason: 'agreed by phone' });
    expect(invoice.statusCode).toBe(200);

    for (const staff of [support, admin]) {
      const response = await staff.get(`/api/admin/customers/${customerId}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const detail = staffCustomerDetailSchema.parse(response.json());
      expect(detail.user).toMatchObject({ id: customerId, email: CUSTOMER.login, banned: false });
      expect(detail.balance.entries[0]).toMatchObject({ amount: 1234, kind: 'adjustment', reason: 'goodwill' });
      expect(detail.promoCredit.entries[0]).toMatchObject({ amount: 500, kind: 'grant', reason: 'apology' });
      expect(detail.invoices.find((i) => i.id === invoice.json().id)).toMatchObject({ status: 'unpaid', orderId: null });
      expect(detail.signIns[0]).toMatchObject({ device: 'tablet' });
      expect(detail.audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['balance adjustment', 'promo credit grant', 'manual invoice']));
      expect(detail.audit.find((entry) => entry.action === 'manual invoice')).toMatchObject({ reason: 'agreed by phone', actor: SUPPORT.login });
    }
    expect((await support.get('/api/admin/customers/00000000-0000-4000-8000-000000000000')).json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('forces a password change with a reason (audited), never on one\'s own account', async () => {
    expect((await support.send('POST', `/api/admin/users/${customerId}/password-change`, {})).json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await support.send('POST', `/api/admin/users/${supportId}/password-change`, { reason: 'my own account' })).statusCode).toBe(403);
    const forced = await support.send('POST', `/api/admin/users/${customerId}/password-change`, { reason: 'password seen in a leak' });
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toMatchObject({ id: customerId, mustChangePassword: true });
    expect((await customer.get('/api/users/getUserInformation')).json()).toMatchObject({ mustChangePassword: true });
    const audit = (await auditOf(`user:${customerId}`)).filter((row) => row.action === 'force password change');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: SUPPORT.login, reason: 'password seen in a leak', before: { mustChangePassword: false }, after: { mustChangePassword: true } });
    // The customer sets the new password (their side), which lifts the requirement.
    expect((await customer.send('PATCH', '/api/users/password/force', { password: 'Demo-pass1-new', passwordConfirmation: 'Demo-pass1-new' })).statusCode).toBe(200);
    expect((await customer.get('/api/users/getUserInformation')).json()).toMatchObject({ mustChangePassword: false });
  });
});

describe('a ban', () => {
  it("ends the customer's sessions and their next call that needs the account answers ACCOUNT_BANNED (the banned popup), until unbanned", async () => {
    const fresh = new Client(t.app);
    const signedUp = await fresh.send('POST', '/api/users', {
      firstName: 'Sophea',
      lastName: 'Keo',
      email: 'sophea.ban@example.com',
      username: 'sopheaban',
      password: 'Fresh-pass1',
      passwordConfirmation: 'Fresh-pass1',
      phoneNumber: '+85516555123',
    });
    expect(signedUp.statusCode).toBeLessThan(300);
    expect((await fresh.get('/api/users/getUserInformation')).statusCode).toBe(200);
    const id = (await t.app.db.selectFrom('users').select('id').where('email', '=', 'sophea.ban@example.com').executeTakeFirstOrThrow()).id;
    expect((await support.send('PUT', `/api/admin/users/${id}/ban`, { banned: true, reason: 'abuse report' })).statusCode).toBe(200);

    // A public call in between (the storefront's polls) keeps the session's cookies, so the next account call can say why.
    expect((await fresh.get('/api/config')).statusCode).toBe(200);
    const next = await fresh.get('/api/users/getUserInformation');
    expect(next.statusCode).toBe(403);
    expect(next.json()).toEqual({ code: 'ACCOUNT_BANNED', message: 'Your account has been banned for violating our terms of service' });
    expect((await fresh.get('/api/user/balance/')).json()).toMatchObject({ code: 'ACCOUNT_BANNED' });
    // Once unbanned, the ended session is just ended: sign in again.
    expect((await support.send('PUT', `/api/admin/users/${id}/ban`, { banned: false, reason: 'appeal accepted' })).statusCode).toBe(200);
    expect((await fresh.get('/api/users/getUserInformation')).json()).toMatchObject({ code: 'UNAUTHORIZED' });
    // A guest without any session is still asked to sign in.
    expect((await guest.get('/api/users/getUserInformation')).json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('vouchers', () => {
  it('validates with §8 codes and writes nothing on a refusal', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [voucherBody('BAD CODE'), 'code'],
      [voucherBody('PCT1', { discountType: 'percent', value: 150 }), 'value'],
      [voucherBody('ZERO1', { value: 0 }), 'value'],
      [voucherBody('CENTS1', { value: 1.5 }), 'value'],
      [voucherBody('CAT1', { categories: ['NOPE'] }), 'categories'],
      [voucherBody('USES1', { maxUses: 0 }), 'maxUses'],
      [voucherBody('NOREASON', { reason: ' ' }), 'reason'],
      [voucherBody('DATE1', { validUntil: 'tomorrow' }), 'validUntil'],
    ];
    for (const [body, field] of refusals) {
      const response = await support.send('POST', '/api/admin/vouchers', body);
      expect({ field, status: response.statusCode, code: response.json().code }).toEqual({ field, status: 400, code: 'BAD_REQUEST' });
    }
    const duplicate = await support.send('POST', '/api/admin/vouchers', voucherBody('WELCOME10'));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().details.fields).toEqual([{ path: 'code', message: 'A voucher with this code exists' }]);
    expect(await t.app.db.selectFrom('staff_audit').select('id').where('area', '=', 'voucher').execute()).toEqual([]);
    expect((await support.send('PATCH', '/api/admin/vouchers/NOSUCHCODE', { active: false, reason: 'no such code' })).json()).toMatchObject({ code: 'VOUCHER_NOT_FOUND' });
    expect((await support.send('PATCH', '/api/admin/vouchers/WELCOME10', { reason: 'nothing' })).statusCode).toBe(400);
    expect((await support.send('PATCH', '/api/admin/vouchers/WELCOME10', { value: 5, reason: 'value without type' })).statusCode).toBe(400);
  });

  it('creates, pauses, resumes, edits and expires a voucher (staff role, audited); the customer can use it and staff see the redemption', async () => {
    const created = await support.send('POST', '/api/admin/vouchers', voucherBody('autumn3'));
    expect(created.statusCode).toBe(201);
    expect(staffVoucherSchema.parse(created.json())).toMatchObject({ code: 'AUTUMN3', value: 300, state: 'active', uses: 0, categories: ['DOMAIN'] });

    // The customer uses it on a domain and pays; while paused it is refused.
    await admin.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 50_000, reason: 'test credit' });
    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', `sv${Date.now() % 100000}`);
    expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', years: 1, action: 'register', domain: name }] })).statusCode).toBe(200);
    const paused = await support.send('PATCH', '/api/admin/vouchers/AUTUMN3', { active: false, reason: 'hold the campaign' });
    expect(paused.json()).toMatchObject({ active: false, state: 'paused' });
    expect((await customer.send('PUT', '/api/cart/voucher', { code: 'AUTUMN3' })).json()).toMatchObject({ code: 'INVALID_VOUCHER' });
    expect((await support.send('PATCH', '/api/admin/vouchers/AUTUMN3', { active: true, reason: 'campaign on' })).json()).toMatchObject({ state: 'active' });
    expect(cartSchema.parse((await customer.send('PUT', '/api/cart/voucher', { code: 'autumn3' })).json()).voucher).toEqual({ code: 'AUTUMN3', discount: 300 });
    const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
    await ensureBilling(customer, order.orderId);
    expect((await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': `staff-voucher-${order.orderId}` } })).statusCode).toBe(200);

    const redemptions = staffVoucherRedemptionsSchema.parse((await support.get('/api/admin/vouchers/autumn3/redemptions')).json());
    expect(redemptions.items).toEqual([expect.objectContaining({ orderId: order.orderId, userId: customerId, email: CUSTOMER.login, discount: 300 })]);
    const listed = staffVoucherListSchema.parse((await support.get('/api/admin/vouchers')).json()).items.find((v) => v.code === 'AUTUMN3');
    expect(listed).toMatchObject({ uses: 1, discountGiven: 300, state: 'active' });

    const edited = await support.send('PATCH', '/api/admin/vouchers/AUTUMN3', { discountType: 'percent', value: 15, categories: null, maxUses: 1, reason: 'wider, last one' });
    expect(edited.json()).toMatchObject({ discountType: 'percent', value: 15, categories: null, maxUses: 1, state: 'usedUp' });

    const expired = await support.send('POST', '/api/admin/vouchers/AUTUMN3/expire', { reason: 'campaign over' });
    expect(expired.json()).toMatchObject({ state: 'expired' });
    expect(Date.parse(expired.json().validUntil)).toBeLessThan(clock.now().getTime());

    const audit = await auditOf('voucher:AUTUMN3');
    expect(audit.map((row) => [row.action, row.actor, row.reason])).toEqual([
      ['create', SUPPORT.login, 'autumn campaign'],
      ['pause', SUPPORT.login, 'hold the campaign'],
      ['resume', SUPPORT.login, 'campaign on'],
      ['edit', SUPPORT.login, 'wider, last one'],
      ['expire', SUPPORT.login, 'campaign over'],
    ]);
    expect(audit[3]).toMatchObject({ before: expect.objectContaining({ discountType: 'fixed', value: 300 }), after: expect.objectContaining({ discountType: 'percent', value: 15 }) });
    expect((await support.get('/api/admin/audit?area=voucher')).json().items.length).toBe(5);
  });
});
