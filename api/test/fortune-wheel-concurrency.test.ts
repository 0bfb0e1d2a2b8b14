import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { WheelInput } from '@storefront/contracts';
import { createSession } from '../src/auth/sessions.repository';
import { loadConfig } from '../src/config';
import { ACCESS_COOKIE } from '../src/plugins/app/session';
import { saveWheel } from '../src/promotions/wheel/wheel-admin';
import { Client, createTestApp, type TestApp } from './helpers/app';

/** PGlite is one connection: real concurrency can only be shown on PostgreSQL. */
const onPostgres = Boolean(process.env.DATABASE_URL);
const skip = onPostgres ? false : 'race tests need PostgreSQL (set DATABASE_URL): PGlite runs one connection, so nothing races on it';

let t: TestApp;
let seq = 0;

before(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ dbPoolSize: 30, flags: { ...loadConfig({}).flags, fortuneWheel: true } });
});
after(async () => {
  if (t) await t.close();
});

const prize = (overrides: Partial<WheelInput['prizes'][number]>): WheelInput['prizes'][number] => ({
  kind: 'promoCredit',
  label: '$1 promo credit',
  labelKm: 'ឥណទាន $1',
  amount: 100,
  discountType: null,
  packages: null,
  validDays: 30,
  weight: 1,
  stock: null,
  color: '#2563eb',
  ...overrides,
});

async function newWheel(prizes: WheelInput['prizes']): Promise<string> {
  const now = new Date();
  const saved = await saveWheel(
    t.app.db,
    null,
    { name: `Race ${seq++}`, nameKm: 'ប្រណាំង', description: '', descriptionKm: '', startsAt: new Date(now.getTime() - 60_000), endsAt: new Date(now.getTime() + 3_600_000), active: true, minOrderTotal: 0, spinsPerOrder: 1, prizes },
    now,
  );
  return saved.wheel!.id;
}

/** A ready customer (phone, verified email) signed in, holding `spins` spins on the wheel; made directly (sign-up is rate limited). */
async function customerWith(wheelId: string, spins: number): Promise<{ client: Client; userId: string }> {
  const userId = randomUUID();
  const n = seq++;
  await t.app.db
    .insertInto('users')
    .values({ id: userId, email: `wheel.race.${n}.${userId.slice(0, 8)}@example.com`, username: null, password_hash: null, first_name: 'Race', last_name: 'Runner', phone_number: `+8551${String(n).padStart(7, '0')}${userId.slice(0, 1).replace(/\D/, '0')}`, role: 'customer', locale_code: 'en', email_verified: true, phone_verified_at: new Date(), banned: false, created_at: new Date(), password_changed_at: null, two_factor_secret: null, two_factor_pending_secret: null, two_factor_last_step: null, google_subject: null, referral_code: null })
    .execute();
  await t.app.db.insertInto('fortune_wheel_spin_totals').values({ wheel_id: wheelId, user_id: userId, earned: spins, used: 0 }).execute();
  const tokens = await createSession(t.app.db, userId, t.config.tokens);
  const client = new Client(t.app);
  client.setCookie(ACCESS_COOKIE, tokens.accessToken);
  return { client, userId };
}

describe('the wheel under concurrent spins (PostgreSQL)', { skip }, () => {
  it('50 concurrent spins by a customer with one spin give exactly one prize; the others are told YOUR_SPIN_IS_OVER', async () => {
    const wheelId = await newWheel([prize({}), prize({ kind: 'voucher', label: '$5 off', amount: 500, discountType: 'fixed' })]);
    const { client, userId } = await customerWith(wheelId, 1);
    const responses = await Promise.all(Array.from({ length: 50 }, () => client.send('POST', '/api/users/use-spin', { wheelId })));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('YOUR_SPIN_IS_OVER');
    }
    const spins = await t.app.db.selectFrom('fortune_wheel_spins').selectAll().where('user_id', '=', userId).execute();
    expect(spins).toHaveLength(1);
    const credits = await t.app.db.selectFrom('promo_credit_ledger').select('amount').where('user_id', '=', userId).execute();
    const vouchers = await t.app.db.selectFrom('user_vouchers').select('id').where('user_id', '=', userId).execute();
    expect(credits.length + vouchers.length).toBe(1);
    expect(await t.app.db.selectFrom('fortune_wheel_spin_totals').select(['earned', 'used']).where('user_id', '=', userId).executeTakeFirstOrThrow()).toEqual({ earned: 1, used: 1 });
  });

  it('a prize with stock 1 is won once across 50 customers spinning at once, and no stock goes below zero', async () => {
    // the prize of stock 1 is 1,000 times as likely as the other: every spin draws it while it is there
    const wheelId = await newWheel([prize({ kind: 'voucher', label: 'Jackpot', amount: 5000, discountType: 'fixed', weight: 1000, stock: 1 }), prize({ weight: 1, stock: 60 })]);
    const customers = await Promise.all(Array.from({ length: 50 }, () => customerWith(wheelId, 1)));
    const responses = await Promise.all(customers.map(({ client }) => client.send('POST', '/api/users/use-spin', { wheelId })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const awards = responses.map((response) => response.json().award as string);
    expect(awards.filter((award) => award === 'Jackpot')).toHaveLength(1);
    expect(awards.filter((award) => award === '$1 promo credit')).toHaveLength(49);
    const stocks = await t.app.db.selectFrom('fortune_wheel_prizes').select(['label', 'stock']).where('wheel_id', '=', wheelId).orderBy('position').execute();
    expect(stocks).toEqual([
      { label: 'Jackpot', stock: 0 },
      { label: '$1 promo credit', stock: 11 },
    ]);
    const jackpots = await t.app.db.selectFrom('user_vouchers').select('id').where('user_id', 'in', customers.map((c) => c.userId)).execute();
    expect(jackpots).toHaveLength(1);
  });

  it('when 50 customers race for 10 prizes in all, 10 win, 40 are refused with the spin kept, and the stock ends at zero', async () => {
    const wheelId = await newWheel([prize({ stock: 4 }), prize({ kind: 'voucher', label: '$5 off', amount: 500, discountType: 'fixed', stock: 6 })]);
    const customers = await Promise.all(Array.from({ length: 50 }, () => customerWith(wheelId, 1)));
    const responses = await Promise.all(customers.map(({ client }) => client.send('POST', '/api/users/use-spin', { wheelId })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(10);
    for (const response of responses.filter((r) => r.statusCode !== 200)) expect(response.json().code).toBe('AN_ERROR_OCCURRED_WHEN_SPIN');
    const stocks = await t.app.db.selectFrom('fortune_wheel_prizes').select('stock').where('wheel_id', '=', wheelId).execute();
    expect(stocks.map((row) => row.stock)).toEqual([0, 0]);
    const used = await t.app.db.selectFrom('fortune_wheel_spin_totals').select((eb) => eb.fn.sum<string>('used').as('used')).where('wheel_id', '=', wheelId).executeTakeFirstOrThrow();
    expect(Number(used.used)).toBe(10);
  });
});
