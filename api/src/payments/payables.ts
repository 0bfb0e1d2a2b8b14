import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { CONTACT_MESSAGES, ERRORS, type PayableKind } from '@storefront/contracts';
import { lockUserCart, orderItems, payRefusal, sameInstant } from '../checkout/orders.repository';
import { refuseStaleUpgrades } from '../cloud-servers/upgrade';
import { enforceBabyLimitOnOrder } from '../cloud-servers/baby-limit';
import type { Database, OrderRow } from '../db/database';
import { AppError } from '../errors';
import { moveLedger, readLedgerTotal } from '../ledger/ledger.repository';
import { voucherRefusal } from '../vouchers/vouchers.repository';
import { recordPayment, type RecordDeps } from './record-payment';
import { attempt } from './savepoint';

/** Something a customer pays: an order, a top-up of the balance, or a bulk payment of unpaid invoices. */
export interface Payable {
  kind: PayableKind;
  id: string;
  userId: string;
  /** What is owed, in cents (a top-up's fee is charged on top of it). */
  amount: number;
  /** Orders: the cart snapshot the order was made from (a later cart change is ORDER_CHANGED). */
  cartUpdatedAt: string | null;
}

/**
 * Locks what is paid (SELECT … FOR UPDATE; an order's cart first, as every order path does) and refuses it
 * when it cannot be paid now, with the §8 code: ORDER_NOT_FOUND / TOP_UP_NOT_FOUND, ORDER_STATUS_INVALID
 * (paid), INVOICE_PROCESSED / TOP_UP_PROCESSED (being processed), ORDER_INVALID, ORDER_CHANGED (also an upgrade
 * item priced on another day than `now`: cloud-servers/upgrade.ts refuseStaleUpgrades).
 */
export async function lockPayableForPayment(trx: Transaction<Database>, userId: string, kind: PayableKind, id: string, clientCartUpdatedAt: string | undefined, now: Date): Promise<Payable> {
  if (kind === 'order') {
    const cart = await lockUserCart(trx, userId);
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const refusal = payRefusal(order, cart && cart.id === order.cart_id ? cart.updated_at : null, clientCartUpdatedAt);
    if (refusal) throw refusal;
    await enforceBabyLimitOnOrder(trx, userId, order.id);
    await refuseStaleUpgrades(trx, userId, await orderItems(trx, order.id), now);
    if (!order.billing_to) throw new AppError('BAD_REQUEST', undefined, undefined, CONTACT_MESSAGES.noBilling);
    if (order.total <= 0) throw new AppError('PAYMENT_METHOD_NOT_MATCH');
    return { kind, id, userId, amount: order.total, cartUpdatedAt: new Date(order.cart_updated_at).toISOString() };
  }
  if (kind === 'topUp') {
    const topUp = await trx.selectFrom('top_ups').selectAll().where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!topUp) throw new AppError('TOP_UP_NOT_FOUND');
    if (topUp.status === 'paid' || topUp.status === 'processing') throw new AppError('TOP_UP_PROCESSED');
    return { kind, id, userId, amount: topUp.total, cartUpdatedAt: null };
  }
  const bulk = await trx.selectFrom('bulk_payments').selectAll().where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (!bulk) throw new AppError('ORDER_NOT_FOUND');
  if (bulk.status === 'paid') throw new AppError('ORDER_STATUS_INVALID');
  if (bulk.status === 'processing') throw new AppError('INVOICE_PROCESSED');
  if (bulk.status === 'cancelled') throw new AppError('ORDER_INVALID');
  const unpaid = await trx
    .selectFrom('bulk_payment_invoices as b')
    .innerJoin('invoices as i', 'i.id', 'b.invoice_id')
    .select(['i.id', 'i.status', 'i.total'])
    .where('b.bulk_payment_id', '=', id)
    .forUpdate()
    .execute();
  if (unpaid.some((invoice) => invoice.status !== 'unpaid')) throw new AppError('ORDER_STATUS_INVALID');
  return { kind, id, userId, amount: bulk.total, cartUpdatedAt: null };
}

/** Takes the row locks of what a session pays, in the order the pay paths take them (the order's cart first). */
export async function lockPayableRows(trx: Transaction<Database>, kind: PayableKind, id: string, userId: string): Promise<void> {
  if (kind === 'order') {
    await lockUserCart(trx, userId);
    await trx.selectFrom('orders').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  } else if (kind === 'topUp') {
    await trx.selectFrom('top_ups').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  } else {
    await trx.selectFrom('bulk_payments').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  }
}

/** Bank and wire transfers hold what they pay as processing until staff confirm or reject the transfer. */
export async function setProcessing(trx: Transaction<Database>, kind: PayableKind, id: string, processing: boolean, now: Date): Promise<void> {
  const [from, to] = processing ? (['open', 'processing'] as const) : (['processing', 'open'] as const);
  if (kind === 'order') await trx.updateTable('orders').set({ status: to, updated_at: now }).where('id', '=', id).where('status', '=', from).execute();
  else if (kind === 'topUp') await trx.updateTable('top_ups').set({ status: to }).where('id', '=', id).where('status', '=', from).execute();
  else await trx.updateTable('bulk_payments').set({ status: to }).where('id', '=', id).where('status', '=', from).execute();
}

export interface SettledPayment {
  provider: string;
  transactionId: string;
  /** What the provider took (cents), fee included. */
  charged: number;
  sessionId: string | null;
  /** The session's snapshot of the order's cart, when it paid an order. */
  cartUpdatedAt?: string | null;
}

export type Settlement = { settled: true; invoiceIds: string[]; balance: number | null } | { settled: false; refunded: number; reason: string };

/**
 * Why an order can no longer take money a provider took for it, in words for the ledger; null when it can.
 * Asked under the order's, the voucher's and the promo credit's row locks, before anything is settled.
 */
async function orderRefusal(trx: Transaction<Database>, order: OrderRow, payment: SettledPayment, now: Date): Promise<string | null> {
  if (order.status === 'paid') return 'already paid';
  if (order.status === 'cancelled') return 'order cancelled';
  if (payment.cartUpdatedAt && !sameInstant(payment.cartUpdatedAt, order.cart_updated_at)) return 'order changed';
  if (order.total !== payment.charged) return 'order changed';
  const voucher = await voucherRefusal(trx, order, now);
  if (voucher) return `voucher ${order.voucher_code} no longer applies: ${ERRORS[voucher].message}`;
  if (order.promo_credit > 0 && (await readLedgerTotal(trx, 'promoCredit', order.user_id, true)) < order.promo_credit) return 'promo credit no longer held';
  return null;
}

/**
 * Settles money a provider took, inside the caller's transaction: the order paid (invoice, services), the
 * top-up credited to the balance, or the bulk payment's invoices paid. Money received is always recorded:
 * when what was paid can no longer take it (already paid through another payment, cancelled, changed since
 * the session began, its voucher spent meanwhile, or the order refused while being fulfilled), it is credited
 * to the customer's balance as a refund naming why (spec §4: refunds go to the wallet) — never thrown away.
 */
export async function settlePayable(trx: Transaction<Database>, deps: RecordDeps, kind: PayableKind, id: string, payment: SettledPayment): Promise<Settlement> {
  const now = deps.clock.now();
  if (kind === 'order') {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
    const refusal = await orderRefusal(trx, order, payment, now);
    if (refusal) return refund(trx, order.user_id, kind, id, payment, now, refusal);
    const recorded = await attempt(trx, 'record_payment', () =>
      recordPayment(trx, deps, { provider: payment.provider, transactionId: payment.transactionId, orderId: id, amount: payment.charged, kind, sessionId: payment.sessionId }),
    );
    if (!recorded.ok) return refund(trx, order.user_id, kind, id, payment, now, `order could not be completed: ${recorded.refusal.message}`);
    return { settled: true, invoiceIds: recorded.value.recorded ? [recorded.value.invoice.id] : [], balance: null };
  }
  if (kind === 'topUp') {
    const topUp = await trx.selectFrom('top_ups').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
    if (topUp.status === 'paid' || topUp.total + topUp.fee !== payment.charged) return refund(trx, topUp.user_id, kind, id, payment, now, 'top-up already paid');
    if (!(await insertPayment(trx, kind, id, payment, now))) return { settled: true, invoiceIds: [], balance: null };
    await trx.updateTable('top_ups').set({ status: 'paid', paid_at: now }).where('id', '=', id).execute();
    const credit = await moveLedger(trx, 'balance', { userId: topUp.user_id, amount: topUp.total, kind: 'topUp', reference: id, reason: `Top-up by ${payment.provider}`, now });
    return { settled: true, invoiceIds: [], balance: credit.total };
  }
  const bulk = await trx.selectFrom('bulk_payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
  const invoices = await trx
    .selectFrom('bulk_payment_invoices as b')
    .innerJoin('invoices as i', 'i.id', 'b.invoice_id')
    .select(['i.id', 'i.status'])
    .where('b.bulk_payment_id', '=', id)
    .forUpdate()
    .execute();
  const open = (bulk.status === 'open' || bulk.status === 'processing') && invoices.every((i) => i.status === 'unpaid') && bulk.total === payment.charged;
  if (!open) return refund(trx, bulk.user_id, kind, id, payment, now, 'invoices already paid');
  if (!(await insertPayment(trx, kind, id, payment, now))) return { settled: true, invoiceIds: [], balance: null };
  const ids = invoices.map((i) => i.id);
  await trx.updateTable('invoices').set({ status: 'paid', paid_at: now }).where('id', 'in', ids).execute();
  await trx.updateTable('bulk_payments').set({ status: 'paid', paid_at: now }).where('id', '=', id).execute();
  return { settled: true, invoiceIds: ids, balance: null };
}

/** The payments row of a top-up or bulk payment, once per provider transaction: false when already there. */
async function insertPayment(trx: Transaction<Database>, kind: PayableKind, id: string, payment: SettledPayment, now: Date, status = 'succeeded'): Promise<boolean> {
  const inserted = await trx
    .insertInto('payments')
    .values({ id: randomUUID(), provider: payment.provider, transaction_id: payment.transactionId, order_id: null, kind, reference_id: id, session_id: payment.sessionId, amount: payment.charged, status, created_at: now })
    .onConflict((oc) => oc.columns(['provider', 'transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

async function refund(trx: Transaction<Database>, userId: string, kind: PayableKind, id: string, payment: SettledPayment, now: Date, reason: string): Promise<Settlement> {
  if (!(await insertPayment(trx, kind, id, payment, now, 'refunded'))) return { settled: false, refunded: 0, reason };
  if (payment.charged > 0) {
    await moveLedger(trx, 'balance', { userId, amount: payment.charged, kind: 'refund', reference: payment.transactionId, reason: `Payment received for ${kind} ${id} (${reason}): credited to your balance`, now });
  }
  return { settled: false, refunded: payment.charged, reason };
}
