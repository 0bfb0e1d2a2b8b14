import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import { paymentSessionSchema, type CheckoutOrder, type PaymentSession } from '@storefront/contracts';
import type { AppConfig } from '../../src/config';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from '../helpers/app';
import { emptyCart, newDomainOrder } from '../helpers/orders';
import { namesWithStatus } from '../helpers/domains';
import { reconcileLater } from '../helpers/reconcile';

/**
 * The payment provider contract kit (ADR 0006): what every payment party must do for the storefront, written once
 * and run against each party's driver — the sandbox gateway, ABA PayWay and PayPal through their local fakes, and a
 * fifth provider by writing its driver and a three-line test file (payment-contract-<party>.test.ts).
 *
 * The contract, from spec §7–§9 and issue 30: money the party took is recorded once (a report delivered twice, or a
 * report and the reconciliation job at once, record one payment); a report that is lost is settled by the job
 * after five minutes; a report the party did not make, or one of another amount or currency than the session
 * charged, records nothing (the last two are kept for staff); every decline leaves the order payable with the §8
 * failure on the session; the party down answers PAYMENT_GATEWAY_ERROR or PAYMENT_PROCESSOR_ERROR naming the
 * party's own code, and once it is back the customer pays; a paid order refunded by staff goes to the balance.
 */

/** What the storefront answered (Fastify's inject response, or the customer's request). */
export interface Answer {
  statusCode: number;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A report the storefront took: a callback answered 200, or the customer's browser sent on (a page, a redirect back to the store). */
const accepted = (answer: Answer) => answer.statusCode >= 200 && answer.statusCode < 400;

/** The §8 code of a refusal: the error body's, or — a party reached by the storefront's own page answers with a page — the page's reference. */
const codeOf = (answer: Answer): string | undefined => (answer.body.startsWith('<') ? /data-code="([A-Z_]+)"/.exec(answer.body)?.[1] : answer.json().code);

/** The storefront as a test sees it: the app, a signed-in customer and staff member, and fresh idempotency keys. */
export interface KitContext {
  app: TestApp['app'];
  customer: Client;
  staff: Client;
  key(): string;
}

/** The party's report to the storefront that money was taken (its callback, pushback, webhook, or the customer's capture). */
export interface Report {
  send(): Promise<Answer>;
  /** The party's id of what it took, as the payment is recorded with it (read after the money is recorded). */
  transactionId(): string;
}

/** The §8 failure a customer is shown. */
export interface Failure {
  code: string;
  message: string;
  declineCode?: string | null;
}

export interface Decline {
  /** Why the party refuses, as the test's name says it. */
  reason: string;
  /** The customer tries to pay `s`, and the party refuses. */
  decline(ctx: KitContext, s: PaymentSession): Promise<void>;
  failure: { code: string; declineCode?: string | null };
}

export interface Outage {
  reason: string;
  /** The party's own code for it, which the customer's error names (e.g. PAYWAY_HTTP_503, PAYPAL_TIMEOUT). */
  providerCode: string;
  /** The customer pays `order` while the party is down: what they are told, and how they pay once it is back. */
  attempt(ctx: KitContext, order: CheckoutOrder, open: Opener): Promise<{ failure: Failure; recover(): Promise<void> }>;
}

/** Opens a payment session with the driver's method, as the storefront's checkout does. */
export type Opener = (kind: 'order' | 'topUp', id: string) => Promise<PaymentSession>;

export interface PartyDriver {
  /** The party, as the tests name it. */
  name: string;
  method: 'card' | 'bankCard' | 'wallet';
  /** What else the checkout sends when it opens a session with this party (PayWay's paymentOption). */
  startFields?: Record<string, unknown>;
  /** Starts the party's fake; answers the configuration that points the storefront at it. */
  start(): Promise<{ config: Partial<AppConfig>; close(): Promise<void> }>;
  /** Back to a healthy party before each test. */
  reset(): void;
  /** The customer pays `s` at the party: the money is taken there, and the party's report is not sent yet. */
  pay(ctx: KitContext, s: PaymentSession): Promise<Report>;
  declines: Decline[];
  /**
   * The party takes the money and its report to the storefront is lost (a callback that never arrived, the answer to
   * the storefront's own call that timed out). Absent: `pay`, its report not sent.
   */
  lostReport?(ctx: KitContext, s: PaymentSession): Promise<Report>;
  /** The party takes the money later (a pending capture): not recorded until it settles. Absent when the party has no such state. */
  payPending?(ctx: KitContext, s: PaymentSession): Promise<{ settle(): Promise<Report> }>;
  /** A report about `s` that the party did not make: refused, nothing recorded. */
  forged(ctx: KitContext, s: PaymentSession): Promise<Answer>;
  /** The party reports (genuinely) that it took another amount or currency for `s` than the session charged. */
  misreported(ctx: KitContext, s: PaymentSession, reported: { amount: number; currency: string }): Promise<Answer>;
  outages: Outage[];
}

/** How many domain names a driver's file uses (one order each, and one for all the declines). */
const ORDERS_PER_FILE = 24;

/** Registers the contract's tests for `driver` (call it once from the party's test file). */
export function paymentContract(driver: PartyDriver): void {
  let t: TestApp;
  let party: { close(): Promise<void> };
  let names: string[] = [];
  let seq = 0;
  const ctx = {} as KitContext;

  before(async () => {
    const started = await driver.start();
    party = started;
    t = await createTestApp(started.config);
    const customer = new Client(t.app);
    const staff = new Client(t.app);
    expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
    expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
    Object.assign(ctx, { app: t.app, customer, staff, key: () => `${driver.method}-contract-${process.pid}-${(seq += 1)}` });
    names = await namesWithStatus(t.app, 'available', ORDERS_PER_FILE, 'com', `contract-${driver.method}`);
  });
  after(async () => {
    await t?.close();
    await party?.close();
  });
  beforeEach(() => driver.reset());

  const newOrder = async () => {
    const name = names.shift();
    if (!name) throw new Error(`the contract uses more than ${ORDERS_PER_FILE} orders: raise ORDERS_PER_FILE`);
    await emptyCart(ctx.customer);
    return newDomainOrder(ctx.customer, name);
  };
  const open: Opener = async (kind, id) => {
    const continuePath = kind === 'order' ? `/payment/success?orderId=${id}` : `/top-up/success?topUpId=${id}`;
    const response = await ctx.customer.request({
      method: 'POST',
      url: '/api/payments',
      payload: { kind, id, method: driver.method, ...driver.startFields, continuePath, cancelPath: kind === 'order' ? '/checkout-basket' : '/top-up' },
      headers: { 'idempotency-key': ctx.key() },
    });
    expect([response.statusCode, response.json().code]).toEqual([200, undefined]);
    return paymentSessionSchema.parse(response.json());
  };
  const session = async (id: string) => paymentSessionSchema.parse((await ctx.customer.get(`/api/payments/${id}`)).json());
  const paymentsOf = (reference: string) => t.app.db.selectFrom('payments').selectAll().where('reference_id', '=', reference).execute();
  const orderStatus = async (id: string) => (await t.app.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const balance = async () => (await ctx.customer.get('/api/user/balance')).json().balance as number;
  const canPay = async (orderId: string) => (await ctx.customer.get(`/api/payment/can-pay/${orderId}`)).json().canPay as boolean;
  const anomaliesOf = async (sessionId: string) => ((await ctx.staff.get('/api/admin/payment-anomalies')).json().items as { sessionId: string | null; reason: string }[]).filter((a) => a.sessionId === sessionId);

  /** The order paid once, by `s`, with the party's transaction for the session's charge. */
  async function paidOnce(order: CheckoutOrder, s: PaymentSession, report: Report) {
    expect((await paymentsOf(order.orderId)).map((p) => [p.provider, p.transaction_id, p.amount, p.session_id])).toEqual([[driver.method, report.transactionId(), s.charge, s.sessionId]]);
    expect(await orderStatus(order.orderId)).toBe('paid');
    expect((await session(s.sessionId)).status).toBe('succeeded');
  }
  /** No payment, the order not paid (open, or held as processing while a party's capture is pending), the session not succeeded. */
  async function nothingRecorded(order: CheckoutOrder, s: PaymentSession) {
    expect(await paymentsOf(order.orderId)).toEqual([]);
    expect(['open', 'processing']).toContain(await orderStatus(order.orderId));
    expect((await session(s.sessionId)).status).not.toBe('succeeded');
  }

  describe(`${driver.name}: the payment provider contract`, () => {
    it('money taken is recorded once: the order paid for the session charge, under the party\'s transaction id', async () => {
      const order = await newOrder();
      const s = await open('order', order.orderId);
      expect(s).toMatchObject({ method: driver.method, status: 'requiresAction', charge: order.total });
      const report = await driver.pay(ctx, s);
      expect(accepted(await report.send())).toBe(true);
      await paidOnce(order, s, report);
    });

    it('the same report delivered twice at once records one payment, and replayed later records nothing more', async () => {
      const order = await newOrder();
      const s = await open('order', order.orderId);
      const report = await driver.pay(ctx, s);
      const answers = await Promise.all([report.send(), report.send()]);
      expect(answers.map(accepted)).toEqual([true, true]);
      expect(accepted(await report.send())).toBe(true);
      await paidOnce(order, s, report);
    });

    it('a top-up paid at the party credits the balance its total, once', async () => {
      const before = await balance();
      const created = await ctx.customer.request({ method: 'POST', url: '/api/top-up', payload: { total: 2000, method: driver.method }, headers: { 'idempotency-key': ctx.key() } });
      expect(created.statusCode).toBe(200);
      const topUp = created.json() as { topUpId: string; charge: number };
      const s = await open('topUp', topUp.topUpId);
      expect(s.charge).toBe(topUp.charge);
      const report = await driver.pay(ctx, s);
      await Promise.all([report.send(), report.send()]);
      expect((await ctx.customer.get(`/api/top-up/${topUp.topUpId}/complete`)).json()).toMatchObject({ status: 'paid', balance: before + 2000 });
      expect((await paymentsOf(topUp.topUpId)).map((p) => [p.transaction_id, p.amount])).toEqual([[report.transactionId(), topUp.charge]]);
    });

    describe('every decline leaves the order payable, with the §8 failure on the session', () => {
      let order: CheckoutOrder;
      before(async () => {
        order = await newOrder();
      });
      for (const decline of driver.declines) {
        it(`${decline.reason}: ${decline.failure.code}${decline.failure.declineCode ? ` ${decline.failure.declineCode}` : ''}`, async () => {
          const s = await open('order', order.orderId);
          await decline.decline(ctx, s);
          const failed = await session(s.sessionId);
          expect(failed.status).toBe('failed');
          expect(failed.failure).toMatchObject({ code: decline.failure.code, message: expect.any(String), ...(decline.failure.declineCode !== undefined ? { declineCode: decline.failure.declineCode } : {}) });
          expect(failed.failure!.message.length).toBeGreaterThan(0);
          await nothingRecorded(order, s);
          expect(await canPay(order.orderId)).toBe(true);
        });
      }
    });

    if (driver.payPending) {
      const payPending = driver.payPending;
      it('money the party takes later is not recorded until it settles, then once', async () => {
        const order = await newOrder();
        const s = await open('order', order.orderId);
        const pending = await payPending(ctx, s);
        expect(await paymentsOf(order.orderId)).toEqual([]);
        expect((await session(s.sessionId)).status).not.toBe('succeeded');
        await reconcileLater(t.app, 6);
        expect(await paymentsOf(order.orderId)).toEqual([]);
        const report = await pending.settle();
        expect(accepted(await report.send())).toBe(true);
        await paidOnce(order, s, report);
      });
    }

    describe('a lost report is settled by the reconciliation job', () => {
      it('not in the first five minutes; after them, once; the report arriving after all records nothing more', async () => {
        const order = await newOrder();
        const s = await open('order', order.orderId);
        const report = await (driver.lostReport ?? driver.pay)(ctx, s);
        await reconcileLater(t.app, 1);
        expect(await paymentsOf(order.orderId)).toEqual([]);
        expect((await reconcileLater(t.app, 6)).recorded).toBeGreaterThanOrEqual(1);
        await paidOnce(order, s, report);
        expect(accepted(await report.send())).toBe(true);
        await reconcileLater(t.app, 6);
        await paidOnce(order, s, report);
      });

      it('the report and two runs of the job at once record one payment', async () => {
        const order = await newOrder();
        const s = await open('order', order.orderId);
        const report = await driver.pay(ctx, s);
        await Promise.all([report.send(), reconcileLater(t.app, 6), reconcileLater(t.app, 6)]);
        await paidOnce(order, s, report);
      });

      it('a session the customer has not paid yet waits', async () => {
        const order = await newOrder();
        const s = await open('order', order.orderId);
        await reconcileLater(t.app, 6);
        expect((await session(s.sessionId)).status).toBe('requiresAction');
        await nothingRecorded(order, s);
      });
    });

    describe('a report is not trusted by itself', () => {
      it('one the party did not make is refused and records nothing', async () => {
        const order = await newOrder();
        const s = await open('order', order.orderId);
        const answer = await driver.forged(ctx, s);
        expect(answer.statusCode).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode).toBeLessThan(500);
        await nothingRecorded(order, s);
      });

      for (const [what, reported] of [
        ['another amount', (s: PaymentSession) => ({ amount: s.charge - 1, currency: 'USD' })],
        ['another currency', (s: PaymentSession) => ({ amount: s.charge, currency: 'KHR' })],
      ] as const) {
        it(`one of ${what} than the session charged is refused (409), records nothing, and is kept for staff`, async () => {
          const order = await newOrder();
          const s = await open('order', order.orderId);
          const answer = await driver.misreported(ctx, s, reported(s));
          expect(answer.statusCode).toBe(409);
          expect(codeOf(answer)).toBe('CANNOT_COMPLETE_PAYMENT');
          await nothingRecorded(order, s);
          const kept = await anomaliesOf(s.sessionId);
          expect(kept.map((a) => a.reason)).toEqual([what === 'another amount' ? `amount ${s.charge - 1} is not the session's charge ${s.charge}` : "currency KHR is not the session's USD"]);
        });
      }
    });

    describe('the party down', () => {
      for (const outage of driver.outages) {
        it(`${outage.reason}: the customer is told the party's code (${outage.providerCode}), nothing is recorded, and once it is back they pay`, async () => {
          const order = await newOrder();
          const { failure, recover } = await outage.attempt(ctx, order, open);
          expect(['PAYMENT_GATEWAY_ERROR', 'PAYMENT_PROCESSOR_ERROR']).toContain(failure.code);
          expect(`${failure.message} ${failure.declineCode ?? ''}`).toContain(outage.providerCode);
          expect(await paymentsOf(order.orderId)).toEqual([]);
          expect(await orderStatus(order.orderId)).toBe('open');
          expect(await canPay(order.orderId)).toBe(true);
          await recover();
          expect(await paymentsOf(order.orderId)).toHaveLength(1);
          expect(await orderStatus(order.orderId)).toBe('paid');
        });
      }
    });

    it('a paid order refunded by staff goes back to the balance (spec §9), once', async () => {
      const order = await newOrder();
      const s = await open('order', order.orderId);
      const report = await driver.pay(ctx, s);
      expect(accepted(await report.send())).toBe(true);
      const before = await balance();
      const refund = (reason: string) => ctx.staff.send('POST', `/api/admin/orders/${order.orderId}/refund`, { reason });
      const [first, second] = await Promise.all([refund('Customer cancelled within 30 days'), refund('Customer cancelled within 30 days')]);
      expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
      expect([first!, second!].find((a) => a.statusCode === 200)!.json()).toMatchObject({ orderId: order.orderId, amount: s.charge });
      expect(await balance()).toBe(before + s.charge);
    });
  });
}
