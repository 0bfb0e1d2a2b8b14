import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { requirePasswordChange } from '../src/users/users.repository';
import { Client, createTestApp, type TestApp } from './helpers/app';
import { lastMail } from './helpers/mail';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

let accounts = 0;
/** A new signed-in account with its own phone number. */
async function newCustomer(options: { phone?: string } = {}) {
  accounts += 1;
  const n = String(accounts);
  const client = new Client(t.app);
  const email = `profile.${n}@example.com`;
  const response = await client.send('POST', '/api/users', {
    firstName: 'Bopha',
    lastName: 'Meas',
    email,
    username: `bopha${n}`,
    password: 'Strong-pass1',
    passwordConfirmation: 'Strong-pass1',
    phoneNumber: options.phone ?? `+8556600${n.padStart(4, '0')}`,
  });
  expect(response.statusCode).toBe(201);
  const id = response.json().user.id as string;
  return { client, email, id };
}

describe('profile (PUT /api/users)', () => {
  it('changes names and username with the §5 rules', async () => {
    const { client } = await newCustomer();
    const response = await client.send('PUT', '/api/users', { firstName: 'សុខា', lastName: 'Chan', username: 'sokhachan' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'សុខា', lastName: 'Chan', username: 'sokhachan' });
    expect((await client.get('/api/users/getUserInformation')).json()).toMatchObject({ firstName: 'សុខា', username: 'sokhachan' });

    const bad = await client.send('PUT', '/api/users', { firstName: 'Sok4', lastName: '', username: 'a b' });
    expect(bad.statusCode).toBe(400);
    const fields = Object.fromEntries((bad.json().details.fields as { path: string; message: string }[]).map((f) => [f.path, f.message]));
    expect(fields).toEqual({
      firstName: 'Invalid name. It must not contain numbers or special characters',
      lastName: 'Last name field is required',
      username: 'Username may contain only letters and digits',
    });
    // nothing half-written
    expect((await client.get('/api/users/getUserInformation')).json()).toMatchObject({ firstName: 'សុខា', lastName: 'Chan' });
  });

  it('clears the username when empty, and refuses one another account has in any case', async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    await first.client.send('PUT', '/api/users', { firstName: 'A', lastName: 'B', username: 'TakenName' });
    const taken = await second.client.send('PUT', '/api/users', { firstName: 'A', lastName: 'B', username: 'takenname' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().details.fields).toEqual([{ path: 'username', message: 'This username is already taken' }]);
    const cleared = await second.client.send('PUT', '/api/users', { firstName: 'A', lastName: 'B', username: '' });
    expect(cleared.json().username).toBeNull();
  });

  it('needs a session', async () => {
    expect((await new Client(t.app).send('PUT', '/api/users', { firstName: 'A', lastName: 'B' })).statusCode).toBe(401);
  });
});

describe('phone number (PATCH /api/users/phone-number)', () => {
  it('saves a normalised number and refuses one another customer has (PHONE_EXISTS)', async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    const saved = await first.client.send('PATCH', '/api/users/phone-number', { phoneNumber: '+855 77 123 456' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().phoneNumber).toBe('+85577123456');
    const again = await first.client.send('PATCH', '/api/users/phone-number', { phoneNumber: '+85577123456' });
    expect(again.statusCode).toBe(200);
    const clash = await second.client.send('PATCH', '/api/users/phone-number', { phoneNumber: '+85577123456' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'PHONE_EXISTS', message: 'This phone number is already registered' });
    const wrong = await second.client.send('PATCH', '/api/users/phone-number', { phoneNumber: '12' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fields).toEqual([{ path: 'phoneNumber', message: 'Phone is wrong format' }]);
  });
});

describe('check-info and paying without a phone number', () => {
  it('says the phone number is missing, and every paying call answers PROFILE_INCOMPLETE until it is given', async () => {
    const { client, id } = await newCustomer();
    await t.app.db.updateTable('users').set({ phone_number: null }).where('id', '=', id).execute();
    expect((await client.get('/api/users/check-info')).json()).toEqual({ complete: false, missing: ['phoneNumber'] });
    const topUp = await client.send('POST', '/api/top-up', { total: 2000, method: 'card' });
    expect(topUp.statusCode).toBe(409);
    expect(topUp.json()).toMatchObject({ code: 'PROFILE_INCOMPLETE', message: 'Please update your information to continue' });
    const balance = await client.send('POST', '/api/payment/balance/00000000-0000-4000-8000-000000000000', {});
    expect(balance.json().code).toBe('PROFILE_INCOMPLETE');

    await client.send('PATCH', '/api/users/phone-number', { phoneNumber: '+85566999001' });
    expect((await client.get('/api/users/check-info')).json()).toEqual({ complete: true, missing: [] });
    const after = await client.send('POST', '/api/top-up', { total: 2000, method: 'card' });
    expect(after.json().code).not.toBe('PROFILE_INCOMPLETE');
  });
});

describe('newsletter (PUT /api/users/subscription)', () => {
  it('subscribes an email, shows it on the account, and unsubscribes', async () => {
    const { client } = await newCustomer();
    const bad = await client.send('PUT', '/api/users/subscription', { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    const ok = await client.send('PUT', '/api/users/subscription', { email: ' News@Example.com ' });
    expect(ok.json()).toEqual({ email: 'news@example.com' });
    expect((await client.get('/api/users/getUserInformation')).json().newsletterEmail).toBe('news@example.com');
    expect((await client.send('DELETE', '/api/users/subscription')).json()).toEqual({ email: null });
    expect((await client.get('/api/users/getUserInformation')).json().newsletterEmail).toBeNull();
  });
});

describe('language (PATCH /api/users/locale)', () => {
  it('is saved on the account', async () => {
    const { client } = await newCustomer();
    await client.send('PATCH', '/api/users/locale', { localeCode: 'km' });
    expect((await client.get('/api/users/getUserInformation')).json().localeCode).toBe('km');
  });
});

describe('forced password (PATCH /api/users/password/force)', () => {
  it('is refused unless a staff reset requires it, then sets it once, lifts the requirement and mails the customer', async () => {
    const { client, id, email } = await newCustomer();
    const body = { password: 'Newer-pass2', passwordConfirmation: 'Newer-pass2' };
    expect((await client.send('PATCH', '/api/users/password/force', body)).statusCode).toBe(400);
    await requirePasswordChange(t.app.db, id);
    expect((await client.get('/api/users/getUserInformation')).json().mustChangePassword).toBe(true);
    const weak = await client.send('PATCH', '/api/users/password/force', { password: 'short', passwordConfirmation: 'short' });
    expect(weak.statusCode).toBe(400);
    const done = await client.send('PATCH', '/api/users/password/force', body);
    expect(done.statusCode).toBe(200);
    expect(done.json().mustChangePassword).toBe(false);
    expect((await lastMail(t.app, email, 'password-changed')).subject).toBeTruthy();
    const fresh = new Client(t.app);
    await fresh.login(email, 'Newer-pass2');
    expect((await fresh.get('/api/users/getUserInformation')).statusCode).toBe(200);
    expect((await client.send('PATCH', '/api/users/password/force', body)).statusCode).toBe(400);
  });
});

describe('reminders (GET /api/users/reminders)', () => {
  it('lists a service that will not renew by itself, a suspended one first, and leaves out what renews by itself or later', async () => {
    const { client, id } = await newCustomer();
    const now = t.app.clock.now();
    const day = 86_400_000;
    const row = (name: string, status: 'active' | 'suspended', autoRenew: boolean, days: number) => ({
      id: crypto.randomUUID(),
      user_id: id,
      order_id: null,
      order_item_id: null,
      kind: 'shared-hosting' as const,
      product_key: 'sh-basic',
      title: 'Shared Basic',
      name,
      status,
      provisioning: 'ready' as const,
      provisioning_error: null,
      period: 1,
      period_unit: 'month' as const,
      renew_price: 399,
      auto_renew: autoRenew,
      starts_at: new Date(now.getTime() - 20 * day),
      expires_at: new Date(now.getTime() + days * day),
      suspended_at: status === 'suspended' ? now : null,
      cancelled_at: null,
      end_reason: null,
      details: JSON.stringify({}),
      created_at: now,
      updated_at: now,
    });
    await t.app.db
      .insertInto('services')
      .values([row('manual.example', 'active', false, 10), row('auto.example', 'active', true, 10), row('later.example', 'active', false, 60), row('failed.example', 'suspended', true, -2)])
      .execute();
    const answer = await client.get('/api/users/reminders');
    expect(answer.statusCode).toBe(200);
    const items = answer.json().items as { title: string; urgent: boolean; path: string; amount: number }[];
    expect(items.map((i) => i.title)).toEqual(['Shared Basic — failed.example', 'Shared Basic — manual.example']);
    expect(items[0]).toMatchObject({ urgent: true, amount: 399 });
    expect(items[1]!.path).toMatch(/^\/account\/services\//);
    expect((await new Client(t.app).get('/api/users/reminders')).statusCode).toBe(401);
  });
});
