import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { cartSchema, checkoutOrderSchema, invoiceSchema, type Cart } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { checkVoucher } from '../src/vouchers/voucher-discount';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { ensureBilling } from './helpers/contacts';
import { namesWithStatus } from './helpers/domains';

const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let customer: Client;
let staff: Client;
let customerId: string;

before(async () => {
  t = await createTestApp({}, { clock });
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
  await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 100_000, reason: 'test credit' });
});
after(() => t.close());

const cartOf = async (response: { json: () => unknown }): Promise<Cart> => cartSchema.parse(response.json());
const applyCode = (code: string) => customer.send('PUT', '/api/cart/voucher', { code });
const addDomain = async () => {
  const [name] = await namesWithStatus(t.app, 'available', 1, 'com', `v${Date.now() % 100000}`);
  expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', years: 1, action: 'register', domain: name }] })).statusCode).toBe(200);
};
const addHosting = async () => expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'shared-hosting', package: 'sh-basic', months: 1 }] })).statusCode).toBe(200);
const emptyCart = async () => {
  for (const item of (await customer.get('/api/cart')).json().items as { key: string }[]) await customer.send('DELETE', '/api/cart/items', { key: item.key });
};
const pay = async () => {
  const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
  await ensureBilling(customer, order.orderId);
  const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': `voucher-${order.orderId}` } });
  expect(paid.statusCode).toBe(200);
  return { order, invoiceId: paid.json().invoiceId as string };
};

describe('voucher discount (pure)', () => {
  const base = { code: 'X', discount_type: 'percent' as const, value: 10, valid_until: null, min_subtotal: 0, categories: null, max_uses: null, per_user_once: false, active: true, description: '' };
  const now = new Date('2026-11-24T00:00:00Z');
  it('percent of eligible items rounded half up, fixed capped at the eligible amount', () => {
    expect(checkVoucher(base, [{ category: 'DOMAIN', amount: 1199 }], now, { total: 0, byUser: 0 })).toEqual({ ok: true, discount: 120 });
    expect(checkVoucher({ ...base, discount_type: 'fixed', value: 500, categories: ['DOMAIN'] }, [{ category: 'DOMAIN', amount: 300 }, { category: 'SSL', amount: 5000 }], now, { total: 0, byUser: 0 })).toEqual({ ok: true, discount: 300 });
    expect(checkVoucher({ ...base, max_uses: 2 }, [{ category: 'DOMAIN', amount: 100 }], now, { total: 2, byUser: 0 })).toEqual({ ok: false, code: 'INVALID_VOUCHER' });
  });
});

describe('/api/cart/voucher', () => {
  it('needs a signed-in customer', async () => {
    expect((await new Client(t.app).send('PUT', '/api/cart/voucher', { code: 'WELCOME10' })).statusCode).toBe(401);
  });

  it('answers the §8 refusals', async () => {
    await addHosting();
    expect((await applyCode('NOPE-123')).json()).toEqual({ code: 'VOUCHER_NOT_FOUND', message: 'Invalid promotion code' });
    expect((await applyCode('expired2025')).json()).toEqual({ code: 'VOUCHER_EXPIRED', message: 'This voucher has expired' });
    expect((await applyCode('PAUSED15')).json()).toEqual({ code: 'INVALID_VOUCHER', message: 'Invalid promotion code' });
    expect((await applyCode('DOMAIN5')).json()).toEqual({ code: 'CANNOT_USE_VOUCHER', message: 'This voucher cannot be used for your cart' });
    expect((await applyCode('BIG20')).json()).toMatchObject({ code: 'CANNOT_USE_VOUCHER' });
    clock.set('2027-11-24T00:00:01Z');
    expect((await applyCode('WELCOME10')).json()).toMatchObject({ code: 'VOUCHER_EXPIRED' });
    clock.set('2026-11-24T09:00:00Z');
    const cart = await cartOf(await customer.get('/api/cart'));
    expect(cart).toMatchObject({ voucher: null, discount: 0, total: cart.subtotal });
    await emptyCart();
  });

  it('DOMAIN5 takes $5 off the domain; checkout puts VAT on the discounted amount; the invoice records it', async () => {
    await addDomain();
    await addHosting();
    const cart = await cartOf(await applyCode('DOMAIN5'));
    expect(cart.voucher).toEqual({ code: 'DOMAIN5', discount: 500 });
    expect(cart).toMatchObject({ discount: 500, total: cart.subtotal - 500 });
    const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
    const vat = Math.floor(((cart.subtotal - 500) * 1000 + 5000) / 10000);
    expect(order).toMatchObject({ subtotal: cart.subtotal, discount: 500, vat, total: cart.subtotal - 500 + vat, voucherCode: 'DOMAIN5' });
    const { invoiceId } = await pay();
    expect(invoiceSchema.parse((await customer.get(`/api/user/invoices/${invoiceId}`)).json())).toMatchObject({ discount: 500, total: order.total });
    expect(await t.app.db.selectFrom('voucher_redemptions').select(['voucher_code', 'discount']).where('order_id', '=', order.orderId).execute()).toEqual([{ voucher_code: 'DOMAIN5', discount: 500 }]);
    expect((await cartOf(await customer.get('/api/cart'))).voucher).toBeNull();
  });

  it('a cart change re-evaluates the voucher: dropped with its reason when no item is eligible any more', async () => {
    await addDomain();
    await addHosting();
    expect((await cartOf(await applyCode('DOMAIN5'))).voucher).toMatchObject({ code: 'DOMAIN5' });
    const domainKey = (await cartOf(await customer.get('/api/cart'))).items.find((item) => item.category === 'DOMAIN')!.key;
    const after = await cartOf(await customer.send('DELETE', '/api/cart/items', { key: domainKey }));
    expect(after).toMatchObject({ voucher: null, voucherNotice: 'This voucher cannot be used for your cart', discount: 0, total: after.subtotal });
    expect(checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json())).toMatchObject({ discount: 0, voucherCode: null });
    expect((await cartOf(await customer.send('DELETE', '/api/cart/voucher'))).voucherNotice).toBeNull();
    await emptyCart();
  });

  it('WELCOME10 is once per customer: NOT_ELIGIBLE after it was used', async () => {
    await addDomain();
    const cart = await cartOf(await applyCode('welcome10'));
    expect(cart.voucher).toEqual({ code: 'WELCOME10', discount: Math.floor((cart.subtotal * 10 + 50) / 100) });
    await pay();
    await addDomain();
    expect((await applyCode('WELCOME10')).json()).toEqual({ code: 'NOT_ELIGIBLE', message: 'You are not eligible for this offer' });
    await emptyCart();
  });

  it('a once-per-user voucher used meanwhile (another order) refuses the payment and changes nothing', async () => {
    await addHosting();
    // The shared hosting trial's voucher, as the trial gives it (into the wallet, after its two steps).
    await t.app.db.insertInto('user_vouchers').values({ id: crypto.randomUUID(), user_id: customerId, voucher_code: 'TRIAL-SH1M', source: 'trial', source_reference: null, created_at: new Date() }).execute();
    expect((await cartOf(await applyCode('TRIAL-SH1M'))).voucher).toMatchObject({ code: 'TRIAL-SH1M' });
    const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
    expect(order.voucherCode).toBe('TRIAL-SH1M');
    await ensureBilling(customer, order.orderId);
    const balanceBefore = (await customer.get('/api/user/balance')).json().balance as number;
    const now = new Date();
    const other = { id: crypto.randomUUID() };
    await t.app.db.insertInto('orders').values({ id: other.id, user_id: customerId, status: 'paid', cart_id: 'elsewhere', cart_updated_at: now, subtotal: 0, discount: 0, vat_rate: 0, vat: 0, total: 0, created_at: now, updated_at: now, paid_at: now }).execute();
    await t.app.db.insertInto('voucher_redemptions').values({ id: crypto.randomUUID(), voucher_code: 'TRIAL-SH1M', user_id: customerId, order_id: other.id, discount: 1, created_at: new Date() }).execute();
    const refused = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': `voucher-race-${order.orderId}` } });
    expect(refused.json()).toMatchObject({ code: 'NOT_ELIGIBLE' });
    expect((await customer.get('/api/user/balance')).json().balance).toBe(balanceBefore);
    expect((await t.app.db.selectFrom('orders').select('status').where('id', '=', order.orderId).executeTakeFirstOrThrow()).status).toBe('open');
    await customer.send('DELETE', '/api/cart/voucher');
    await emptyCart();
  });
});

describe('PATCH /api/cart/payment-method', () => {
  const choose = (method: string) => customer.send('PATCH', '/api/cart/payment-method', { method });
  it('stores the method on the cart, echoed by the cart and checkout/init; unknown methods are refused', async () => {
    await addDomain();
    expect((await cartOf(await choose('bankTransfer'))).paymentMethod).toBe('bankTransfer');
    expect((await cartOf(await customer.get('/api/cart'))).paymentMethod).toBe('bankTransfer');
    expect(checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json()).paymentMethod).toBe('bankTransfer');
    expect((await cartOf(await choose('balance'))).paymentMethod).toBe('balance');
    expect(checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json()).paymentMethod).toBe('balance');
    expect((await choose('cash')).statusCode).toBe(400);
    expect((await new Client(t.app).send('PATCH', '/api/cart/payment-method', { method: 'card' })).statusCode).toBe(401);
  });

  it('a voucher disables promo credit, in either order (CANNOT_USE_PROMO_CREDIT)', async () => {
    expect((await cartOf(await applyCode('DOMAIN5'))).voucher).toMatchObject({ code: 'DOMAIN5' });
    expect((await choose('promoCredit')).json()).toEqual({ code: 'CANNOT_USE_PROMO_CREDIT', message: 'Promo credit cannot be used with a voucher' });
    await customer.send('DELETE', '/api/cart/voucher');
    expect((await cartOf(await choose('promoCredit'))).paymentMethod).toBe('promoCredit');
    expect((await applyCode('DOMAIN5')).json()).toMatchObject({ code: 'CANNOT_USE_PROMO_CREDIT' });
    expect((await cartOf(await choose('card'))).paymentMethod).toBe('card');
    expect((await cartOf(await applyCode('DOMAIN5'))).voucher).toMatchObject({ code: 'DOMAIN5' });
    await customer.send('DELETE', '/api/cart/voucher');
    await emptyCart();
  });
});
