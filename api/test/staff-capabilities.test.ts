import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import {
  API_SCHEMAS,
  pathOf,
  permissionMessage,
  ROLE_CAPABILITIES,
  STAFF_API_PREFIX,
  STAFF_CAPABILITIES,
  STAFF_LIMITS,
  STAFF_ROLES,
  staffApprovalListSchema,
  staffApprovalPendingSchema,
  staffApprovalSchema,
  type Endpoint,
  type StaffRole,
} from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';

/** Issue 28 item 1: staff permissions as named capabilities, the rank rule, per-role limits and four eyes. */

const SUPPORT = { login: 'support@example.com', password: 'Support-pass1' };
const FINANCE = { login: 'finance@example.com', password: 'Finance-pass1' };
const NOBODY = '00000000-0000-4000-8000-000000000000';

const clock = new ManualClock('2026-12-02T09:00:00Z');
let t: TestApp;
const as: Record<'customer' | StaffRole, Client> = {} as never;
let customerId: string;
let adminId: string;
let supportId: string;

const idOf = async (email: string) => (await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const balanceOf = async (userId: string) => (await t.app.db.selectFrom('balances').select('amount').where('user_id', '=', userId).executeTakeFirst())?.amount ?? 0;
const staffDeclarations = Object.values(API_SCHEMAS)
  .flatMap((area) => Object.values(area) as unknown as (Endpoint & { name: string })[])
  .filter((endpoint) => endpoint.path.startsWith(STAFF_API_PREFIX));

before(async () => {
  t = await createTestApp({}, { clock });
  const logins = { customer: CUSTOMER, support: SUPPORT, finance: FINANCE, admin: STAFF } as const;
  for (const [role, account] of Object.entries(logins)) {
    as[role as keyof typeof as] = new Client(t.app);
    expect((await as[role as keyof typeof as].login(account.login, account.password)).statusCode).toBe(200);
  }
  customerId = await idOf(CUSTOMER.login);
  adminId = await idOf(STAFF.login);
  supportId = await idOf(SUPPORT.login);
});
after(() => t.close());

describe('issue 28.1: capabilities are declared once per staff endpoint', () => {
  it('issue 28.1: every staff declaration names a known capability', () => {
    expect(staffDeclarations.length).toBeGreaterThan(40);
    const missing = staffDeclarations.filter((endpoint) => !endpoint.capability || !(endpoint.capability in STAFF_CAPABILITIES)).map((endpoint) => endpoint.name);
    expect(missing).toEqual([]);
  });

  it('issue 28.1: the seeded roles are support (support@example.com), finance and admin', async () => {
    const roles = await t.app.db.selectFrom('users').select(['email', 'role']).where('email', 'in', [SUPPORT.login, FINANCE.login, STAFF.login]).orderBy('email').execute();
    expect(roles).toEqual([
      { email: FINANCE.login, role: 'finance' },
      { email: STAFF.login, role: 'admin' },
      { email: SUPPORT.login, role: 'support' },
    ]);
  });
});

describe('issue 28.1: the role matrix', () => {
  const params = { userId: NOBODY, sessionId: NOBODY, id: NOBODY, code: 'NOPE28', name: 'mfe_nothing', orderId: NOBODY };
  it('issue 28.1: each role × each staff endpoint is allowed or 403 FORBIDDEN with the permission message, and a refusal changes nothing', async () => {
    const auditBefore = (await t.app.db.selectFrom('staff_audit').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    for (const role of STAFF_ROLES) {
      for (const endpoint of staffDeclarations) {
        const url = pathOf(endpoint, params);
        const response = await as[role].request({ method: endpoint.method, url, ...(endpoint.method === 'GET' ? {} : { payload: {} }) });
        const refused = response.statusCode === 403 && response.json().code === 'FORBIDDEN' && response.json().message === permissionMessage(endpoint.capability!);
        expect({ role, endpoint: endpoint.name, refused }).toEqual({ role, endpoint: endpoint.name, refused: !ROLE_CAPABILITIES[role].includes(endpoint.capability!) });
      }
    }
    expect((await t.app.db.selectFrom('staff_audit').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n).toBe(auditBefore);
  });

  it('issue 28.1: a customer is refused every staff endpoint with 403 FORBIDDEN, never told about a capability', async () => {
    for (const endpoint of staffDeclarations.slice(0, 10)) {
      const response = await as.customer.request({ method: endpoint.method, url: pathOf(endpoint, params), ...(endpoint.method === 'GET' ? {} : { payload: {} }) });
      expect({ name: endpoint.name, status: response.statusCode, body: response.json() }).toEqual({ name: endpoint.name, status: 403, body: { code: 'FORBIDDEN', message: 'You do not have permission to do this' } });
    }
  });
});

describe("issue 28.1: the issue's calls as support", () => {
  it('issue 28.1: support cannot ban the admin (rank), and the admin still signs in', async () => {
    const response = await as.support.send('PUT', `/api/admin/users/${adminId}/ban`, { banned: true, reason: 'lock out the admin' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(response.json().message).toMatch(/^You do not have permission to /);
    expect((await t.app.db.selectFrom('users').select('banned').where('id', '=', adminId).executeTakeFirstOrThrow()).banned).toBe(false);
    expect((await as.admin.get('/api/users/getUserInformation')).statusCode).toBe(200);
  });

  it("issue 28.1: support cannot force the admin's password change", async () => {
    const response = await as.support.send('POST', `/api/admin/users/${adminId}/password-change`, { reason: 'take over the admin' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect((await t.app.db.selectFrom('users').select('must_change_password').where('id', '=', adminId).executeTakeFirstOrThrow()).must_change_password).toBe(false);
  });

  it('issue 28.1: a 100 % voucher with unlimited uses from support waits for approval and is not created', async () => {
    const response = await as.support.send('POST', '/api/admin/vouchers', {
      code: 'FREEALL28',
      discountType: 'percent',
      value: 100,
      validUntil: null,
      minSubtotal: 0,
      categories: null,
      maxUses: null,
      perUserOnce: false,
      description: 'Everything free',
      reason: 'a generous mood',
    });
    expect(response.statusCode).toBe(202);
    expect(staffApprovalPendingSchema.parse(response.json()).approval).toMatchObject({ action: 'createVoucher', status: 'pending', requestedBy: SUPPORT.login });
    expect(await t.app.db.selectFrom('vouchers').select('code').where('code', '=', 'FREEALL28').executeTakeFirst()).toBeUndefined();
  });

  it('issue 28.1: support cannot change the trial settings: 403 with the permission message', async () => {
    const response = await as.support.send('PUT', '/api/admin/trial-settings', {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to change the trial settings', details: { capability: 'trial.write' } });
  });

  it('issue 28.1: a $10,000,000 adjustment from support waits for approval and moves nothing', async () => {
    const balance = await balanceOf(customerId);
    const response = await as.support.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 1_000_000_000, reason: 'oops' });
    expect(response.statusCode).toBe(202);
    expect(response.json().approval).toMatchObject({ action: 'adjustBalance', capability: 'balance.adjust', target: `user:${customerId}` });
    expect(await balanceOf(customerId)).toBe(balance);
  });
});

describe('issue 28.1: limits per role and four eyes', () => {
  it("issue 28.1: support's per-day limit counts its adjustments of the last 24 hours", async () => {
    const limit = STAFF_LIMITS.support['balance.adjust']!;
    clock.advanceDays(2);
    for (let moved = 0; moved < limit.perDay; moved += limit.perChange) {
      expect((await as.support.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: limit.perChange, reason: 'daily work' })).statusCode).toBe(200);
    }
    expect((await as.support.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 1, reason: 'one cent too many' })).statusCode).toBe(202);
    clock.advanceDays(2);
    expect((await as.support.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 1, reason: 'a new day' })).statusCode).toBe(200);
  });

  it("issue 28.1: two adjustments at once cannot both fit under support's day limit that only one fits under", async () => {
    const limit = STAFF_LIMITS.support['balance.adjust']!;
    clock.advanceDays(2);
    const fill = limit.perDay - limit.perChange;
    for (let moved = 0; moved < fill; moved += limit.perChange) {
      expect((await as.support.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: limit.perChange, reason: 'daily work' })).statusCode).toBe(200);
    }
    const balance = await balanceOf(customerId);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => as.support.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: limit.perChange, reason: 'at once' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 202, 202, 202, 202, 202]);
    expect(await balanceOf(customerId)).toBe(balance + limit.perChange);
    clock.advanceDays(2);
  });

  it('issue 28.1: the requester cannot approve; finance approves and the change is made, with both reasons in the audit', async () => {
    const balance = await balanceOf(customerId);
    const asked = await as.support.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 20_000, reason: 'refund agreed by phone' });
    expect(asked.statusCode).toBe(202);
    const id = asked.json().approval.id as string;
    const own = await as.support.send('POST', `/api/admin/approvals/${id}/approve`, { reason: 'looks fine to me' });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('FORBIDDEN');
    expect(await balanceOf(customerId)).toBe(balance);

    const listed = await as.finance.get('/api/admin/approvals');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((item: { id: string }) => item.id)).toContain(id);

    const approved = await as.finance.send('POST', `/api/admin/approvals/${id}/approve`, { reason: 'checked the call log' });
    expect(approved.statusCode).toBe(200);
    expect(staffApprovalSchema.parse(approved.json())).toMatchObject({ status: 'approved', requestedBy: SUPPORT.login, requestReason: 'refund agreed by phone', decidedBy: FINANCE.login, decisionReason: 'checked the call log' });
    expect(await balanceOf(customerId)).toBe(balance + 20_000);

    const again = await as.admin.send('POST', `/api/admin/approvals/${id}/approve`, { reason: 'twice?' });
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(customerId)).toBe(balance + 20_000);

    const audit = await t.app.db.selectFrom('staff_audit').select(['action', 'actor', 'reason', 'before', 'after']).where('area', '=', 'approval').where('target', '=', `user:${customerId}`).orderBy('id').execute();
    const last = audit.slice(-2);
    expect(last.map((row) => [row.action, row.actor, row.reason])).toEqual([
      ['request adjustBalance', SUPPORT.login, 'refund agreed by phone'],
      ['approve adjustBalance', FINANCE.login, 'checked the call log'],
    ]);
    expect(last[1]!.before).toMatchObject({ approval: id, requestedBy: SUPPORT.login, requestReason: 'refund agreed by phone' });
    expect(last[1]!.after).toMatchObject({ status: 'approved', outcome: { userId: customerId, balance: balance + 20_000 } });
  });

  it('issue 28.1 (readable approvals): the approvals list names the account each change is about, by email and name', async () => {
    const asked = await as.support.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 20_000, reason: 'goodwill after outage' });
    expect(asked.statusCode).toBe(202);
    const id = asked.json().approval.id as string;
    const customer = await t.app.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', customerId).executeTakeFirstOrThrow();
    const listed = staffApprovalListSchema.parse((await as.finance.get('/api/admin/approvals')).json());
    expect(listed.items.find((item) => item.id === id)).toMatchObject({ target: `user:${customerId}`, account: { id: customerId, email: CUSTOMER.login, name: `${customer.first_name} ${customer.last_name}`.trim() } });
    expect((await as.admin.send('POST', `/api/admin/approvals/${id}/reject`, { reason: 'asked twice' })).statusCode).toBe(200);
    const rejected = staffApprovalListSchema.parse((await as.finance.get('/api/admin/approvals?status=rejected')).json());
    expect(rejected.items.find((item) => item.id === id)?.account?.email).toBe(CUSTOMER.login);
  });

  it("issue 28.1: an approver beyond their own limits is refused; a change that fails when made is recorded as failed, nothing kept", async () => {
    const [huge] = (await as.admin.get('/api/admin/approvals')).json().items.filter((item: { request: { body: { amount?: number } } }) => item.request.body.amount === 1_000_000_000);
    const refused = await as.finance.send('POST', `/api/admin/approvals/${huge.id}/approve`, { reason: 'sure' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to approve a change beyond your own limits');
    expect((await as.admin.send('POST', `/api/admin/approvals/${huge.id}/reject`, { reason: 'a typo' })).json().status).toBe('rejected');

    const voucher = { code: 'TAKEN28', discountType: 'percent', value: 40, validUntil: null, minSubtotal: 0, categories: null, maxUses: 5, perUserOnce: true, description: 'Forty off', reason: 'partner deal' };
    const asked = await as.support.send('POST', '/api/admin/vouchers', voucher);
    expect(asked.statusCode).toBe(202);
    expect((await as.admin.send('POST', '/api/admin/vouchers', { ...voucher, value: 10, reason: 'taken meanwhile' })).statusCode).toBe(201);
    const failed = await as.finance.send('POST', `/api/admin/approvals/${asked.json().approval.id}/approve`, { reason: 'partner confirmed' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ status: 'failed', decidedBy: FINANCE.login, outcome: { error: { code: 'BAD_REQUEST', message: 'A voucher with this code exists' } } });
    expect((await t.app.db.selectFrom('vouchers').select('value').where('code', '=', 'TAKEN28').executeTakeFirstOrThrow()).value).toBe(10);
  });

  it('issue 28.1: a rejected request changes nothing and keeps the reason', async () => {
    const asked = await as.support.send('POST', '/api/admin/vouchers', {
      code: 'HALF28',
      discountType: 'percent',
      value: 50,
      validUntil: null,
      minSubtotal: 0,
      categories: null,
      maxUses: 10,
      perUserOnce: true,
      description: 'Half off',
      reason: 'flash sale',
    });
    expect(asked.statusCode).toBe(202);
    const rejected = await as.admin.send('POST', `/api/admin/approvals/${asked.json().approval.id}/reject`, { reason: 'too deep a discount' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', decidedBy: STAFF.login, decisionReason: 'too deep a discount' });
    expect(await t.app.db.selectFrom('vouchers').select('code').where('code', '=', 'HALF28').executeTakeFirst()).toBeUndefined();
  });

  it('issue 28.1: support may create a voucher within 20 % with a use limit at once', async () => {
    const response = await as.support.send('POST', '/api/admin/vouchers', {
      code: 'TWENTY28',
      discountType: 'percent',
      value: 20,
      validUntil: null,
      minSubtotal: 0,
      categories: null,
      maxUses: 50,
      perUserOnce: true,
      description: 'Twenty off',
      reason: 'newsletter',
    });
    expect(response.statusCode).toBe(201);
    // Editing it beyond the limit (no use limit) waits too.
    const edit = await as.support.send('PATCH', '/api/admin/vouchers/TWENTY28', { maxUses: null, reason: 'let everyone use it' });
    expect(edit.statusCode).toBe(202);
    expect((await t.app.db.selectFrom('vouchers').select('max_uses').where('code', '=', 'TWENTY28').executeTakeFirstOrThrow()).max_uses).toBe(50);
  });
});

describe('issue 28.1: rank and the last admin', () => {
  it('issue 28.1: the admin cannot ban or demote themselves (the last admin), nor grant a role as high as their own', async () => {
    expect((await as.admin.send('PUT', `/api/admin/users/${adminId}/ban`, { banned: true, reason: 'leaving' })).statusCode).toBe(403);
    expect((await as.admin.send('PUT', `/api/admin/users/${adminId}/role`, { role: 'support', reason: 'stepping down' })).statusCode).toBe(403);
    expect((await as.admin.send('PUT', `/api/admin/users/${customerId}/role`, { role: 'admin', reason: 'a second admin' })).statusCode).toBe(403);
    expect((await t.app.db.selectFrom('users').select(['role', 'banned']).where('id', '=', adminId).executeTakeFirstOrThrow())).toEqual({ role: 'admin', banned: false });
  });

  it('issue 28.1: support cannot change roles; the admin can, and it is audited', async () => {
    const refused = await as.support.send('PUT', `/api/admin/users/${customerId}/role`, { role: 'support', reason: 'help me out' });
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to change staff roles', details: { capability: 'staff.manage' } });
    const done = await as.admin.send('PUT', `/api/admin/users/${supportId}/role`, { role: 'finance', reason: 'moved to the money team' });
    expect(done.statusCode).toBe(200);
    expect(done.json().role).toBe('finance');
    const audit = await t.app.db.selectFrom('staff_audit').select(['action', 'before', 'after', 'reason']).where('area', '=', 'staff').where('target', '=', `user:${supportId}`).execute();
    expect(audit).toEqual([{ action: 'change role', before: { role: 'support' }, after: { role: 'finance' }, reason: 'moved to the money team' }]);
    expect((await as.admin.send('PUT', `/api/admin/users/${supportId}/role`, { role: 'support', reason: 'back to support' })).statusCode).toBe(200);
  });
});
