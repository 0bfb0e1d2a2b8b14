import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';

let t: TestApp;
let customer: Client;
before(async () => {
  t = await createTestApp();
  customer = new Client(t.app);
  await customer.login(CUSTOMER.login, CUSTOMER.password);
  const now = t.app.clock.now();
  const base = { discount_type: 'fixed' as const, value: 500, min_subtotal: 0, categories: null, max_uses: null, per_user_once: false, active: true, description: 'Five dollars off' };
  await t.app.db
    .insertInto('vouchers')
    .values([
      { ...base, code: 'WALLET5', valid_until: new Date(now.getTime() + 86_400_000) },
      { ...base, code: 'OLD5', valid_until: new Date(now.getTime() - 86_400_000) },
      { ...base, code: 'OFF5', active: false, valid_until: null },
      { ...base, code: 'GONE5', max_uses: 0, valid_until: null },
    ])
    .execute();
});
after(() => t.close());

describe('voucher wallet', () => {
  it('redeems a code into the wallet once, with its value, validity and state', async () => {
    const redeemed = await customer.send('POST', '/api/vouchers', { code: ' wallet5 ' });
    expect(redeemed.statusCode).toBe(201);
    expect(redeemed.json()).toMatchObject({ code: 'WALLET5', discountType: 'fixed', value: 500, state: 'available', description: 'Five dollars off' });
    expect((await customer.send('POST', '/api/vouchers', { code: 'WALLET5' })).statusCode).toBe(201);
    const wallet = (await customer.get('/api/users/vouchers')).json() as { code: string }[];
    expect(wallet.filter((v) => v.code === 'WALLET5')).toHaveLength(1);
  });

  it('refuses unknown, inactive, expired and used-up codes with the §8 codes, adding nothing', async () => {
    const before = (await customer.get('/api/users/vouchers')).json().length;
    expect((await customer.send('POST', '/api/vouchers', { code: 'NOPE' })).json()).toMatchObject({ code: 'VOUCHER_NOT_FOUND', message: 'Invalid promotion code' });
    expect((await customer.send('POST', '/api/vouchers', { code: 'OFF5' })).json().code).toBe('VOUCHER_NOT_FOUND');
    expect((await customer.send('POST', '/api/vouchers', { code: 'OLD5' })).json().code).toBe('VOUCHER_EXPIRED');
    expect((await customer.send('POST', '/api/vouchers', { code: 'GONE5' })).json().code).toBe('CANNOT_USE_VOUCHER');
    expect((await customer.send('POST', '/api/vouchers', { code: '' })).statusCode).toBe(400);
    expect((await customer.get('/api/users/vouchers')).json().length).toBe(before);
  });

  it('shows a wallet voucher as expired once its date has passed, and needs a session', async () => {
    await t.app.db.updateTable('vouchers').set({ valid_until: new Date(t.app.clock.now().getTime() - 1000) }).where('code', '=', 'WALLET5').execute();
    const wallet = (await customer.get('/api/users/vouchers')).json() as { code: string; state: string }[];
    expect(wallet.find((v) => v.code === 'WALLET5')?.state).toBe('expired');
    expect((await new Client(t.app).get('/api/users/vouchers')).statusCode).toBe(401);
  });
});
