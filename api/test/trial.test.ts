import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { trialConditionsSchema } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { Client, createTestApp, type TestApp } from './helpers/app';
import { codeIn, lastMail } from './helpers/mail';

const clock = new ManualClock('2026-11-24T09:00:00Z');
const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
let seq = 0;

before(async () => {
  t = await createTestApp({ dbPoolSize: 20 }, { clock });
});
after(() => t.close());

async function newCustomer() {
  const client = new Client(t.app);
  const email = `trial.${Date.now()}.${seq++}@example.com`;
  const response = await client.send('POST', '/api/users', { firstName: 'Dara', lastName: 'Kim', email, password: 'Strong-pass1', passwordConfirmation: 'Strong-pass1', phoneNumber: `+8551${String(Date.now() + seq).slice(-7)}` });
  expect(response.statusCode).toBe(201);
  const userId = (await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  return { client, email, userId };
}

/** A paid top-up as the top-up flow records it when its payment lands. */
const paidTopUp = (userId: string) =>
  t.app.db.insertInto('top_ups').values({ id: randomUUID(), user_id: userId, total: 1000, fee: 0, method: 'card', status: 'paid', created_at: clock.now(), paid_at: clock.now() }).execute();

const conditions = async (client: Client) => trialConditionsSchema.parse((await client.get('/api/users/trial/conditions')).json());

describe('the free trial', () => {
  it('"Just 2 more steps": verify the email, then a first top-up; only then it activates, once, with the trial voucher in the wallet', async () => {
    const { client, email, userId } = await newCustomer();
    expect(await conditions(client)).toEqual({
      steps: [
        { step: 'verifyEmail', done: false },
        { step: 'firstTopUp', done: false },
      ],
      remaining: 2,
      activated: false,
      trial: null,
    });
    const early = await client.send('PUT', '/api/users/trial', {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_ELIGIBLE', details: { steps: ['verifyEmail', 'firstTopUp'] } });

    expect((await client.send('POST', '/api/user/otp/send-email')).statusCode).toBe(200);
    expect((await client.send('PATCH', '/api/users/verify-email', { code: codeIn((await lastMail(t.app, email, 'verify-email')).text) })).statusCode).toBe(200);
    expect((await conditions(client)).remaining).toBe(1);
    await paidTopUp(userId);
    expect((await conditions(client)).remaining).toBe(0);

    const activated = await client.send('PUT', '/api/users/trial', { product: 'CLOUD_SERVER' });
    expect(activated.statusCode).toBe(200);
    expect(trialConditionsSchema.parse(activated.json())).toMatchObject({
      activated: true,
      trial: { product: 'CLOUD_SERVER', voucherCode: 'TRIAL-CS1M', activatedAt: '2026-11-24T09:00:00.000Z', expiresAt: '2026-12-24T09:00:00.000Z' },
    });
    expect(await t.app.db.selectFrom('user_vouchers').select(['voucher_code', 'source']).where('user_id', '=', userId).execute()).toEqual([{ voucher_code: 'TRIAL-CS1M', source: 'trial' }]);

    const again = await client.send('PUT', '/api/users/trial', { product: 'SHARED_HOSTING' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TRIAL_ACTIVATED');
  });

  it('refuses a guest and an unknown product', async () => {
    expect((await new Client(t.app).get('/api/users/trial/conditions')).statusCode).toBe(401);
    const { client } = await newCustomer();
    expect((await client.send('PUT', '/api/users/trial', { product: 'DOMAIN' })).statusCode).toBe(400);
  });

  it('two requests racing activate it once (PostgreSQL)', { skip: onPostgres ? false : 'needs PostgreSQL: PGlite runs one connection' }, async () => {
    const { client, email, userId } = await newCustomer();
    await t.app.db.updateTable('users').set({ email_verified: true }).where('email', '=', email).execute();
    await paidTopUp(userId);
    const responses = await Promise.all(Array.from({ length: 6 }, () => client.send('PUT', '/api/users/trial', { product: 'CLOUD_HOSTING' })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) expect(response.json().code).toBe('TRIAL_ACTIVATED');
    expect(await t.app.db.selectFrom('user_vouchers').select('voucher_code').where('user_id', '=', userId).execute()).toEqual([{ voucher_code: 'TRIAL-CH1M' }]);
  });
});
