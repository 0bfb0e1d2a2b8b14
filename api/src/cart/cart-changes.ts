import type { z } from 'zod';
import { CLOUD_SERVER_MESSAGES, LIMITS, type addCartItemsSchema, type Cart, type PaymentMethod, type updateCartItemSchema } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { applyVoucher, removeVoucher, setPaymentMethod } from '../vouchers/vouchers.repository';
import { addPricedItems, pricingContextOf, withVoucher, type CartPricingDeps, type Shopper } from './cart-answer';
import { mergeGuestCart, readCart, removeItem, updateItemPeriod, NO_CART, type CartOwner } from './cart.repository';
import { priceItems, repriceItem } from './pricing';

/** The cart's own calls (GET/PUT/PATCH/DELETE /api/cart…): each reads or changes the cart, then answers it. */
type CartDeps = Pick<AreaDeps, 'db' | 'clock'>;

/** The cart as it is (none: an empty one), its voucher re-evaluated without writing. */
export async function readOwnCart(deps: CartDeps, owner: CartOwner | null): Promise<Cart> {
  return withVoucher(deps, owner, owner ? await readCart(deps.db, owner) : NO_CART, true);
}

/** Merges a guest cart into the user's; baby cloud servers past the limit stay behind (BABY_CLOUD_LIMIT). */
export async function mergeIntoUserCart(deps: CartDeps, userId: string, guestSid: string | null): Promise<Cart> {
  const owner = { userId };
  const merged = guestSid ? await mergeGuestCart(deps.db, guestSid, userId) : null;
  if (merged && merged.notMerged > 0) throw new AppError('BABY_CLOUD_LIMIT', undefined, { limit: LIMITS.activeBabyCloudServers, notMerged: merged.notMerged }, CLOUD_SERVER_MESSAGES.babyLimit);
  return withVoucher(deps, owner, await readCart(deps.db, owner));
}

export async function applyCartVoucher(deps: CartDeps, userId: string, code: string): Promise<Cart> {
  const owner = { userId };
  await deps.db.transaction().execute((trx) => applyVoucher(trx, userId, code, deps.clock.now()));
  return withVoucher(deps, owner, await readCart(deps.db, owner));
}

export async function chooseCartPaymentMethod(deps: CartDeps, userId: string, method: PaymentMethod): Promise<Cart> {
  const owner = { userId };
  await deps.db.transaction().execute((trx) => setPaymentMethod(trx, userId, method));
  return withVoucher(deps, owner, await readCart(deps.db, owner));
}

export async function removeCartVoucher(deps: CartDeps, userId: string): Promise<Cart> {
  const owner = { userId };
  await deps.db.transaction().execute((trx) => removeVoucher(trx, userId));
  return withVoucher(deps, owner, await readCart(deps.db, owner));
}

/** Prices the items here and adds them to the cart. */
export async function addCartItems(deps: CartPricingDeps, shopper: Shopper & { owner: CartOwner }, items: z.output<typeof addCartItemsSchema>['items']): Promise<Cart> {
  return addPricedItems(deps, shopper.owner, await priceItems(pricingContextOf(deps, shopper), items));
}

export async function removeCartItem(deps: CartDeps, owner: CartOwner, key: string): Promise<Cart> {
  return withVoucher(deps, owner, await removeItem(deps.db, owner, key));
}

/** Changes an item's term, re-priced here in the cart's transaction. */
export async function changeCartItemTerm(deps: CartPricingDeps, shopper: Shopper & { owner: CartOwner }, change: z.output<typeof updateCartItemSchema>): Promise<Cart> {
  const read = await updateItemPeriod(deps.db, shopper.owner, change.key, (item, trx) => repriceItem(pricingContextOf(deps, shopper, trx), item, change));
  return withVoucher(deps, shopper.owner, read);
}
