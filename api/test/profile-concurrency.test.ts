import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { Client, createTestApp, type TestApp } from './helpers/app';

/** PGlite is one connection: real concurrency can only be shown on PostgreSQL. */
const onPostgres = Boolean(process.env.DATABASE_URL);
const skip = onPostgres ? false : 'race tests need PostgreSQL (set DATABASE_URL): PGlite runs one connection, so nothing races on it';

let t: TestApp;
before(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ dbPoolSize: 30 });
});
after(async () => {
  if (t) await t.close();
});

describe('phone number under concurrent updates (PostgreSQL)', { skip }, () => {
  it('8 accounts asking (sign-up and the phone call allow 10 a minute per address) for one number at once: exactly one gets it, the others are told PHONE_EXISTS', async () => {
    const clients = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const client = new Client(t.app);
        const response = await client.send('POST', '/api/users', {
          firstName: 'Race',
          lastName: 'Phone',
          email: `race.phone.${i}@example.com`,
          password: 'Strong-pass1',
          passwordConfirmation: 'Strong-pass1',
          phoneNumber: `+8558800${String(i).padStart(4, '0')}`,
        });
        expect(response.statusCode).toBe(201);
        return client;
      }),
    );
    const responses = await Promise.all(clients.map((client) => client.send('PATCH', '/api/users/phone-number', { phoneNumber: '+85588999999' })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('PHONE_EXISTS');
    }
    const owners = await t.app.db.selectFrom('users').select('id').where('phone_number', '=', '+85588999999').execute();
    expect(owners).toHaveLength(1);
  });
});
