import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { notificationPageSchema } from '@storefront/contracts';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';

let t: TestApp;
let customer: Client;
before(async () => {
  t = await createTestApp();
  customer = new Client(t.app);
  await customer.login(CUSTOMER.login, CUSTOMER.password);
});
after(() => t.close());

describe('notifications', () => {
  it('are auth-only', async () => {
    expect((await new Client(t.app).get('/api/user/notification/me')).statusCode).toBe(401);
  });

  it('pages newest first with the chosen page size', async () => {
    const first = notificationPageSchema.parse((await customer.get('/api/user/notification/me?page=1&perPage=5')).json());
    expect(first.items).toHaveLength(5);
    expect(first.total).toBe(8);
    expect(first.unreadCount).toBe(4);
    const dates = first.items.map((n) => n.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = notificationPageSchema.parse((await customer.get('/api/user/notification/me?page=2&perPage=5')).json());
    expect(last.items).toHaveLength(3);
    expect((await customer.get('/api/user/notification/me?perPage=7')).statusCode).toBe(400);
  });

  it('filters unread ones, marks one read, and counts', async () => {
    const unread = notificationPageSchema.parse((await customer.get('/api/user/notification/me?unread=true&perPage=50')).json());
    expect(unread.total).toBe(4);
    expect(unread.items.every((n) => !n.read)).toBe(true);
    const all = notificationPageSchema.parse((await customer.get('/api/user/notification/me?unread=false&perPage=50')).json());
    expect(all.total).toBe(8);

    const id = unread.items[0]!.id;
    const marked = await customer.send('PUT', `/api/user/notification/read/${id}`);
    expect(marked.json()).toMatchObject({ id, read: true });
    expect((await customer.get('/api/user/notification/count-unread/')).json()).toEqual({ count: 3 });
  });

  it('seeded for the demo customer, they name only what the account has: its invoice, its contract, its promo credit and spins', async () => {
    const user = await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow();
    const all = notificationPageSchema.parse((await customer.get('/api/user/notification/me?perPage=50')).json()).items;
    const invoices = await t.app.db.selectFrom('invoices').select('number').where('user_id', '=', user.id).execute();
    const contracts = await t.app.db.selectFrom('e_contracts').select(['number', 'signed_at']).where('user_id', '=', user.id).execute();
    const named = all.flatMap((n) => `${n.title} ${n.body}`.match(/\b(INV-\d+|CT-\d{4}-\d+|[a-z0-9-]+\.(com|net|org|kh)|web-\d+|AWS account \d{12})\b/g) ?? []);
    const awsAccounts = (await t.app.db.selectFrom('e_contracts').select('aws_account_id').where('user_id', '=', user.id).where('aws_account_id', 'is not', null).execute()).map((c) => `AWS account ${c.aws_account_id}`);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect([...invoices.map((i) => i.number), ...contracts.map((c) => c.number), ...awsAccounts]).toContain(name);
    // the demo consented to automatic signing at an earlier checkout: nothing waits for a signature at sign-in
    expect(contracts.every((c) => c.signed_at !== null)).toBe(true);
    expect((await customer.get('/api/user/contracts/unsigned')).json()).toEqual({ items: [] });
  });

  it('never shows or changes another user\'s notifications', async () => {
    const staff = new Client(t.app);
    await staff.login(STAFF.login, STAFF.password);
    const mine = notificationPageSchema.parse((await customer.get('/api/user/notification/me?unread=true')).json());
    const theirs = notificationPageSchema.parse((await staff.get('/api/user/notification/me')).json());
    expect(theirs.total).toBe(0);
    const attempt = await staff.send('PUT', `/api/user/notification/read/${mine.items[0]!.id}`);
    expect(attempt.statusCode).toBe(404);
    expect((await customer.get('/api/user/notification/count-unread')).json().count).toBe(mine.unreadCount);
  });

  it('marks all of mine read at once, and leaves another user\'s alone', async () => {
    const other = new Client(t.app);
    await other.login(STAFF.login, STAFF.password);
    const staffUser = await t.app.db.selectFrom('users').select('id').where('email', '=', STAFF.login).executeTakeFirstOrThrow();
    await t.app.db.insertInto('notifications').values({ id: 'staff-unread-1', user_id: staffUser.id, title: 'For staff', body: 'Unread.', read_at: null, created_at: new Date() }).execute();

    const before = (await customer.get('/api/user/notification/count-unread')).json().count as number;
    expect(before).toBeGreaterThan(0);
    expect((await new Client(t.app).send('PUT', '/api/user/notification/read-all')).statusCode).toBe(401);
    const marked = await customer.send('PUT', '/api/user/notification/read-all');
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ marked: before, count: 0 });
    expect((await customer.get('/api/user/notification/count-unread')).json()).toEqual({ count: 0 });
    const unread = notificationPageSchema.parse((await customer.get('/api/user/notification/me?unread=true')).json());
    expect(unread.total).toBe(0);
    // Again: nothing left to mark.
    expect((await customer.send('PUT', '/api/user/notification/read-all')).json()).toEqual({ marked: 0, count: 0 });
    expect((await other.get('/api/user/notification/count-unread')).json()).toEqual({ count: 1 });
  });
});
