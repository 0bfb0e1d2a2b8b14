import { HOSTING_CONFIG_TYPES } from '@storefront/contracts';
import { sql } from 'kysely';
import type { CartPricingContext } from './domain-item-pricing';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The names among `names` that are free domains (spec §5: free domains cannot get an SSL certificate): the domain
 * bought free with an annual hosting plan (payload.domainConnection.free, hosting-pricing.ts), while it is in the
 * cart the items go into, or bought by this customer within the last year (free for its first year only, §9).
 */
export async function freeDomainsAmong(ctx: CartPricingContext, names: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(names.map((name) => name.toLowerCase().replace(/^\*\./, '')))];
  if (wanted.length === 0) return new Set();
  const freeName = (table: 'cart_items' | 'order_items') => sql<string>`lower(${sql.ref(`${table}.payload`)}->'domainConnection'->>'name')`;
  const isFree = (table: 'cart_items' | 'order_items') => sql<boolean>`coalesce((${sql.ref(`${table}.payload`)}->'domainConnection'->>'free')::boolean, false)`;
  const found = new Set<string>();
  const owner = ctx.owner ?? (ctx.user ? { userId: ctx.user.id } : null);
  if (owner) {
    const [column, value] = 'userId' in owner ? (['user_id', owner.userId] as const) : (['guest_sid', owner.guestSid] as const);
    const inCart = await ctx.db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select(freeName('cart_items').as('name'))
      .where(`carts.${column}`, '=', value)
      .where('cart_items.type', 'in', [...HOSTING_CONFIG_TYPES])
      .where(isFree('cart_items'), '=', true)
      .where(freeName('cart_items'), 'in', wanted)
      .execute();
    for (const row of inCart) found.add(row.name);
  }
  if (ctx.user) {
    const bought = await ctx.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(freeName('order_items').as('name'))
      .where('orders.user_id', '=', ctx.user.id)
      .where('orders.status', '=', 'paid')
      .where('orders.paid_at', '>', new Date(ctx.clock.now().getTime() - YEAR_MS))
      .where('order_items.type', 'in', [...HOSTING_CONFIG_TYPES])
      .where(isFree('order_items'), '=', true)
      .where(freeName('order_items'), 'in', wanted)
      .execute();
    for (const row of bought) found.add(row.name);
  }
  return found;
}
