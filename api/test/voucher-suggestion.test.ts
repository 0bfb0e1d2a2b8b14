import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { voucherSuggestionSchema } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';
import { namesWithStatus } from './helpers/domains';

const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let customer: Client;
let customerId: string;

before(async () => {
  t = await createTestApp({}, { clock });
  customer = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
});
after(() => t.close());

/** A voucher of the customer's own, in the wallet (as a wheel prize lands). */
async function walletVoucher(code: string, cents: number, validUntil = '2026-12-31T00:00:00Z') {
  await t.app.db
    .insertInto('vouchers')
    .values({ code, discount_type: 'fixed', value: cents, valid_until: new Date(validUntil), min_subtotal: 0, categories: JSON.stringify(null), max_uses: 1, per_user_once: true, active: true, description: `${cents} off` })
    .execute();
  await t.app.db.insertInto('user_vouchers').values({ id: randomUUID(), user_id: customerId, voucher_code: code, source: 'test', source_reference: null, created_at: clock.now() }).execute();
}

const suggestion = async () => voucherSuggestionSchema.parse((await customer.get('/api/vouchers/suggestion')).json()).voucher;

describe('GET /api/vouchers/suggestion', () => {
  it('suggests nothing for an empty cart, then the wallet voucher that takes the most off, never an expired one, and nothing once the cart has a voucher', async () => {
    await walletVoucher('SUGGEST-SMALL', 100);
    expect(await suggestion()).toBeNull();

    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', `suggest${Date.now() % 100000}`);
    expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', years: 1, action: 'register', domain: name }] })).statusCode).toBe(200);
    expect(await suggestion()).toMatchObject({ code: 'SUGGEST-SMALL', discount: 100, source: 'wallet', validUntil: '2026-12-31T00:00:00.000Z' });

    await walletVoucher('SUGGEST-BIG', 300);
    await walletVoucher('SUGGEST-EXPIRED', 900, '2026-11-01T00:00:00Z');
    expect(await suggestion()).toMatchObject({ code: 'SUGGEST-BIG', discount: 300 });

    // applied in one click: the cart's voucher, after which nothing more is suggested
    expect((await customer.send('PUT', '/api/cart/voucher', { code: 'SUGGEST-BIG' })).statusCode).toBe(200);
    expect((await customer.get('/api/cart')).json().voucher).toMatchObject({ code: 'SUGGEST-BIG', discount: 300 });
    expect(await suggestion()).toBeNull();
  });

  it('asks a guest to sign in', async () => {
    expect((await new Client(t.app).get('/api/vouchers/suggestion')).statusCode).toBe(401);
  });
});
