import type { Cart } from '@storefront/contracts';
import type { Db, UserRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { currentVoucher, voucherStanding } from '../vouchers/vouchers.repository';
import { addItems, type CartOwner, type CartRead } from './cart.repository';
import type { CartPricingContext, PricedItem } from './pricing';

/** Who a cart call is for: the signed-in user (or none) and the cart the items go into (a guest's by its id). */
export interface Shopper {
  user: UserRow | null;
  owner: CartOwner | null;
}

/** What pricing a cart item needs of the api: the database (or a transaction on it), the registry, the clock, the TLDs. */
export type CartPricingDeps = Pick<AreaDeps, 'db' | 'registry' | 'clock' | 'tldCatalogue'>;

export function pricingContextOf(deps: CartPricingDeps, shopper: Shopper, db: Db = deps.db): CartPricingContext {
  return { db, registry: deps.registry, clock: deps.clock, tldCatalogue: deps.tldCatalogue, user: shopper.user, owner: shopper.owner };
}

/**
 * The cart with its voucher re-evaluated now (one that no longer applies shows as gone, with a notice), discount
 * and total before VAT. After a change the dropped voucher is also written off the cart; a read (GET) writes nothing.
 * The carts row is the one readCart read (a cart answer reads it once); a guest's cart has no voucher or method.
 */
export async function withVoucher(deps: Pick<AreaDeps, 'db' | 'clock'>, owner: CartOwner | null, { cart, row }: CartRead, read = false): Promise<Cart> {
  if (!row || !owner || !('userId' in owner)) return { ...cart, voucher: null, voucherNotice: null, discount: 0, total: cart.subtotal, paymentMethod: null };
  const standing = read ? voucherStanding : currentVoucher;
  const { voucher, notice } = await standing(deps.db, owner.userId, row, deps.clock.now());
  const discount = voucher?.discount ?? 0;
  return { ...cart, voucher, voucherNotice: notice, discount, total: cart.subtotal - discount, paymentMethod: row.payment_method };
}

/** Puts items priced by the api into the owner's cart and answers the cart. */
export async function addPricedItems(deps: Pick<AreaDeps, 'db' | 'clock'>, owner: CartOwner, priced: PricedItem[]): Promise<Cart> {
  return withVoucher(deps, owner, await addItems(deps.db, owner, priced));
}
