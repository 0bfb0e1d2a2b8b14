import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import {
  activeLoyaltyPeriodSchema,
  affiliateDashboardSchema,
  affiliateRulesSchema,
  cashbackPreviewSchema,
  loyaltyProgramSchema,
  loyaltyStatusSchema,
  loyaltyTiersSchema,
  orderRefundSchema,
  promoCreditTotalSchema,
  staffProgrammesSchema,
} from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { sameCustomer } from '../src/programmes/affiliate';
import { luhnValid } from '../src/sandbox-gateway/test-cards';
import { creditLoyaltyCashback } from '../src/programmes/loyalty';
import { recordDepsOf } from '../src/payments/idempotent-call';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { addCard } from './helpers/cards';
import { ensureBilling } from './helpers/contacts';
import { namesWithStatus } from './helpers/domains';
import { verifyPhone } from './helpers/phone';

const clock = new ManualClock('2026-11-24T09:00:00Z');
const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
let staff: Client;
let seq = 0;

before(async () => {
  t = await createTestApp({ dbPoolSize: 20 }, { clock });
  staff = new Client(t.app);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
});
after(() => t.close());

const uniquePhone = () => `+8551${String(Date.now() + seq * 7919).slice(-7)}`;

async function signUp(fields: { email?: string; referralCode?: string; phoneNumber?: string } = {}) {
  const client = new Client(t.app);
  const email = fields.email ?? `programmes.${Date.now()}.${seq++}@example.com`;
  const payload = {
    firstName: 'Dara',
    lastName: 'Kim',
    email,
    password: 'Strong-pass1',
    passwordConfirmation: 'Strong-pass1',
    phoneNumber: fields.phoneNumber ?? uniquePhone(),
    ...(fields.referralCode === undefined ? {} : { referralCode: fields.referralCode }),
  };
  // Each sign-up from its own address (sign-up is rate-limited per address).
  const response = await client.request({ method: 'POST', url: '/api/users', payload, remoteAddress: `10.17.${seq % 250}.${(seq >> 8) + 1}` });
  seq++;
  const user = await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return { client, email, response, userId: user?.id ?? null };
}

/** A new customer, its phone verified (issue 28.3: a reward needs it) unless `verified` is false. */
/** A sandbox card that passes 3-D Secure (test-cards.ts). */
const SAME_CARD = '4000000000003220';

async function newCustomer(referralCode?: string, verified = true) {
  const made = await signUp({ referralCode });
  expect(made.response.statusCode).toBe(201);
  if (verified) await t.app.db.updateTable('users').set({ phone_verified_at: clock.now() }).where('id', '=', made.userId!).execute();
  return { client: made.client, email: made.email, userId: made.userId! };
}

/** An open order of a domain for the customer (its total in cents). */
async function openOrder(client: Client) {
  const [name] = await namesWithStatus(t.app, 'available', 1, 'com', `loyal${seq++}-${Date.now() % 100000}`);
  expect((await client.send('PUT', '/api/cart/items', { items: [{ type: 'domain', years: 1, action: 'register', domain: name }] })).statusCode).toBe(200);
  const order = (await client.send('POST', '/api/checkout/init')).json() as { orderId: string; total: number };
  await ensureBilling(client, order.orderId);
  return order;
}

/** Pays the open order from the balance (staff credit it first). */
async function payOrder(client: Client, userId: string, order: { orderId: string; total: number }) {
  expect((await staff.send('POST', `/api/admin/users/${userId}/balance-adjustments`, { amount: order.total, reason: 'test credit' })).statusCode).toBe(200);
  const paid = await client.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': `programmes-${order.orderId}` } });
  expect(paid.statusCode).toBe(200);
}

const promoCredit = async (client: Client) => promoCreditTotalSchema.parse((await client.get('/api/user/promo-credit/total')).json()).total;
const ledgerRows = (userId: string, reference: string) =>
  t.app.db.selectFrom('promo_credit_ledger').select(['amount', 'kind', 'reason']).where('user_id', '=', userId).where('reference', '=', reference).orderBy('seq').execute();

describe('VIP loyalty', () => {
  it('publishes the seeded tiers, the programme and the period running now, in the request\'s language', async () => {
    const guest = new Client(t.app);
    const tiers = loyaltyTiersSchema.parse((await guest.get('/api/loyalty/ranking-configs')).json()).tiers;
    expect(tiers.map((tier) => [tier.key, tier.minSpend, tier.cashbackBasisPoints])).toEqual([
      ['silver', 0, 100],
      ['gold', 50_000, 200],
      ['platinum', 200_000, 300],
      ['diamond', 500_000, 500],
    ]);
    const km = loyaltyTiersSchema.parse((await guest.request({ method: 'GET', url: '/api/loyalty/ranking-configs', headers: { 'x-locale': 'km' } })).json());
    expect(km.tiers[1]?.name).toBe('មាស');
    expect(loyaltyProgramSchema.parse((await guest.get('/api/loyalty/program-configs/active')).json()).program).toMatchObject({ name: 'VIP Loyalty Program', maxCashbackPerOrder: 10_000 });
    const period = activeLoyaltyPeriodSchema.parse((await guest.get('/api/loyalty/periods/active')).json()).period;
    expect(period).toMatchObject({ name: 'Q4 2026', startsAt: '2026-09-30T17:00:00.000Z', endsAt: '2026-12-31T17:00:00.000Z' });
    expect((await guest.get('/api/loyalty/me')).statusCode).toBe(401);
  });

  it('a paid order credits its cashback once, as promo credit naming the order, and raises the period\'s spend; the checkout preview said so', async () => {
    const { client, userId } = await newCustomer();
    const before = loyaltyStatusSchema.parse((await client.get('/api/loyalty/me')).json());
    expect(before).toMatchObject({ spend: 0, tier: { key: 'silver' }, nextTier: { key: 'gold' }, toNextTier: 50_000, toKeepTier: 0, cashbackEarned: 0 });

    const order = await openOrder(client);
    const expected = Math.floor(order.total / 100);
    expect(expected).toBeGreaterThan(0);
    expect(cashbackPreviewSchema.parse((await client.get(`/api/loyalty/cashback-preview?orderId=${order.orderId}`)).json())).toEqual({
      orderId: order.orderId,
      tierName: 'Silver',
      cashbackBasisPoints: 100,
      amount: expected,
    });
    // another customer's order is not theirs to preview
    expect((await (await newCustomer()).client.get(`/api/loyalty/cashback-preview?orderId=${order.orderId}`)).json().code).toBe('ORDER_NOT_FOUND');

    const credit = await promoCredit(client);
    await payOrder(client, userId, order);
    expect(await promoCredit(client)).toBe(credit + expected);
    expect(await ledgerRows(userId, order.orderId)).toEqual([{ amount: expected, kind: 'grant', reason: `VIP cashback 1% (Silver) on order ${order.orderId}` }]);

    // the step run again for the same paid order (a replayed report) credits nothing more
    const paid = await t.app.db.selectFrom('orders').selectAll().where('id', '=', order.orderId).executeTakeFirstOrThrow();
    const user = await t.app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    await t.app.db.transaction().execute((trx) => creditLoyaltyCashback(trx, recordDepsOf(t.app), { order: paid, items: [], user, invoice: {} as never, now: clock.now() }));
    expect(await ledgerRows(userId, order.orderId)).toHaveLength(1);

    const after = loyaltyStatusSchema.parse((await client.get('/api/loyalty/me')).json());
    expect(after).toMatchObject({ spend: order.total, toNextTier: 50_000 - order.total, cashbackEarned: expected, recent: [{ orderId: order.orderId, amount: expected, reversed: false }] });
  });

  it('a refund gives the money back to the balance and takes the cashback back, once; only staff refund', async () => {
    const { client, userId } = await newCustomer();
    const order = await openOrder(client);
    await payOrder(client, userId, order);
    const cashback = Math.floor(order.total / 100);
    const credit = await promoCredit(client);

    expect((await client.send('POST', `/api/admin/orders/${order.orderId}/refund`, { reason: 'customer asked' })).statusCode).toBe(403);
    const refund = await staff.send('POST', `/api/admin/orders/${order.orderId}/refund`, { reason: 'customer asked' });
    expect(refund.statusCode).toBe(200);
    expect(orderRefundSchema.parse(refund.json())).toEqual({ orderId: order.orderId, amount: order.total, promoCredit: 0, cashbackReversed: cashback, referralClawedBack: 0 });
    expect(await promoCredit(client)).toBe(credit - cashback);
    expect(await t.app.db.selectFrom('balance_ledger').select(['amount', 'kind']).where('reference', '=', order.orderId).where('kind', '=', 'refund').execute()).toEqual([{ amount: order.total, kind: 'refund' }]);
    expect((await ledgerRows(userId, order.orderId)).map((row) => row.amount)).toEqual([cashback, -cashback]);
    expect(loyaltyStatusSchema.parse((await client.get('/api/loyalty/me')).json())).toMatchObject({ spend: 0, cashbackEarned: 0 });

    const again = await staff.send('POST', `/api/admin/orders/${order.orderId}/refund`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ORDER_STATUS_INVALID');
    expect(await ledgerRows(userId, order.orderId)).toHaveLength(2);
    const audit = await t.app.db.selectFrom('staff_audit').selectAll().where('target', '=', `order:${order.orderId}`).execute();
    expect(audit.map((row) => [row.area, row.action, row.reason])).toEqual([['payment', 'refund order', 'customer asked']]);
  });

  it('the same paid event run at once many times credits the cashback once (PostgreSQL)', { skip: onPostgres ? false : 'needs PostgreSQL: PGlite runs one connection' }, async () => {
    const { client, userId } = await newCustomer();
    const order = await openOrder(client);
    expect((await staff.send('POST', `/api/admin/users/${userId}/balance-adjustments`, { amount: order.total, reason: 'test credit' })).statusCode).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => client.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': `race-${order.orderId}-${i}` } })),
    );
    expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    const paid = await t.app.db.selectFrom('orders').selectAll().where('id', '=', order.orderId).executeTakeFirstOrThrow();
    const user = await t.app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    await Promise.all(
      Array.from({ length: 8 }, () => t.app.db.transaction().execute((trx) => creditLoyaltyCashback(trx, recordDepsOf(t.app), { order: paid, items: [], user, invoice: {} as never, now: clock.now() }))),
    );
    expect(await ledgerRows(userId, order.orderId)).toHaveLength(1);
  });
});

describe('the affiliate programme', () => {
  let referrer: Awaited<ReturnType<typeof newCustomer>>;
  let code: string;

  before(async () => {
    // Staff set rules a domain order reaches: $5 per referral, any first order, 30 days to mature.
    const saved = await staff.send('PUT', '/api/admin/affiliate/rules', { active: true, reward: 500, minOrderTotal: 0, maturityDays: 30, description: 'Test rules', descriptionKm: 'ច្បាប់សាកល្បង', reason: 'test' });
    expect(saved.statusCode).toBe(200);
    referrer = await newCustomer();
    const joined = affiliateDashboardSchema.parse((await referrer.client.send('POST', '/api/affiliate/join')).json());
    expect(joined).toMatchObject({ joined: true, visits: 0, signUps: 0, qualified: 0, creditEarned: 0 });
    code = joined.code!;
    expect(joined.linkPath).toBe(`/?ref=${code}`);
    // joining again keeps the code
    expect(affiliateDashboardSchema.parse((await referrer.client.send('POST', '/api/affiliate/join')).json()).code).toBe(code);
  });

  it('publishes the active rules', async () => {
    expect(affiliateRulesSchema.parse((await new Client(t.app).get('/api/affiliate/rules/active')).json()).rules).toMatchObject({ reward: 500, minOrderTotal: 0, maturityDays: 30, description: 'Test rules' });
  });

  it('counts a visit of the referral link once per browser and keeps the code for sign-up', async () => {
    const visitor = new Client(t.app);
    await visitor.get(`/?ref=${code}`);
    expect(visitor.cookie('referral_code')).toBe(code);
    await visitor.get(`/domain?ref=${code}`);
    await new Client(t.app).get(`/?ref=${code.toLowerCase()}`);
    await new Client(t.app).get('/?ref=NOSUCHCODE');
    expect(affiliateDashboardSchema.parse((await referrer.client.get('/api/affiliate/me')).json()).visits).toBe(2);
  });

  it('refuses an unknown code, one\'s own mailbox, and a second account of someone already referred — no account is made', async () => {
    const unknown = await signUp({ referralCode: 'ZZZZ9999' });
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.response.json().details.fields).toEqual([{ path: 'referralCode', message: 'Invalid referral code' }]);
    expect(unknown.userId).toBeNull();

    const [local, domain] = referrer.email.split('@');
    const own = await signUp({ email: `${local}+again@${domain}`, referralCode: code });
    expect(own.response.statusCode).toBe(409);
    expect(own.response.json()).toMatchObject({ code: 'NOT_ELIGIBLE', details: { fields: [{ path: 'referralCode', message: 'You cannot use your own referral code' }] } });
    expect(own.userId).toBeNull();

    const mailbox = `sok.dara${Date.now()}`;
    const first = await signUp({ email: `${mailbox}@gmail.com`, referralCode: code });
    expect(first.response.statusCode).toBe(201);
    // the same Gmail mailbox written without its dots and with a +tag
    const second = await signUp({ email: `${mailbox.replaceAll('.', '')}+2@gmail.com`, referralCode: code });
    expect(second.response.statusCode).toBe(409);
    expect(second.response.json().code).toBe('NOT_ELIGIBLE');
    expect(second.userId).toBeNull();
  });

  it('credits the referrer after the referred customer\'s first paid order has matured, and claws it back on a refund', async () => {
    const referred = await newCustomer(code);
    let dashboard = affiliateDashboardSchema.parse((await referrer.client.get('/api/affiliate/me')).json());
    const signUps = dashboard.signUps;
    expect(dashboard.referrals[0]).toMatchObject({ customer: 'D*** K.', status: 'signedUp' });

    const order = await openOrder(referred.client);
    await payOrder(referred.client, referred.userId, order);
    dashboard = affiliateDashboardSchema.parse((await referrer.client.get('/api/affiliate/me')).json());
    expect(dashboard).toMatchObject({ signUps, pending: 1, qualified: 0, creditEarned: 0 });
    expect(dashboard.referrals.find((referral) => referral.status === 'pending')).toMatchObject({ reward: 500, maturesAt: new Date(clock.now().getTime() + 30 * 86_400_000).toISOString() });
    const credit = await promoCredit(referrer.client);

    // a second paid order does not qualify it again
    const second = await openOrder(referred.client);
    await payOrder(referred.client, referred.userId, second);

    clock.advanceDays(29);
    expect(affiliateDashboardSchema.parse((await referrer.client.get('/api/affiliate/me')).json())).toMatchObject({ pending: 1, qualified: 0 });
    clock.advanceDays(2);
    dashboard = affiliateDashboardSchema.parse((await referrer.client.get('/api/affiliate/me')).json());
    expect(dashboard).toMatchObject({ pending: 0, qualified: 1, creditEarned: 500 });
    expect(await promoCredit(referrer.client)).toBe(credit + 500);
    // read again (the job and the dashboard both mature): credited once
    affiliateDashboardSchema.parse((await referrer.client.get('/api/affiliate/me')).json());
    expect(await ledgerRows(referrer.userId, `referral:${referred.userId}`)).toEqual([{ amount: 500, kind: 'grant', reason: `Affiliate reward: referred customer's order ${order.orderId}` }]);

    const refund = await staff.send('POST', `/api/admin/orders/${order.orderId}/refund`, { reason: 'chargeback' });
    expect(orderRefundSchema.parse(refund.json()).referralClawedBack).toBe(500);
    expect(await promoCredit(referrer.client)).toBe(credit);
    expect(affiliateDashboardSchema.parse((await referrer.client.get('/api/affiliate/me')).json())).toMatchObject({ qualified: 0, creditEarned: 0 });
    expect(await t.app.db.selectFrom('affiliate_referrals').select(['status', 'clawed_back']).where('referred_user_id', '=', referred.userId).executeTakeFirstOrThrow()).toEqual({ status: 'clawedBack', clawed_back: 500 });
  });

  const phoneOf = async (userId: string) => (await t.app.db.selectFrom('users').select('phone_number').where('id', '=', userId).executeTakeFirstOrThrow()).phone_number!;
  const referralOf = (userId: string) => t.app.db.selectFrom('affiliate_referrals').select(['status', 'order_id']).where('referred_user_id', '=', userId).executeTakeFirst();

  it("issue 28.3: a second account with the referrer's phone in local form is refused at sign-up (PHONE_EXISTS): no account, no referral", async () => {
    const local = `0${(await phoneOf(referrer.userId)).slice(4)}`;
    const second = await signUp({ phoneNumber: local, referralCode: code });
    expect(second.response.statusCode).toBe(409);
    expect(second.response.json().code).toBe('PHONE_EXISTS');
    expect(second.userId).toBeNull();
  });

  it('issue 28.3: a referred customer earns its referrer nothing until its phone is verified by SMS code; verified, the next paid order qualifies', async () => {
    const referred = await newCustomer(code, false);
    await payOrder(referred.client, referred.userId, await openOrder(referred.client));
    expect(await referralOf(referred.userId)).toEqual({ status: 'signedUp', order_id: null });
    await verifyPhone(t.app, referred.client);
    const next = await openOrder(referred.client);
    await payOrder(referred.client, referred.userId, next);
    expect(await referralOf(referred.userId)).toEqual({ status: 'pending', order_id: next.orderId });
  });

  it("issue 28.3: a card is the referrer's when the provider's fingerprint of its number is, not when only its brand, last four and expiry are", async () => {
    // another Visa number ending in 3220 with the same expiry: what the old comparison took for the same card
    const lookalike = Array.from({ length: 10 }, (_, digit) => `40000000001${digit}3220`).find(luhnValid)!;
    expect(lookalike).not.toBe(SAME_CARD);
    await addCard(t.app, referrer.client, SAME_CARD);
    const other = await newCustomer(code);
    await addCard(t.app, other.client, lookalike);
    const [theirs, mine] = await Promise.all([referrer.userId, other.userId].map((id) => t.app.db.selectFrom('saved_cards').select(['brand', 'last4', 'exp_month', 'exp_year', 'fingerprint']).where('user_id', '=', id).executeTakeFirstOrThrow()));
    expect({ ...mine, fingerprint: undefined }).toEqual({ ...theirs, fingerprint: undefined });
    expect(mine!.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(mine!.fingerprint).not.toBe(theirs!.fingerprint);
    expect(await sameCustomer(t.app.db, { id: other.userId, email: other.email, phone_number: null }, referrer.userId)).toBeNull();

    const same = await newCustomer(code);
    await addCard(t.app, same.client, SAME_CARD, { expiry: '11/38' });
    expect(await sameCustomer(t.app.db, { id: same.userId, email: same.email, phone_number: null }, referrer.userId)).toBe('sameCard');
  });

  it("issue 28.3: the reward is refused, with its reason recorded, when the referred account saved the referrer's card (cards saved before fingerprints compare brand, last four and expiry)", async () => {
    const referred = await newCustomer(code);
    const card = (userId: string, n: number) => ({ id: `card-28-3-${n}-${userId.slice(0, 8)}`, user_id: userId, provider: 'sandbox', token: `tok-28-3-${n}-${userId}`, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031, created_at: clock.now(), removed_at: null });
    await t.app.db.insertInto('saved_cards').values([card(referrer.userId, 1), card(referred.userId, 2)]).execute();
    const credit = await promoCredit(referrer.client);
    const order = await openOrder(referred.client);
    await payOrder(referred.client, referred.userId, order);
    expect(await referralOf(referred.userId)).toEqual({ status: 'signedUp', order_id: null });
    expect(await t.app.db.selectFrom('affiliate_refusals').select(['referrer_user_id', 'reason', 'order_id']).where('referred_user_id', '=', referred.userId).execute()).toEqual([
      { referrer_user_id: referrer.userId, reason: 'sameCard', order_id: order.orderId },
    ]);
    // refused for good: a later order does not qualify it, and nothing matures
    await payOrder(referred.client, referred.userId, await openOrder(referred.client));
    expect((await referralOf(referred.userId))?.status).toBe('signedUp');
    clock.advanceDays(31);
    expect(await promoCredit(referrer.client)).toBe(credit);
    expect(await ledgerRows(referrer.userId, `referral:${referred.userId}`)).toEqual([]);
  });

  it("issue 28.3: the referrer's phone however written, or its mailbox with dots or a +tag, is the referrer (sameCustomer)", async () => {
    const phone = await phoneOf(referrer.userId);
    const [local = '', domain = ''] = referrer.email.split('@');
    const other = { id: 'someone-else', email: 'someone.else@example.com', phone_number: '+85569000999' };
    expect(await sameCustomer(t.app.db, { ...other, phone_number: `0${phone.slice(4)}` }, referrer.userId)).toBe('samePhone');
    expect(await sameCustomer(t.app.db, { ...other, phone_number: `${phone.slice(1, 4)} ${phone.slice(4)}` }, referrer.userId)).toBe('samePhone');
    expect(await sameCustomer(t.app.db, { ...other, email: `${local}+shop@${domain}` }, referrer.userId)).toBe('sameEmail');
    expect(await sameCustomer(t.app.db, other, referrer.userId)).toBeNull();
  });

  it('a refund before maturity undoes the referral, and a later paid order qualifies it again', async () => {
    const referred = await newCustomer(code);
    const order = await openOrder(referred.client);
    await payOrder(referred.client, referred.userId, order);
    expect(orderRefundSchema.parse((await staff.send('POST', `/api/admin/orders/${order.orderId}/refund`, { reason: 'cancelled' })).json()).referralClawedBack).toBe(0);
    const row = () => t.app.db.selectFrom('affiliate_referrals').select(['status', 'order_id']).where('referred_user_id', '=', referred.userId).executeTakeFirstOrThrow();
    expect(await row()).toEqual({ status: 'signedUp', order_id: null });
    const next = await openOrder(referred.client);
    await payOrder(referred.client, referred.userId, next);
    expect(await row()).toEqual({ status: 'pending', order_id: next.orderId });
  });

  it('answers 404 while the programme is switched off', async () => {
    expect((await staff.send('PATCH', '/api/admin/settings', { flags: { affiliate: false }, reason: 'test' })).statusCode).toBe(200);
    expect((await referrer.client.get('/api/affiliate/me')).statusCode).toBe(404);
    expect((await new Client(t.app).get('/api/affiliate/rules/active')).statusCode).toBe(404);
    expect((await staff.send('PATCH', '/api/admin/settings', { flags: { affiliate: true }, reason: 'test' })).statusCode).toBe(200);
  });
});

describe('staff change the programmes', () => {
  it('a customer cannot; staff replace the tiers, add a period (never overlapping) and change the programme, each audited', async () => {
    const customer = new Client(t.app);
    expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
    expect((await customer.get('/api/admin/programmes')).statusCode).toBe(403);
    const current = staffProgrammesSchema.parse((await staff.get('/api/admin/programmes')).json());
    expect(current.tiers).toHaveLength(4);

    const badLadder = await staff.send('PUT', '/api/admin/loyalty/tiers', { tiers: [current.tiers[1], current.tiers[0]], reason: 'reorder tiers' });
    expect(badLadder.statusCode).toBe(400);
    const tiers = [...current.tiers.slice(0, 3), { key: 'elite', name: 'Elite', nameKm: 'ឥស្សរជន', minSpend: 1_000_000, cashbackBasisPoints: 700, color: '#111827' }];
    const saved = await staff.send('PUT', '/api/admin/loyalty/tiers', { tiers, reason: 'new top tier' });
    expect(saved.statusCode).toBe(200);
    expect(staffProgrammesSchema.parse(saved.json()).tiers.map((tier) => tier.key)).toEqual(['silver', 'gold', 'platinum', 'elite']);
    expect(loyaltyTiersSchema.parse((await new Client(t.app).get('/api/loyalty/ranking-configs')).json()).tiers[3]?.name).toBe('Elite');

    const overlapping = await staff.send('POST', '/api/admin/loyalty/periods', { name: 'Overlap', nameKm: 'ត្រួត', startsAt: '2026-12-01T00:00:00Z', endsAt: '2027-02-01T00:00:00Z', reason: 'overlap test' });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().details.fields[0]).toEqual({ path: 'startsAt', message: 'The period overlaps another period' });
    const later = current.periods[0]!;
    const added = await staff.send('POST', '/api/admin/loyalty/periods', { name: 'Next', nameKm: 'បន្ទាប់', startsAt: later.endsAt, endsAt: '2029-01-01T00:00:00Z', reason: 'plan ahead' });
    expect(added.statusCode).toBe(201);

    const program = await staff.send('PUT', '/api/admin/loyalty/program-config', { ...current.program!, id: undefined, maxCashbackPerOrder: 5_000, reason: 'cap' });
    expect(program.statusCode).toBe(200);
    expect(staffProgrammesSchema.parse(program.json()).program?.maxCashbackPerOrder).toBe(5_000);

    const audit = await t.app.db.selectFrom('staff_audit').select(['area', 'action', 'reason']).where('area', '=', 'programme').orderBy('id').execute();
    expect(audit.map((row) => [row.action, row.reason])).toEqual(expect.arrayContaining([['loyalty tiers', 'new top tier'], ['add loyalty period', 'plan ahead'], ['loyalty programme', 'cap'], ['affiliate rules', 'test']]));
    const listed = (await staff.get('/api/admin/audit?area=programme')).json() as { items: { action: string }[] };
    expect(listed.items.length).toBeGreaterThanOrEqual(4);
  });
});
