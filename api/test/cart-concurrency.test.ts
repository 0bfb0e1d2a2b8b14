import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { cartSchema } from '@storefront/contracts';
import { createSession } from '../src/auth/sessions.repository';
import { ACCESS_COOKIE } from '../src/plugins/app/session';
import { Client, createTestApp, type TestApp } from './helpers/app';

/** PGlite is one connection: real concurrency can only be shown on PostgreSQL. */
const onPostgres = Boolean(process.env.DATABASE_URL);
const skip = onPostgres ? false : 'race tests need PostgreSQL (set DATABASE_URL): PGlite runs one connection, so nothing races on it';

const WRITES = 10;
let t: TestApp;
let seq = 0;

before(async () => {
  if (onPostgres) t = await createTestApp({ dbPoolSize: 30 });
});
after(async () => {
  if (t) await t.close();
});

/** A customer with no cart yet, signed in on `client`; made directly (sign-up is rate limited). */
async function freshCustomer(client: Client): Promise<string> {
  const userId = randomUUID();
  await t.app.db
    .insertInto('users')
    .values({ id: userId, email: `cart.race.${seq++}.${userId.slice(0, 8)}@example.com`, username: null, password_hash: null, first_name: 'Cart', last_name: 'Racer', phone_number: null, role: 'customer', locale_code: 'en', email_verified: true, banned: false, created_at: new Date(), password_changed_at: null, two_factor_secret: null, two_factor_pending_secret: null, two_factor_last_step: null, google_subject: null, referral_code: null })
    .execute();
  client.setCookie(ACCESS_COOKIE, (await createSession(t.app.db, userId, t.config.tokens)).accessToken);
  return userId;
}

const hosting = { items: [{ type: 'cloud-hosting', package: 'ch-basic', months: 1 }] };

async function cartsOf(column: 'user_id' | 'guest_sid', value: string): Promise<number> {
  return (await t.app.db.selectFrom('carts').select('id').where(column, '=', value).execute()).length;
}

describe('issue 28.6: the first cart writes of a fresh owner under concurrency (PostgreSQL)', { skip }, () => {
  it(`issue 28.6: ${WRITES} concurrent first cart writes of a fresh customer all land in one cart, none answers 5xx`, async () => {
    const client = new Client(t.app);
    const userId = await freshCustomer(client);
    const responses = await Promise.all(Array.from({ length: WRITES }, () => client.send('PUT', '/api/cart/items', hosting)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: WRITES }, () => 200));
    expect(await cartsOf('user_id', userId)).toBe(1);
    expect(cartSchema.parse((await client.get('/api/cart')).json()).itemCount).toBe(WRITES);
  });

  it(`issue 28.6: ${WRITES} concurrent first cart writes of a fresh guest all land in one cart, none answers 5xx`, async () => {
    const sid = randomUUID();
    const guest = new Client(t.app, sid);
    const responses = await Promise.all(Array.from({ length: WRITES }, () => guest.send('PUT', '/api/cart/items', hosting)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: WRITES }, () => 200));
    expect(await cartsOf('guest_sid', sid)).toBe(1);
    expect(cartSchema.parse((await guest.get('/api/cart')).json()).itemCount).toBe(WRITES);
  });

  it(`issue 28.6: ${WRITES} guest carts merged at once into a fresh customer's account make one account cart holding all`, async () => {
    const guests = Array.from({ length: WRITES }, () => new Client(t.app, randomUUID()));
    for (const guest of guests) expect((await guest.send('PUT', '/api/cart/items', hosting)).statusCode).toBe(200);
    const userId = await freshCustomer(guests[0]!);
    const token = guests[0]!.cookie(ACCESS_COOKIE)!;
    for (const guest of guests) guest.setCookie(ACCESS_COOKIE, token);
    const responses = await Promise.all(guests.map((guest) => guest.send('POST', '/api/cart/merge')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: WRITES }, () => 200));
    expect(await cartsOf('user_id', userId)).toBe(1);
    expect(cartSchema.parse((await guests[0]!.get('/api/cart')).json()).itemCount).toBe(WRITES);
  });
});
