import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { orderRefundSchema, spinResultSchema, spinTotalSchema, walletVoucherListSchema, type WheelInput } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { takeBackWheelSpins } from '../src/promotions/wheel/take-back';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { ensureBilling } from './helpers/contacts';
import { namesWithStatus } from './helpers/domains';

const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let customer: Client;
let staff: Client;
let customerId: string;
let wheelId: string;
let seq = 0;

type Prize = WheelInput['prizes'][number];
const VOUCHER: Prize = { kind: 'voucher', label: '$5 off', labelKm: 'បញ្ចុះ $5', amount: 500, discountType: 'fixed', packages: null, validDays: 30, weight: 1, stock: null, color: '#16a34a' };
const CREDIT: Prize = { kind: 'promoCredit', label: '$2 promo credit', labelKm: 'ឥណទាន $2', amount: 200, discountType: null, packages: null, validDays: 30, weight: 1, stock: null, color: '#2563eb' };

/** The wheel as staff set it: the prize the next spin wins, and one out of stock (never drawn; a wheel has two at least). */
async function wheelGiving(prize: Prize) {
  const gone: Prize = { ...CREDIT, label: '$9 promo credit', labelKm: 'ឥណទាន $9', amount: 900, stock: 0 };
  const input: WheelInput = { name: 'Refund wheel', nameKm: 'កង់សងប្រាក់', description: '', descriptionKm: '', startsAt: new Date('2026-11-20T00:00:00Z'), endsAt: new Date('2026-12-31T00:00:00Z'), active: true, minOrderTotal: 0, spinsPerOrder: 4, prizes: [prize, gone] };
  expect((await staff.send('PUT', `/api/admin/fortune-wheels/${wheelId}`, input)).statusCode).toBe(200);
}

/** Time moves on between the steps, so each has its own instant. */
const later = () => clock.set(new Date(clock.now().getTime() + 60_000));

/** An order of a domain, the cart's voucher on it if one is given, paid from the balance (staff credit it first). */
async function paidOrder(voucher?: string): Promise<{ orderId: string; total: number }> {
  const [name] = await namesWithStatus(t.app, 'available', 1, 'com', `refundwheel${seq++}-${Date.now() % 100000}`);
  expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', years: 1, action: 'register', domain: name }] })).statusCode).toBe(200);
  const voucherAnswer = voucher ? (await customer.send('PUT', '/api/cart/voucher', { code: voucher })).statusCode : 'no voucher';
  expect(voucherAnswer).toBe(voucher ? 200 : 'no voucher');
  const order = (await customer.send('POST', '/api/checkout/init')).json() as { orderId: string; total: number };
  await ensureBilling(customer, order.orderId);
  expect((await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: order.total, reason: 'test credit' })).statusCode).toBe(200);
  const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': `wheel-refund-${order.orderId}` } });
  expect(paid.statusCode).toBe(200);
  later();
  return order;
}

async function spin() {
  const response = await customer.send('POST', '/api/users/use-spin', { wheelId });
  expect(response.statusCode).toBe(200);
  later();
  return spinResultSchema.parse(response.json());
}

const spins = async () => spinTotalSchema.parse((await customer.get(`/api/users/spin-total/${wheelId}`)).json());
const wallet = async () => walletVoucherListSchema.parse((await customer.get('/api/users/vouchers')).json());
const stateOf = async (code: string) => (await wallet()).find((voucher) => voucher.code === code)?.state;
const takebacks = (orderId: string) =>
  t.app.db.selectFrom('wheel_refund_takebacks').select(['outcome', 'spins', 'voucher_code', 'used_order_id', 'promo_credit', 'reason']).where('order_id', '=', orderId).orderBy('created_at').orderBy('outcome').execute();

before(async () => {
  t = await createTestApp({ flags: { ...loadConfig({}).flags, fortuneWheel: true } }, { clock });
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
  wheelId = (await t.app.db.selectFrom('fortune_wheels').select('id').executeTakeFirstOrThrow()).id;
});
after(() => t.close());

describe('a refunded order\'s fortune wheel spins', () => {
  it('issue 28.5: lose what they gave: the unused voucher revoked, the used one recorded, the promo credit taken back, the spins not drawn taken; once', async () => {
    await wheelGiving(VOUCHER);
    const start = await spins();
    const refunded = await paidOrder();
    expect((await spins()).remaining).toBe(start.remaining + 4);
    // Three of the order's four spins drawn: two vouchers, then promo credit; one left.
    const usedVoucher = (await spin()).voucherCode!;
    const unusedVoucher = (await spin()).voucherCode!;
    await wheelGiving(CREDIT);
    expect((await spin()).promoCredit).toBe(200);
    // The first voucher goes on another order, paid (which earns its own four spins).
    const other = await paidOrder(usedVoucher);
    expect(await stateOf(usedVoucher)).toBe('used');
    expect(await stateOf(unusedVoucher)).toBe('available');
    const before = await spins();
    expect(before).toMatchObject({ earned: start.earned + 8, used: start.used + 3 });

    const refund = await staff.send('POST', `/api/admin/orders/${refunded.orderId}/refund`, { reason: 'customer asked' });
    expect(refund.statusCode).toBe(200);
    expect(orderRefundSchema.parse(refund.json()).orderId).toBe(refunded.orderId);

    // The unused voucher is revoked: the wallet says so, and the cart refuses it.
    expect(await stateOf(unusedVoucher)).toBe('revoked');
    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', `refundwheel${seq++}-${Date.now() % 100000}`);
    expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', years: 1, action: 'register', domain: name }] })).statusCode).toBe(200);
    expect((await customer.send('PUT', '/api/cart/voucher', { code: unusedVoucher })).json()).toMatchObject({ code: 'INVALID_VOUCHER' });
    // The used one stays used, recorded with the order it was used on.
    expect(await stateOf(usedVoucher)).toBe('used');
    // The promo credit is taken back on the promo credit ledger, naming the order.
    const ledger = await t.app.db.selectFrom('promo_credit_ledger').select(['amount', 'kind']).where('user_id', '=', customerId).where('reference', '=', refunded.orderId).where('reason', 'like', 'Fortune wheel%').execute();
    expect(ledger).toEqual([{ amount: -200, kind: 'adjustment' }]);
    // Four spins taken back: three drawn (their prizes), one not drawn yet; the other order's four stay.
    expect(await spins()).toMatchObject({ earned: before.earned - 4, used: before.used - 3, remaining: before.remaining - 1 });
    const rows = await takebacks(refunded.orderId);
    expect(rows.map(({ reason: _reason, ...row }) => row).sort((a, b) => a.outcome.localeCompare(b.outcome))).toEqual([
      { outcome: 'promoCredit', spins: 0, voucher_code: null, used_order_id: null, promo_credit: 200 },
      { outcome: 'spins', spins: 1, voucher_code: null, used_order_id: null, promo_credit: 0 },
      { outcome: 'voucherRevoked', spins: 0, voucher_code: unusedVoucher, used_order_id: null, promo_credit: 0 },
      { outcome: 'voucherUsed', spins: 0, voucher_code: usedVoucher, used_order_id: other.orderId, promo_credit: 0 },
    ]);
    expect(rows.find((row) => row.outcome === 'voucherRevoked')!.reason).toContain(`order ${refunded.orderId}, whose spin won it, was refunded`);

    // Twice takes back once: the second refund is refused, and the step run again takes nothing more.
    expect((await staff.send('POST', `/api/admin/orders/${refunded.orderId}/refund`, { reason: 'twice' })).statusCode).toBe(409);
    const order = await t.app.db.selectFrom('orders').select(['id', 'user_id']).where('id', '=', refunded.orderId).executeTakeFirstOrThrow();
    await t.app.db.transaction().execute((trx) => takeBackWheelSpins(trx, order, clock.now()));
    expect(await takebacks(refunded.orderId)).toEqual(rows);
    expect(await spins()).toMatchObject({ earned: before.earned - 4, used: before.used - 3 });
    expect((await t.app.db.selectFrom('promo_credit_ledger').select('id').where('reference', '=', refunded.orderId).where('reason', 'like', 'Fortune wheel%').execute()).length).toBe(1);
  });
});
