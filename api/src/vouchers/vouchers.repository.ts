import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { ERRORS, TRIAL_VOUCHERS, type CartVoucher, type ErrorCode, type PaymentMethod } from '@storefront/contracts';
import type { Database, Db, OrderRow } from '../db/database';
import { AppError } from '../errors';
import { checkVoucher, type VoucherCheck } from './voucher-discount';
import { cartStamp } from '../cart/cart-stamp';

async function usage(db: Db, code: string, userId: string) {
  const row = await db
    .selectFrom('voucher_redemptions')
    .select((eb) => [eb.fn.countAll<string>().as('total'), eb.fn.sum<string>(eb.case().when('user_id', '=', userId).then(1).else(0).end()).as('by_user')])
    .where('voucher_code', '=', code)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), byUser: Number(row.by_user ?? 0) };
}

/** A free trial's voucher (TRIAL-CS1M …): the trial gives it (PUT /users/trial, after its two steps); nobody types it in. */
export const isTrialVoucher = (code: string): boolean => (Object.values(TRIAL_VOUCHERS) as string[]).includes(code);

/**
 * Whether the trial put this trial voucher in the customer's wallet, and when their trial ends (spec §9: the cloud
 * server trial lasts 30 days; the trials row's expires_at, from the staff's trial length). Null = not given.
 */
async function trialGave(db: Db, code: string, userId: string): Promise<{ expiresAt: Date | null } | null> {
  const row = await db
    .selectFrom('user_vouchers as uv')
    .leftJoin('trials as tr', (join) => join.onRef('tr.user_id', '=', 'uv.user_id').onRef('tr.voucher_code', '=', 'uv.voucher_code'))
    .select('tr.expires_at')
    .where('uv.user_id', '=', userId)
    .where('uv.voucher_code', '=', code)
    .where('uv.source', '=', 'trial')
    .executeTakeFirst();
  if (!row) return null;
  return { expiresAt: row.expires_at ? new Date(row.expires_at) : null };
}

/**
 * Why a trial's voucher is refused to this customer now: VOUCHER_NOT_FOUND when the trial did not give it to them
 * (its code is public, the month free is only for a customer who did the steps), VOUCHER_EXPIRED once their trial
 * has ended (the voucher's own end date is the offer's, far later). Null for any other voucher, or one that may be used.
 */
async function trialRefusal(db: Db, code: string, userId: string, now: Date): Promise<'VOUCHER_NOT_FOUND' | 'VOUCHER_EXPIRED' | null> {
  if (!isTrialVoucher(code)) return null;
  const given = await trialGave(db, code, userId);
  if (!given) return 'VOUCHER_NOT_FOUND';
  if (given.expiresAt && given.expiresAt.getTime() <= now.getTime()) return 'VOUCHER_EXPIRED';
  return null;
}

/**
 * The voucher's check against the cart's items now; VOUCHER_NOT_FOUND for an unknown code, and the trial's refusals
 * for a trial's voucher (not given to this customer, or their trial over).
 */
export async function evaluateVoucher(db: Db, code: string, userId: string, cartId: string, now: Date): Promise<VoucherCheck> {
  const voucher = await db.selectFrom('vouchers').selectAll().where('code', '=', code).executeTakeFirst();
  if (!voucher) return { ok: false, code: 'VOUCHER_NOT_FOUND' };
  const trial = await trialRefusal(db, code, userId, now);
  if (trial) return { ok: false, code: trial };
  const items = await db.selectFrom('cart_items').select(['category', 'amount', 'period', 'period_unit', 'unit_price', 'payload']).where('cart_id', '=', cartId).execute();
  return checkVoucher(voucher, items, now, await usage(db, code, userId));
}

type CartVoucherRow = { id: string; voucher_code: string | null; voucher_notice: string | null };
type VoucherStanding = { voucher: CartVoucher | null; notice: string | null; dropped: boolean };

/** The cart's voucher as it stands now, read only (GET /api/cart): one that no longer applies reads as gone, with its reason. */
export async function voucherStanding(db: Db, userId: string, cart: CartVoucherRow, now: Date): Promise<VoucherStanding> {
  if (!cart.voucher_code) return { voucher: null, notice: cart.voucher_notice, dropped: false };
  const check = await evaluateVoucher(db, cart.voucher_code, userId, cart.id, now);
  if (check.ok) return { voucher: { code: cart.voucher_code, discount: check.discount }, notice: null, dropped: false };
  return { voucher: null, notice: ERRORS[check.code].message, dropped: true };
}

/**
 * The cart's voucher as it stands now, for calls that change the cart or make its order. One that no longer
 * applies (a cart change, expiry, used elsewhere) is dropped from the cart with its reason kept as the cart's
 * voucherNotice.
 */
export async function currentVoucher(db: Db, userId: string, cart: CartVoucherRow, now: Date): Promise<{ voucher: CartVoucher | null; notice: string | null }> {
  const standing = await voucherStanding(db, userId, cart, now);
  if (standing.dropped) {
    await db.updateTable('carts').set({ voucher_code: null, voucher_notice: standing.notice }).where('id', '=', cart.id).where('voucher_code', '=', cart.voucher_code).execute();
  }
  return { voucher: standing.voucher, notice: standing.notice };
}

/**
 * PUT /api/cart/voucher: the code on the user's cart, or the §8 refusal; the cart counts as changed.
 * Selecting a voucher disables paying with promo credit (spec §5): the cart stops using it.
 */
export async function applyVoucher(trx: Transaction<Database>, userId: string, code: string, now: Date): Promise<void> {
  const cart = await trx.selectFrom('carts').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (!cart) throw new AppError('CANNOT_USE_VOUCHER');
  if (cart.payment_method === 'promoCredit') throw new AppError('CANNOT_USE_PROMO_CREDIT');
  const check = await evaluateVoucher(trx, code, userId, cart.id, now);
  if (!check.ok) throw new AppError(check.code);
  await trx.updateTable('carts').set({ voucher_code: code, voucher_notice: null, use_promo_credit: false, updated_at: cartStamp() }).where('id', '=', cart.id).execute();
}

export async function removeVoucher(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.updateTable('carts').set({ voucher_code: null, voucher_notice: null, updated_at: cartStamp() }).where('user_id', '=', userId).execute();
}

type VoucherOrder = Pick<OrderRow, 'id' | 'user_id' | 'voucher_code' | 'discount' | 'cart_id' | 'detached'>;

/**
 * Why the order's voucher can no longer be redeemed now (switched off, expired — a trial's voucher also when the
 * customer's trial has ended —, its last use or the customer's one use taken meanwhile), as a §8 code; null when it can or there is none. Checked under the voucher's row
 * lock, held until the payment's transaction ends: two payments cannot both take a once-per-user or last use.
 * Callers ask before money is taken or settled, so a refusal is a refusal (balance) or a refund (provider).
 */
export async function voucherRefusal(trx: Transaction<Database>, order: Pick<OrderRow, 'user_id' | 'voucher_code'>, now: Date): Promise<ErrorCode | null> {
  if (!order.voucher_code) return null;
  const voucher = await trx.selectFrom('vouchers').selectAll().where('code', '=', order.voucher_code).forUpdate().executeTakeFirst();
  if (!voucher) return 'VOUCHER_NOT_FOUND';
  // A trial's voucher put on the cart within the trial and paid for after it ends is refused at payment too.
  const trial = await trialRefusal(trx, order.voucher_code, order.user_id, now);
  if (trial) return trial;
  const check = checkVoucher(voucher, [{ category: '*', amount: 1 }], now, await usage(trx, order.voucher_code, order.user_id));
  return !check.ok && check.code !== 'CANNOT_USE_VOUCHER' ? check.code : null;
}

/** Records the order's voucher as used (in the payment's transaction): per-user-once and max uses count these. */
export async function redeemVoucher(trx: Transaction<Database>, order: VoucherOrder, now: Date): Promise<void> {
  if (!order.voucher_code) return;
  const refusal = await voucherRefusal(trx, order, now);
  if (refusal) throw new AppError(refusal);
  await trx.insertInto('voucher_redemptions').values({ id: randomUUID(), voucher_code: order.voucher_code, user_id: order.user_id, order_id: order.id, discount: order.discount, created_at: now }).execute();
  // A detached order's cart holds other things now (its voucher left with its items).
  if (!order.detached) await trx.updateTable('carts').set({ voucher_code: null, voucher_notice: null }).where('id', '=', order.cart_id).execute();
}

/** PATCH /api/cart/payment-method: stored on the user's cart; promo credit cannot go with a voucher (CANNOT_USE_PROMO_CREDIT). */
export async function setPaymentMethod(trx: Transaction<Database>, userId: string, method: PaymentMethod): Promise<void> {
  const cart = await trx.selectFrom('carts').select(['id', 'voucher_code']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (!cart) throw new AppError('ITEMS_NOT_FOUND');
  if (method === 'promoCredit' && cart.voucher_code) throw new AppError('CANNOT_USE_PROMO_CREDIT');
  await trx.updateTable('carts').set({ payment_method: method }).where('id', '=', cart.id).execute();
}
