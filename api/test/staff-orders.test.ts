import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { checkoutOrderSchema, staffOrderDetailSchema, staffOrdersPageSchema, type StaffOrderRow } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { buyWithBalance, emptyCart } from './helpers/buy';
import { namesWithStatus } from './helpers/domains';

/** Issue 32 item 2: staff list orders (filters, order, pages, CSV), read one, cancel an unpaid one, refund a paid one. */

const SUPPORT = { login: 'support@example.com', password: 'Support-pass1' };
const FINANCE = { login: 'finance@example.com', password: 'Finance-pass1' };
const NOBODY = '00000000-0000-4000-8000-000000000000';

const clock = new ManualClock('2030-01-02T09:00:00Z');
const aMinuteLater = () => clock.set(new Date(clock.now().getTime() + 60_000));
let t: TestApp;
let customer: Client;
let admin: Client;
let support: Client;
let finance: Client;
let customerId: string;
let paidId: string;
let openId: string;
let paidName: string;

const list = async (client: Client, query = '') => {
  const answer = await client.get(`/api/admin/orders${query ? `?${query}` : ''}`);
  expect(answer.statusCode).toBe(200);
  return staffOrdersPageSchema.parse(answer.json());
};
const ids = (rows: StaffOrderRow[]) => rows.map((row) => row.id);
const login = async (account: { login: string; password: string }) => {
  const client = new Client(t.app);
  expect((await client.login(account.login, account.password)).statusCode).toBe(200);
  return client;
};

before(async () => {
  t = await createTestApp({}, { clock });
  [customer, admin, support, finance] = await Promise.all([login(CUSTOMER), login(STAFF), login(SUPPORT), login(FINANCE)]);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
  const [first, second] = await namesWithStatus(t.app, 'available', 2, 'com', 'staff-orders');
  paidName = first!;
  aMinuteLater();
  paidId = await buyWithBalance(customer, admin, customerId, [{ type: 'domain', action: 'register', domain: paidName, years: 1 }]);
  aMinuteLater();
  await emptyCart(customer);
  expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'register', domain: second, years: 1 }] })).statusCode).toBe(200);
  openId = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json()).orderId;
});
after(() => t.close());

describe('issue 32.2: the order list', () => {
  it('lists every order newest first, with its customer, totals and invoice, and filters by status, method, customer, total and time', async () => {
    const all = await list(support);
    expect(ids(all.items).slice(0, 2)).toEqual([openId, paidId]);
    const paid = all.items.find((row) => row.id === paidId)!;
    expect(paid).toMatchObject({ status: 'paid', method: 'balance', customer: { id: customerId, email: CUSTOMER.login }, items: 1, refunded: false });
    expect(paid.invoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(paid.total).toBe(paid.subtotal + paid.vat);
    expect(ids((await list(support, 'status=paid')).items)).toContain(paidId);
    expect(ids((await list(support, 'status=paid')).items)).not.toContain(openId);
    expect(ids((await list(support, 'status=open')).items)).toContain(openId);
    expect((await list(support, 'method=balance')).items.every((row) => row.method === 'balance')).toBe(true);
    expect((await list(support, `customer=${customerId}`)).items.every((row) => row.customer.id === customerId)).toBe(true);
    expect((await list(support, `customer=${NOBODY}`)).items).toEqual([]);
    expect((await list(support, `minTotal=${paid.total}&maxTotal=${paid.total}`)).items.every((row) => row.total === paid.total)).toBe(true);
    const between = new Date(clock.now().getTime() - 30_000).toISOString();
    expect(ids((await list(support, `since=${encodeURIComponent(between)}`)).items)).toEqual([openId]);
    expect(ids((await list(support, `until=${encodeURIComponent(between)}`)).items)).not.toContain(openId);
  });

  it("finds an order by its id or its id's first 8 characters, by its invoice's number, or by its customer's email", async () => {
    const paid = (await list(support)).items.find((row) => row.id === paidId)!;
    expect(ids((await list(support, `q=${paidId}`)).items)).toEqual([paidId]);
    expect(ids((await list(support, `q=${paidId.slice(0, 8).toUpperCase()}`)).items)).toContain(paidId);
    expect(ids((await list(support, `q=${paid.invoiceNumber!.toLowerCase()}`)).items)).toEqual([paidId]);
    const byEmail = await list(support, `q=${encodeURIComponent(CUSTOMER.login.toUpperCase())}`);
    expect(ids(byEmail.items)).toEqual(expect.arrayContaining([paidId, openId]));
    expect(byEmail.items.every((row) => row.customer.email === CUSTOMER.login)).toBe(true);
    expect((await list(support, 'q=nobody%40example.com')).items).toEqual([]);
    // LIKE's wildcards are not a prefix of any id: they are an email that nobody has.
    expect((await list(support, 'q=%25%25%25%25%25%25%25%25')).items).toEqual([]);
  });

  it('reads page after page in either order of time or total, each row once, the last page without a cursor', async () => {
    for (const order of ['sort=createdAt&dir=desc', 'sort=createdAt&dir=asc', 'sort=total&dir=desc', 'sort=total&dir=asc']) {
      const whole = (await list(support, `${order}&limit=200`)).items;
      const walked: StaffOrderRow[] = [];
      let next: string | null = null;
      do {
        const page = await list(support, `${order}&limit=2${next ? `&after=${encodeURIComponent(next)}` : ''}`);
        expect(page.items.length).toBeLessThanOrEqual(2);
        walked.push(...page.items);
        next = page.next;
      } while (next);
      expect(ids(walked)).toEqual(ids(whole));
      const key = order.startsWith('sort=total') ? (row: StaffOrderRow) => row.total : (row: StaffOrderRow) => Date.parse(row.createdAt);
      const keys = walked.map(key);
      expect(keys).toEqual([...keys].sort((a, b) => (order.endsWith('asc') ? a - b : b - a)));
    }
    expect((await list(support, 'limit=200')).next).toBeNull();
  });

  it('refuses a cursor it did not write, a page over 200, an unknown filter, a NUL byte, and a customer or a guest', async () => {
    for (const query of ['after=bm90LWEtY3Vyc29y', 'after=%00', 'limit=201', 'limit=-1', 'status=refunded', 'sort=email', 'since=yesterday', 'colour=red', `q=${'x'.repeat(255)}`, 'minTotal=1e12', `customer=${paidId}%00`]) {
      const answer = await support.get(`/api/admin/orders?${query}`);
      expect({ query, status: answer.statusCode, code: answer.json().code }).toEqual({ query, status: 400, code: 'BAD_REQUEST' });
    }
    expect((await customer.get('/api/admin/orders')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/admin/orders')).statusCode).toBe(401);
  });

  it('exports the same rows as CSV, a header first, a cell a spreadsheet would run quoted', async () => {
    await t.app.db.updateTable('users').set({ first_name: 'Demo' }).where('id', '=', customerId).execute();
    const answer = await support.get('/api/admin/orders.csv?status=paid');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const lines = answer.body.trim().split('\n');
    expect(lines[0]).toBe('order,status,method,customer,lines,subtotal_cents,vat_cents,total_cents,invoice,refunded,created_at,paid_at');
    expect(lines.length - 1).toBe((await list(support, 'status=paid&limit=200')).items.length);
    expect(lines.some((line) => line.startsWith(`${paidId},paid,balance,${CUSTOMER.login},1,`))).toBe(true);

    const hostile = `-2+3@example.com`;
    await t.app.db.updateTable('users').set({ email: hostile }).where('id', '=', customerId).execute();
    try {
      const csv = (await support.get(`/api/admin/orders.csv?customer=${customerId}`)).body;
      expect(csv).toContain(`,'${hostile},`);
      expect(csv).not.toContain(`,${hostile},`);
    } finally {
      await t.app.db.updateTable('users').set({ email: CUSTOMER.login }).where('id', '=', customerId).execute();
    }
    expect((await customer.get('/api/admin/orders.csv')).statusCode).toBe(403);
  });
});

describe('issue 32.2: one order', () => {
  it('shows its lines, invoice and the fulfilment of the domain it bought; another id is ORDER_NOT_FOUND', async () => {
    const answer = await support.get(`/api/admin/orders/${paidId}`);
    expect(answer.statusCode).toBe(200);
    const detail = staffOrderDetailSchema.parse(answer.json());
    expect(detail.order).toMatchObject({ id: paidId, status: 'paid', method: 'balance' });
    expect(detail.lines).toEqual([expect.objectContaining({ type: 'domain', amount: detail.order.subtotal })]);
    expect(detail.invoice).toMatchObject({ number: detail.order.invoiceNumber, status: 'paid' });
    expect(detail.fulfilment).toEqual([expect.objectContaining({ kind: 'domain', subject: `register ${paidName}` })]);
    expect(detail.refund).toBeNull();
    const missing = await support.get(`/api/admin/orders/${NOBODY}`);
    expect({ status: missing.statusCode, code: missing.json().code }).toEqual({ status: 404, code: 'ORDER_NOT_FOUND' });
  });

  it('cancels an unpaid order once, with a reason, audited; a paid one is refunded instead; the customer checks out anew', async () => {
    expect((await support.send('POST', `/api/admin/orders/${openId}/cancel`, {})).statusCode).toBe(400);
    expect((await customer.send('POST', `/api/admin/orders/${openId}/cancel`, { reason: 'not mine to cancel' })).statusCode).toBe(403);
    const answers = await Promise.all(Array.from({ length: 10 }, () => support.send('POST', `/api/admin/orders/${openId}/cancel`, { reason: 'Customer asked by phone' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const cancelled = staffOrderDetailSchema.parse(answers.find((answer) => answer.statusCode === 200)!.json());
    expect(cancelled.order.status).toBe('cancelled');
    const audit = await t.app.db.selectFrom('staff_audit').selectAll().where('target', '=', `order:${openId}`).execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'cancel order', actor: SUPPORT.login, reason: 'Customer asked by phone' })]);
    const paid = await support.send('POST', `/api/admin/orders/${paidId}/cancel`, { reason: 'Customer asked by phone' });
    expect({ status: paid.statusCode, code: paid.json().code }).toEqual({ status: 409, code: 'ORDER_STATUS_INVALID' });
    const again = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
    expect(again.orderId).not.toBe(openId);
  });

  it('a paid order refunded to the wallet shows its refund on its page and in the list', async () => {
    expect((await support.send('POST', `/api/admin/orders/${paidId}/refund`, { reason: 'Registry refused the name' })).statusCode).toBe(403);
    expect((await finance.send('POST', `/api/admin/orders/${paidId}/refund`, { reason: 'Registry refused the name' })).statusCode).toBe(200);
    const detail = staffOrderDetailSchema.parse((await finance.get(`/api/admin/orders/${paidId}`)).json());
    expect(detail.refund).toMatchObject({ amount: detail.order.total, reason: 'Registry refused the name', by: FINANCE.login });
    expect((await list(finance, `q=${paidId}`)).items[0]).toMatchObject({ refunded: true });
  });
});
