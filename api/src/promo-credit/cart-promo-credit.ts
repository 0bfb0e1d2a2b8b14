import type { Transaction } from 'kysely';
import { orderTotals, type CartPromoCredit } from '@storefront/contracts';
import { cartStamp } from '../cart/cart-stamp';
import { lockUserCart } from '../checkout/orders.repository';
import type { Database, Db } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { currentVoucher, voucherStanding } from '../vouchers/vouchers.repository';
import { readLedgerTotal } from '../ledger/ledger.repository';
import { appliedPromoCredit } from './promo-credit.repository';

/**
 * GET /api/cart/promo-credit: what the customer holds and what their cart would take of it — the same
 * min(held, total after VAT) the checkout order carries (openOrderForCart), so both always agree.
 * blockedBy says why it cannot be used now: a voucher on the cart (spec §5), or an empty cart.
 */
export async function readCartPromoCredit(db: Db, userId: string, vatRateBasisPoints: number, now: Date): Promise<CartPromoCredit> {
  const available = await readLedgerTotal(db, 'promoCredit', userId);
  const cart = await db.selectFrom('carts').select(['id', 'voucher_code', 'voucher_notice', 'use_promo_credit']).where('user_id', '=', userId).executeTakeFirst();
  if (!cart) return { available, applied: 0, use: false, blockedBy: 'empty' };
  const items = await db.selectFrom('cart_items').select('amount').where('cart_id', '=', cart.id).execute();
  const { voucher } = await voucherStanding(db, userId, cart, now);
  const use = cart.use_promo_credit && !voucher;
  const blockedBy = voucher ? 'voucher' : items.length === 0 ? 'empty' : null;
  const total = orderTotals(
    items.reduce((sum, item) => sum + item.amount, 0),
    0,
    vatRateBasisPoints,
  ).total;
  return { available, applied: use ? appliedPromoCredit(available, total) : 0, use, blockedBy };
}

/**
 * POST /api/cart/promo-credit { use }: the cart's choice, under the cart's row lock. Using it with a voucher
 * on the cart answers CANNOT_USE_PROMO_CREDIT, holding none PROMO_CREDIT_NOT_ENOUGH (nothing written either
 * way). A change counts as a cart change (updated_at), so an order made before it answers ORDER_CHANGED.
 */
export async function setUsePromoCredit(trx: Transaction<Database>, userId: string, use: boolean, now: Date): Promise<void> {
  const cart = await lockUserCart(trx, userId);
  if (!cart) throw new AppError('ITEMS_NOT_FOUND');
  if (use) {
    const { voucher } = await currentVoucher(trx, userId, cart, now);
    if (voucher) throw new AppError('CANNOT_USE_PROMO_CREDIT');
    if ((await readLedgerTotal(trx, 'promoCredit', userId)) <= 0) throw new AppError('PROMO_CREDIT_NOT_ENOUGH');
  }
  if (cart.use_promo_credit === use) return;
  await trx.updateTable('carts').set({ use_promo_credit: use, updated_at: cartStamp() }).where('id', '=', cart.id).execute();
}

/** The routes' reads and change of the cart's promo credit, by the api's clock and VAT rate. */
type CartPromoCreditDeps = Pick<AreaDeps, 'db' | 'clock' | 'config'>;

export const cartPromoCreditOf = (deps: CartPromoCreditDeps, userId: string): Promise<CartPromoCredit> => readCartPromoCredit(deps.db, userId, deps.config.vatRateBasisPoints, deps.clock.now());

/** Uses (or stops using) the customer's promo credit on their cart, in a transaction, then reads the cart's credit. */
export async function chooseCartPromoCredit(deps: CartPromoCreditDeps, userId: string, use: boolean): Promise<CartPromoCredit> {
  await deps.db.transaction().execute((trx) => setUsePromoCredit(trx, userId, use, deps.clock.now()));
  return cartPromoCreditOf(deps, userId);
}
