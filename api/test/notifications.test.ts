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
    expect(first.total).toBe(24);
    expect(first.unreadCount).toBe(8);
    const dates = first.items.map((n) => n.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = notificationPageSchema.parse((await customer.get('/api/user/notification/me?page=5&perPage=5')).json());
    expect(last.items).toHaveLength(4);
    expect((await customer.get('/api/user/notification/me?perPage=7')).statusCode).toBe(400);
  });

  it('filters unread ones, marks one read, and counts', async () => {
    const unread = notificationPageSchema.parse((await customer.get('/api/user/notification/me?unread=true&perPage=50')).json());
    expect(unread.total).toBe(8);
    expect(unread.items.every((n) => !n.read)).toBe(true);
    const all = notificationPageSchema.parse((await customer.get('/api/user/notification/me?unread=false&perPage=50')).json());
    expect(all.total).toBe(24);

    const id = unread.items[0]!.id;
    const marked = await customer.send('PUT', `/api/user/notification/read/${id}`);
    expect(marked.json()).toMatchObject({ id, read: true });
    expect((await customer.get('/api/user/notification/count-unread/')).json()).toEqual({ count: 7 });
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
});
