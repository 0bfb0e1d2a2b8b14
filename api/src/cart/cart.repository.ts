import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { type Cart } from '@storefront/contracts';
import type { CartItemRow, CartsTable, Database, Db } from '../db/database';
import { AppError } from '../errors';
import { babyItems, babyUsage, enforceBabyLimitOnCart } from '../cloud-servers/baby-limit';
import { itemColumns, type PricedItem } from './pricing';
import { cartStamp } from './cart-stamp';

export type CartOwner = { userId: string } | { guestSid: string };
export type CartRow = Selectable<CartsTable>;

function ownerFilter(owner: CartOwner) {
  return 'userId' in owner ? ({ column: 'user_id', value: owner.userId } as const) : ({ column: 'guest_sid', value: owner.guestSid } as const);
}

async function findCartId(db: Db, owner: CartOwner, lock = false): Promise<string | undefined> {
  const { column, value } = ownerFilter(owner);
  let query = db.selectFrom('carts').select('id').where(column, '=', value);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst())?.id;
}

/**
 * The owner's cart id, the cart made (and locked) when there is none yet. Idempotent under races: the owner's
 * column is unique, so of concurrent first writes (a fresh customer's or guest's, a merge into a fresh account)
 * one INSERT makes the cart and the others' ON CONFLICT DO NOTHING waits for it to commit; they then read and
 * lock the cart it made, instead of failing on carts_user_id_key (a 500).
 */
export async function ensureCartId(trx: Transaction<Database>, owner: CartOwner): Promise<string> {
  const { column } = ownerFilter(owner);
  const values = 'userId' in owner ? { user_id: owner.userId, guest_sid: null } : { user_id: null, guest_sid: owner.guestSid };
  // Twice at most: the cart another write made can be gone by the time it is read (a guest cart merged away meanwhile).
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const existing = await findCartId(trx, owner, true);
    if (existing) return existing;
    const made = await trx
      .insertInto('carts')
      .values({ id: randomUUID(), ...values, updated_at: cartStamp() })
      .onConflict((oc) => oc.column(column).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (made) return made.id;
  }
  throw new Error(`ensureCartId: no cart could be made or read for the ${column}`);
}

/** Payload fields that stay on the server: a transfer's auth code is only said to be there. */
function publicData(payload: Record<string, unknown>): Record<string, unknown> {
  const { authCode, ...data } = payload;
  return authCode ? { ...data, hasAuthCode: true } : data;
}

function toItem(row: CartItemRow) {
  return {
    key: row.key,
    type: row.type,
    category: row.category,
    title: row.title,
    description: row.description,
    period: row.period,
    periodUnit: row.period_unit,
    unitPrice: row.unit_price,
    amount: row.amount,
    data: publicData(row.payload),
  };
}

/** A cart answer's read: the cart and the carts row it was built from (null: no cart yet), so nothing reads the row again. */
export interface CartRead {
  cart: Cart;
  row: CartRow | null;
}

/** No cart yet (or no owner to have one): empty, and no row. */
export const NO_CART: Readonly<CartRead> = { cart: { id: '', items: [], itemCount: 0, subtotal: 0, updatedAt: new Date(0).toISOString() }, row: null };

/** The owner's cart, reading the carts row once: the row (voucher, payment method) goes along with the cart. */
export async function readCart(db: Db, owner: CartOwner): Promise<CartRead> {
  const { column, value } = ownerFilter(owner);
  const row = await db.selectFrom('carts').selectAll().where(column, '=', value).executeTakeFirst();
  if (!row) return NO_CART;
  const items = (await db.selectFrom('cart_items').selectAll().where('cart_id', '=', row.id).orderBy('seq').execute()).map(toItem);
  const cart = {
    id: row.id,
    items,
    itemCount: items.length,
    subtotal: items.reduce((sum, item) => sum + item.amount, 0),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
  return { cart, row };
}

/** Adds priced items (cart/pricing.ts) in one transaction; the same domain is never in the cart twice. */
export async function addItems(db: Kysely<Database>, owner: CartOwner, priced: PricedItem[]): Promise<CartRead> {
  return db.transaction().execute(async (trx) => {
    const cartId = await ensureCartId(trx, owner);
    for (const item of priced) {
      const row = {
        key: randomUUID(),
        cart_id: cartId,
        dedupe_key: item.dedupeKey,
        ...itemColumns(item),
      };
      if (item.dedupeKey) {
        await trx
          .insertInto('cart_items')
          .values(row)
          .onConflict((oc) =>
            oc.columns(['cart_id', 'dedupe_key']).doUpdateSet({
              description: row.description,
              payload: row.payload,
              period: row.period,
              unit_price: row.unit_price,
              amount: row.amount,
            }),
          )
          .execute();
      } else {
        await trx.insertInto('cart_items').values(row).execute();
      }
    }
    await enforceBabyLimitOnCart(trx, owner, cartId, priced);
    await trx.updateTable('carts').set({ updated_at: cartStamp() }).where('id', '=', cartId).execute();
    return readCart(trx, owner);
  });
}

export async function removeItem(db: Kysely<Database>, owner: CartOwner, key: string): Promise<CartRead> {
  return db.transaction().execute(async (trx) => {
    const cartId = await findCartId(trx, owner, true);
    const deleted = cartId ? await trx.deleteFrom('cart_items').where('cart_id', '=', cartId).where('key', '=', key).executeTakeFirst() : undefined;
    if (!cartId || !deleted || Number(deleted.numDeletedRows) === 0) throw new AppError('ITEMS_NOT_FOUND');
    await trx.updateTable('carts').set({ updated_at: cartStamp() }).where('id', '=', cartId).execute();
    return readCart(trx, owner);
  });
}

/** Prices the item's new term; `trx` is the transaction it runs in (read through it, never beside it). */
type Reprice = (item: CartItemRow, trx: Transaction<Database>) => Promise<{ period: number; unitPrice: number; amount: number }>;

/** Changes one item's billing period; `reprice` (cart/pricing.ts repriceItem) checks the term and prices it. */
export async function updateItemPeriod(db: Kysely<Database>, owner: CartOwner, key: string, reprice: Reprice): Promise<CartRead> {
  return db.transaction().execute(async (trx) => {
    const cartId = await findCartId(trx, owner, true);
    const item = cartId ? await trx.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).where('key', '=', key).executeTakeFirst() : undefined;
    if (!cartId || !item) throw new AppError('ITEMS_NOT_FOUND');
    const next = await reprice(item, trx);
    await trx.updateTable('cart_items').set({ period: next.period, unit_price: next.unitPrice, amount: next.amount }).where('key', '=', key).execute();
    await trx.updateTable('carts').set({ updated_at: cartStamp() }).where('id', '=', cartId).execute();
    return readCart(trx, owner);
  });
}

/** What a merge did: the lines that moved, and the guest's baby cloud servers left in the guest cart (past the limit). */
export interface CartMerge {
  moved: number;
  notMerged: number;
}

/**
 * On login and POST /api/cart/merge, a guest's cart joins the account's cart (domains already there are not
 * doubled) and the guest cart is gone, so merging twice moves nothing twice. The account cart counts as
 * changed only when an item actually moved (an open order stays valid otherwise).
 *
 * The baby cloud limit (spec §5) holds here as when adding: the account's lines all stay, and the guest's baby
 * servers move, in the order they were added, only while the account's owned and carted ones stay within it.
 * Those past it are not moved and not lost: they stay in the guest cart (kept while it holds anything), and
 * `notMerged` says how many, for the caller to tell the customer (BABY_CLOUD_LIMIT). One transaction, holding
 * both carts' locks (as an add holds the account cart's), so the count is not raced and nothing is half-moved.
 */
export async function mergeGuestCart(db: Kysely<Database>, guestSid: string, userId: string): Promise<CartMerge> {
  return db.transaction().execute(async (trx) => {
    const guestCartId = await findCartId(trx, { guestSid }, true);
    if (!guestCartId) return { moved: 0, notMerged: 0 };
    const userCartId = await ensureCartId(trx, { userId });
    const items = await trx.selectFrom('cart_items').selectAll().where('cart_id', '=', guestCartId).orderBy('seq').execute();
    let babyRoom = 0;
    if (babyItems(items) > 0) {
      const { used, limit } = await babyUsage(trx, { userId });
      babyRoom = Math.max(0, limit - used);
    }
    let moved = 0;
    let notMerged = 0;
    const doubled: string[] = [];
    for (const item of items) {
      const duplicate = item.dedupe_key
        ? await trx.selectFrom('cart_items').select('key').where('cart_id', '=', userCartId).where('dedupe_key', '=', item.dedupe_key).executeTakeFirst()
        : undefined;
      if (duplicate) {
        doubled.push(item.key);
        continue;
      }
      if (babyItems([item]) > 0) {
        if (babyRoom === 0) {
          notMerged += 1;
          continue;
        }
        babyRoom -= 1;
      }
      await trx.updateTable('cart_items').set({ cart_id: userCartId }).where('key', '=', item.key).execute();
      moved += 1;
    }
    if (notMerged === 0) await trx.deleteFrom('carts').where('id', '=', guestCartId).execute();
    else {
      // The guest cart keeps only the baby servers left behind (what the account has already goes, as with a whole merge).
      if (doubled.length > 0) await trx.deleteFrom('cart_items').where('cart_id', '=', guestCartId).where('key', 'in', doubled).execute();
      await trx.updateTable('carts').set({ updated_at: cartStamp() }).where('id', '=', guestCartId).execute();
    }
    if (moved > 0) await trx.updateTable('carts').set({ updated_at: cartStamp() }).where('id', '=', userCartId).execute();
    return { moved, notMerged };
  });
}
