import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { cloudServerConfigurationSchema, HOSTING_CONFIG_TYPES, hostingConfigurationSchema, type HostingConfigType } from '@storefront/contracts';
import { readCart, type CartOwner, type CartRead } from '../cart/cart.repository';
import { cartStamp } from '../cart/cart-stamp';
import { priceCloudServerItem } from '../cart/cloud-server-pricing';
import { priceHostingItem } from '../cart/hosting-pricing';
import type { CartPricingContext, PricedItem } from '../cart/pricing';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { enforceBabyLimitOnCart } from './baby-limit';

/** Prices the new content of a cart item of one kind from a PATCH body (checked by the kind's own schema); `key` is the item edited. */
export type CartItemEditor = (ctx: CartPricingContext, body: unknown, key: string) => Promise<PricedItem>;

/** A hosting plan edited: its configuration as PUT /cart/items/{type} takes it; its own domain is not "another hosting's". */
const hostingEditor =
  (type: HostingConfigType): CartItemEditor =>
  (ctx, body, key) =>
    priceHostingItem(ctx, { ...parseOrRefuse(hostingConfigurationSchema, body), type }, { exceptKey: key });

/** A body checked by a schema: the first rule it breaks is a 400 with the rule's words (as the route schemas answer). */
export function parseOrRefuse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError('BAD_REQUEST', undefined, { fields }, fields[0]?.message);
}

/**
 * The kinds of cart item that can be edited from the basket (PATCH /api/cart/items/{type}/{key}), each by its own
 * editor: every configurable kind (a cloud server, a shared, cloud or WordPress hosting plan). The basket opens the
 * kind's configurator with the item loaded (contracts' configuratorPathOf), which saves it back here.
 */
export const CART_ITEM_EDITORS: Readonly<Record<string, CartItemEditor>> = {
  'cloud-server': (ctx, body) => priceCloudServerItem(ctx.db, ctx.user, parseOrRefuse(cloudServerConfigurationSchema, body)),
  ...Object.fromEntries(HOSTING_CONFIG_TYPES.map((type) => [type, hostingEditor(type)])),
};

/**
 * Replaces one item of the owner's cart by what its editor prices from the body, in one transaction that holds
 * the cart's row lock: an unknown key, or a key of another kind, is ITEMS_NOT_FOUND; a kind without an editor is
 * BAD_REQUEST; the baby cloud limit is checked again (a package changed to a baby one counts).
 */
export async function editCartItem(db: Kysely<Database>, owner: CartOwner, type: string, key: string, price: ((ctx: Kysely<Database>) => Promise<PricedItem>) | null): Promise<CartRead> {
  return db.transaction().execute(async (trx) => {
    const column = 'userId' in owner ? 'user_id' : 'guest_sid';
    const cart = await trx.selectFrom('carts').select('id').where(column, '=', 'userId' in owner ? owner.userId : owner.guestSid).forUpdate().executeTakeFirst();
    const item = cart ? await trx.selectFrom('cart_items').select(['key', 'type']).where('cart_id', '=', cart.id).where('key', '=', key).executeTakeFirst() : undefined;
    if (!cart || !item || item.type !== type) throw new AppError('ITEMS_NOT_FOUND');
    if (!price) throw new AppError('BAD_REQUEST');
    const priced = await price(trx);
    await trx
      .updateTable('cart_items')
      .set({
        title: priced.title,
        description: priced.description,
        payload: JSON.stringify(priced.payload),
        period: priced.period,
        period_unit: priced.periodUnit,
        unit_price: priced.unitPrice,
        amount: priced.amount,
      })
      .where('key', '=', key)
      .execute();
    await enforceBabyLimitOnCart(trx, owner, cart.id, [priced]);
    await trx.updateTable('carts').set({ updated_at: cartStamp() }).where('id', '=', cart.id).execute();
    return readCart(trx, owner);
  });
}
