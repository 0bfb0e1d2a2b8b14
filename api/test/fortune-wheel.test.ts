import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { fortuneWheelStateSchema, promoCreditTotalSchema, rewardHistorySchema, spinResultSchema, spinTotalSchema, wheelCheckInfoSchema, type StaffWheelList, type WheelInput } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { WHEEL_NEWCOMER } from '../src/db/seed/fortune-wheel';
import { settingsOf } from '../src/flags';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { ensureBilling } from './helpers/contacts';
import { namesWithStatus } from './helpers/domains';
import { codeIn, lastMail } from './helpers/mail';
import { verifyPhone } from './helpers/phone';

const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let customer: Client;
let staff: Client;
let customerId: string;
let wheelId: string;
let seq = 0;

const wheel = (overrides: Partial<WheelInput> = {}): WheelInput => ({
  name: 'Test wheel',
  nameKm: 'កង់សាកល្បង',
  description: '',
  descriptionKm: '',
  startsAt: new Date('2026-11-20T00:00:00Z'),
  endsAt: new Date('2026-12-31T00:00:00Z'),
  active: true,
  minOrderTotal: 0,
  spinsPerOrder: 2,
  prizes: [
    { kind: 'promoCredit', label: '$2 promo credit', labelKm: 'ឥណទាន $2', amount: 200, discountType: null, packages: null, validDays: 30, weight: 1, stock: null, color: '#2563eb' },
    // out of stock: never drawn, however heavy
    { kind: 'voucher', label: '$10 off', labelKm: 'បញ្ចុះ $10', amount: 1000, discountType: 'fixed', packages: null, validDays: 30, weight: 1000, stock: 0, color: '#16a34a' },
  ],
  ...overrides,
});

const promoCredit = async (client = customer) => promoCreditTotalSchema.parse((await client.get('/api/user/promo-credit/total')).json()).total;
const spins = async (client = customer) => spinTotalSchema.parse((await client.get(`/api/users/spin-total/${wheelId}`)).json());
/** The wheel's runtime switch, as staff set it (the stored flags; the settings cache cleared). */
const checkInfo = async (client = customer) => wheelCheckInfoSchema.parse((await client.get('/api/users/check-info-fortune-wheel')).json());
const switchWheel = async (on: boolean) => {
  await t.app.db.updateTable('runtime_settings').set({ value: JSON.stringify({ ...(await settingsOf(t.app).read()).flags, fortuneWheel: on }) }).where('key', '=', 'flags').execute();
  settingsOf(t.app).clear();
};

before(async () => {
  t = await createTestApp({ flags: { ...(await import('../src/config')).loadConfig({}).flags, fortuneWheel: true } }, { clock });
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
  // the seeded wheel, changed by staff to a known one
  wheelId = (await t.app.db.selectFrom('fortune_wheels').select('id').executeTakeFirstOrThrow()).id;
  const saved = await staff.send('PUT', `/api/admin/fortune-wheels/${wheelId}`, wheel());
  expect(saved.statusCode).toBe(200);
});
after(() => t.close());

describe('staff changes to a wheel', () => {
  it('are in the one audit log, with the wheel and its prizes as they became', async () => {
    const audit = (await staff.get(`/api/admin/audit?area=programme&target=wheel:${wheelId}`)).json() as { items: { action: string; actor: string; after: { wheel?: { id: string } } | null }[] };
    expect(audit.items.length).toBeGreaterThanOrEqual(1);
    expect(audit.items[0]).toMatchObject({ action: 'change wheel', actor: STAFF.login, after: { wheel: { id: wheelId } } });
  });

  it('limit a voucher prize to packages of the catalogue: unknown codes refused with nothing changed, repeats dropped, none named = every package', async () => {
    const listed = async () => ((await staff.get('/api/admin/fortune-wheels')).json() as StaffWheelList).items.find((item) => item.id === wheelId)!;
    const base = wheel();
    const limited = (packages: string[] | null, kind: WheelInput['prizes'][number]['kind'] = 'voucher'): WheelInput => ({ ...base, prizes: [base.prizes[0]!, { ...base.prizes[1]!, kind, packages }] });

    const unknown = await staff.send('PUT', `/api/admin/fortune-wheels/${wheelId}`, limited(['sh-lite', 'sh-nope']));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'BAD_REQUEST', details: { fields: [{ path: 'prizes.1.packages.1', message: 'Not a package of the catalogue' }] } });
    expect((await listed()).prizes.map((prize) => prize.packages)).toEqual([null, null]);

    expect((await staff.send('PUT', `/api/admin/fortune-wheels/${wheelId}`, limited(['sh-lite', 'wp-basic', 'sh-lite']))).statusCode).toBe(200);
    expect((await listed()).prizes[1]).toMatchObject({ kind: 'voucher', packages: ['sh-lite', 'wp-basic'] });
    expect((await staff.send('PUT', `/api/admin/fortune-wheels/${wheelId}`, limited(['cs-baby-cloud-1'], 'freeMonths'))).statusCode).toBe(200);
    expect((await listed()).prizes[1]).toMatchObject({ kind: 'freeMonths', packages: ['cs-baby-cloud-1'] });
    // a prize that gives no voucher keeps no packages; an empty list is every package
    expect((await staff.send('PUT', `/api/admin/fortune-wheels/${wheelId}`, limited(['sh-lite'], 'promoCredit'))).statusCode).toBe(200);
    expect((await listed()).prizes[1]!.packages).toBeNull();
    expect((await staff.send('PUT', `/api/admin/fortune-wheels/${wheelId}`, limited([]))).statusCode).toBe(200);
    expect((await listed()).prizes[1]!.packages).toBeNull();
    expect((await staff.send('PUT', `/api/admin/fortune-wheels/${wheelId}`, wheel())).statusCode).toBe(200);
  });
});

describe('the wheel and its state', () => {
  it('shows the running wheel with its prizes in the request\'s language, guests included', async () => {
    const state = fortuneWheelStateSchema.parse((await new Client(t.app).get('/api/fortune-wheel')).json());
    expect(state.state).toBe('running');
    expect(state.wheel?.prizes.map((prize) => prize.label)).toEqual(['$2 promo credit', '$10 off']);
    const km = fortuneWheelStateSchema.parse((await new Client(t.app).request({ method: 'GET', url: '/api/fortune-wheel', headers: { 'x-locale': 'km' } })).json());
    expect(km.wheel?.name).toBe('កង់សាកល្បង');
  });

  it('reads not started, ended, out of prizes and promotion ended from the dates, the stock and the switch', async () => {
    const stateAt = async (input: WheelInput) => {
      expect((await staff.send('PUT', `/api/admin/fortune-wheels/${wheelId}`, input)).statusCode).toBe(200);
      return fortuneWheelStateSchema.parse((await customer.get('/api/fortune-wheel')).json());
    };
    const later = await stateAt(wheel({ startsAt: new Date('2026-12-01T00:00:00Z') }));
    expect(later).toMatchObject({ state: 'notStarted', wheel: { startsAt: '2026-12-01T00:00:00.000Z' } });
    // the customer holds spins on it, but a wheel not running cannot be spun: check-info says so as use-spin would
    expect((await checkInfo()).spinRefusal).toBe('AN_ERROR_OCCURRED_WHEN_SPIN');
    expect((await stateAt(wheel({ startsAt: new Date('2026-11-01T00:00:00Z'), endsAt: new Date('2026-11-10T00:00:00Z') }))).state).toBe('ended');
    expect((await stateAt(wheel({ active: false }))).state).toBe('promotionEnded');
    const empty = wheel();
    empty.prizes = empty.prizes.map((prize) => ({ ...prize, stock: 0 }));
    expect((await stateAt(empty)).state).toBe('outOfPrizes');
    expect((await stateAt(wheel())).state).toBe('running');
  });

  it('refuses a wheel whose end is not after its start, and a customer changing wheels', async () => {
    expect((await staff.send('POST', '/api/admin/fortune-wheels', wheel({ endsAt: new Date('2026-11-01T00:00:00Z') }))).statusCode).toBe(400);
    expect((await customer.send('POST', '/api/admin/fortune-wheels', wheel())).statusCode).toBe(403);
  });
});

describe('spinning', () => {
  it('the seeded customer holds the welcome spins, is ready (phone, verified email), and a spin credits the prize at once', async () => {
    const info = await checkInfo();
    expect(info).toMatchObject({ ready: true, missing: [], spinRefusal: null });
    const before = await spins();
    expect(before.remaining).toBeGreaterThan(0);
    const creditBefore = await promoCredit();

    const response = await customer.send('POST', '/api/users/use-spin', { wheelId });
    expect(response.statusCode).toBe(200);
    const result = spinResultSchema.parse(response.json());
    expect(result).toMatchObject({ award: '$2 promo credit', promoCredit: 200, voucherCode: null, remaining: before.remaining - 1 });
    expect(await promoCredit()).toBe(creditBefore + 200);
    const row = await t.app.db.selectFrom('promo_credit_ledger').selectAll().where('reference', '=', result.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'grant', amount: 200 });
    expect((await spins()).remaining).toBe(before.remaining - 1);

    expect(spinResultSchema.parse((await customer.get(`/api/users/fortune-wheel-spin-result/${result.id}`)).json())).toMatchObject({ id: result.id, award: '$2 promo credit' });
    const history = rewardHistorySchema.parse((await new Client(t.app).get(`/api/fortune-wheel/${wheelId}/reward-histories`)).json());
    expect(history.items[0]).toMatchObject({ id: result.id, customer: 'De*** C.', award: '$2 promo credit' });
  });

  it('a voucher prize lands in the wallet as a one-use voucher of the customer\'s own', async () => {
    const input = wheel();
    input.prizes = [
      { ...input.prizes[1]!, stock: 1, weight: 1 },
      { ...input.prizes[0]!, stock: 0 },
    ];
    expect((await staff.send('PUT', `/api/admin/fortune-wheels/${wheelId}`, input)).statusCode).toBe(200);
    const result = spinResultSchema.parse((await customer.send('POST', '/api/users/use-spin', { wheelId })).json());
    expect(result.voucherCode).toMatch(/^WHEEL-[A-Z2-9]{8}$/);
    const voucher = await t.app.db.selectFrom('vouchers').selectAll().where('code', '=', result.voucherCode!).executeTakeFirstOrThrow();
    expect(voucher).toMatchObject({ discount_type: 'fixed', value: 1000, max_uses: 1, per_user_once: true });
    expect(new Date(voucher.valid_until!).toISOString()).toBe(new Date(clock.now().getTime() + 30 * 86_400_000).toISOString());
    const wallet = await t.app.db.selectFrom('user_vouchers').selectAll().where('user_id', '=', customerId).execute();
    expect(wallet).toEqual([expect.objectContaining({ voucher_code: result.voucherCode, source: 'fortune-wheel', source_reference: result.id })]);
    // its stock of 1 is gone: the wheel is out of prizes, and a spin then is refused and kept
    expect(fortuneWheelStateSchema.parse((await customer.get('/api/fortune-wheel')).json()).state).toBe('outOfPrizes');
    const kept = (await spins()).remaining;
    expect(kept).toBeGreaterThan(0);
    expect(await checkInfo()).toMatchObject({ ready: true, spinRefusal: 'AN_ERROR_OCCURRED_WHEN_SPIN' });
    const refused = await customer.send('POST', '/api/users/use-spin', { wheelId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('AN_ERROR_OCCURRED_WHEN_SPIN');
    expect((await spins()).remaining).toBe(kept);
    expect((await staff.send('PUT', `/api/admin/fortune-wheels/${wheelId}`, wheel())).statusCode).toBe(200);
  });

  it('when the spins are used up: YOUR_SPIN_IS_OVER, nothing credited', async () => {
    let left = (await spins()).remaining;
    while (left > 0) {
      expect((await customer.send('POST', '/api/users/use-spin', { wheelId })).statusCode).toBe(200);
      left -= 1;
    }
    const credit = await promoCredit();
    // check-info tells it before a spin is tried: the page shows the message instead of the spin button
    expect(await checkInfo()).toMatchObject({ ready: true, missing: [], spinRefusal: 'YOUR_SPIN_IS_OVER' });
    const over = await customer.send('POST', '/api/users/use-spin', { wheelId });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('YOUR_SPIN_IS_OVER');
    expect(await promoCredit()).toBe(credit);
  });

  it('a paid order earns the wheel\'s spins once; check-spin tells them', async () => {
    const before = (await spins()).remaining;
    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', `wheel${seq++}-${Date.now() % 100000}`);
    expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', years: 1, action: 'register', domain: name }] })).statusCode).toBe(200);
    const order = (await customer.send('POST', '/api/checkout/init')).json() as { orderId: string; total: number };
    await ensureBilling(customer, order.orderId);
    expect((await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 20_000, reason: 'test credit' })).statusCode).toBe(200);
    const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': `wheel-${Date.now()}` } });
    expect(paid.statusCode).toBe(200);
    expect((await spins()).remaining).toBe(before + 2);
    expect((await checkInfo()).spinRefusal).toBeNull();
    expect((await customer.get(`/api/fortune-wheel/check-spin?reference=${order.orderId}&type=order`)).json()).toEqual({ reference: order.orderId, type: 'order', wheelId, spins: 2 });
    expect((await customer.get('/api/fortune-wheel/check-spin?reference=nothing-here&type=order')).json()).toMatchObject({ spins: 0, wheelId: null });
  });

  it('a paid order earns no spin while the wheel\'s switch is off, and none shows when it is switched on again', async () => {
    const before = (await spins()).remaining;
    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', `wheeloff${seq++}-${Date.now() % 100000}`);
    expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', years: 1, action: 'register', domain: name }] })).statusCode).toBe(200);
    const order = (await customer.send('POST', '/api/checkout/init')).json() as { orderId: string; total: number };
    await ensureBilling(customer, order.orderId);
    expect((await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 20_000, reason: 'test credit' })).statusCode).toBe(200);
    await switchWheel(false);
    try {
      const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': `wheel-off-${Date.now()}` } });
      expect(paid.statusCode).toBe(200);
    } finally {
      await switchWheel(true);
    }
    expect((await spins()).remaining).toBe(before);
    expect((await customer.get(`/api/fortune-wheel/check-spin?reference=${order.orderId}&type=order`)).json()).toMatchObject({ spins: 0, wheelId: null });
    expect(await t.app.db.selectFrom('fortune_wheel_spin_grants').select('id').where('reference', '=', order.orderId).execute()).toEqual([]);
  });

  it('issue 28.3: a customer without a verified phone number or a verified email is told what is missing, and may not spin until both are done', async () => {
    const client = new Client(t.app);
    const email = `wheel.new.${Date.now()}@example.com`;
    const signUp = await client.send('POST', '/api/users', { firstName: 'Sokha', lastName: 'Chan', email, password: 'Strong-pass1', passwordConfirmation: 'Strong-pass1', phoneNumber: '+85517000222' });
    expect(signUp.statusCode).toBe(201);
    const userId = (await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    // as an account made by a third-party login: no phone number yet
    await t.app.db.updateTable('users').set({ phone_number: null }).where('id', '=', userId).execute();
    await t.app.db.insertInto('fortune_wheel_spin_totals').values({ wheel_id: wheelId, user_id: userId, earned: 1, used: 0 }).execute();

    expect(wheelCheckInfoSchema.parse((await client.get('/api/users/check-info-fortune-wheel')).json())).toMatchObject({
      ready: false,
      missing: ['NEED_TO_PROVIDE_PHONE_NUMBER', 'NEED_TO_VERIFY_EMAIL'],
    });
    const noPhone = await client.send('POST', '/api/users/use-spin', { wheelId });
    expect(noPhone.statusCode).toBe(409);
    expect(noPhone.json().code).toBe('NEED_TO_PROVIDE_PHONE_NUMBER');

    // the phone another customer has is refused (the profile's rule), a new one accepted
    expect((await client.send('PATCH', '/api/users/phone-number', { phoneNumber: '+85512345678' })).json().code).toBe('PHONE_EXISTS');
    expect((await client.send('PATCH', '/api/users/phone-number', { phoneNumber: '+85517000111' })).statusCode).toBe(200);
    // issue 28.3: a number alone does not let the customer spin; its SMS code confirmed, it does
    expect(await checkInfo(client)).toMatchObject({ missing: ['NEED_TO_PROVIDE_PHONE_NUMBER', 'NEED_TO_VERIFY_EMAIL'], phoneNumber: '+85517000111', phoneVerified: false });
    expect((await client.send('POST', '/api/users/use-spin', { wheelId })).json().code).toBe('NEED_TO_PROVIDE_PHONE_NUMBER');
    await verifyPhone(t.app, client);
    expect(await checkInfo(client)).toMatchObject({ missing: ['NEED_TO_VERIFY_EMAIL'], phoneVerified: true });
    const noEmail = await client.send('POST', '/api/users/use-spin', { wheelId });
    expect(noEmail.json().code).toBe('NEED_TO_VERIFY_EMAIL');

    expect((await client.send('POST', '/api/user/otp/send-email')).statusCode).toBe(200);
    const code = codeIn((await lastMail(t.app, email, 'verify-email')).text);
    expect((await client.send('PATCH', '/api/users/verify-email', { code })).statusCode).toBe(200);
    expect(await checkInfo(client)).toMatchObject({ ready: true, missing: [], spinRefusal: null });
    const spun = await client.send('POST', '/api/users/use-spin', { wheelId });
    expect(spun.statusCode).toBe(200);
    const mine = spinResultSchema.parse(spun.json()).id;
    const history = rewardHistorySchema.parse((await client.get(`/api/fortune-wheel/${wheelId}/reward-histories`)).json());
    expect(history.items.find((item) => item.id === mine)?.customer).toBe('So*** C.');
    // another customer's spin result is not theirs to read
    expect((await customer.get(`/api/users/fortune-wheel-spin-result/${mine}`)).statusCode).toBe(404);
  });

  it('the seeded newcomer (the e2e\'s account) has not joined yet: no phone, email not verified, welcome spins waiting', async () => {
    const client = new Client(t.app);
    expect((await client.login(WHEEL_NEWCOMER.email, WHEEL_NEWCOMER.password)).statusCode).toBe(200);
    expect(await checkInfo(client)).toMatchObject({ ready: false, missing: ['NEED_TO_PROVIDE_PHONE_NUMBER', 'NEED_TO_VERIFY_EMAIL'], spinRefusal: null, phoneNumber: null });
    expect((await spins(client)).remaining).toBe(WHEEL_NEWCOMER.spins);
  });

  it('guests are asked to sign in; a wheel switched off answers 404 everywhere', async () => {
    expect((await new Client(t.app).send('POST', '/api/users/use-spin', { wheelId })).statusCode).toBe(401);
    await t.app.db.updateTable('runtime_settings').set({ value: JSON.stringify({ ...(await settingsOf(t.app).read()).flags, fortuneWheel: false }) }).where('key', '=', 'flags').execute();
    settingsOf(t.app).clear();
    try {
      expect((await customer.get('/api/fortune-wheel')).statusCode).toBe(404);
      expect((await customer.send('POST', '/api/users/use-spin', { wheelId })).statusCode).toBe(404);
    } finally {
      await t.app.db.updateTable('runtime_settings').set({ value: JSON.stringify({ ...(await settingsOf(t.app).read()).flags, fortuneWheel: true }) }).where('key', '=', 'flags').execute();
      settingsOf(t.app).clear();
    }
  });
});
