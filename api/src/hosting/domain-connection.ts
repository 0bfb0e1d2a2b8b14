import { sql } from 'kysely';
import {
  connectedName,
  DOMAIN_MESSAGES,
  formatMessage,
  freeDomainApplies,
  HOSTING_CONFIG_TYPES,
  HOSTING_MESSAGES,
  type DomainConnection,
  type HostingConfigType,
} from '@storefront/contracts';
import type { CartOwner } from '../cart/cart.repository';
import type { CartPricingContext } from '../cart/domain-item-pricing';
import type { Db } from '../db/database';
import { requireTldOf } from '../domains/domain-deps';
import { domainLifecycle } from '../domains/domain-lifecycle';
import { priceDomainAction } from '../domains/domain-pricing';
import { findDomain } from '../domains/domains.repository';
import { AppError, invalidField } from '../errors';

/** What a plan's domain connection comes to: the name, and for a name bought with the plan its first-year price, whether it is free, its renewal. */
export interface ConnectedDomain {
  name: string;
  kind: DomainConnection['kind'];
  amount: number;
  free: boolean;
  renewal: number | null;
  /** The regular first-year price of a name bought with the plan (what a free one would have cost). */
  regular: number;
}

/** Where a field of the connection sits in the request, for 400 answers. */
const at = (path: string) => (field: string) => (path ? `${path}.${field}` : field);

/** The cart of `owner`, if it has one. */
async function cartIdOf(db: Db, owner: CartOwner | null | undefined): Promise<string | null> {
  if (!owner) return null;
  const row = 'userId' in owner
    ? await db.selectFrom('carts').select('id').where('user_id', '=', owner.userId).executeTakeFirst()
    : await db.selectFrom('carts').select('id').where('guest_sid', '=', owner.guestSid).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * One domain per plan (§5): the name is not connected to a hosting plan already in the cart (another plan, not the
 * one being replaced), nor to a hosting service the storefront runs now (any customer's).
 */
async function requireUnconnected(db: Db, name: string, cartId: string | null, path: string, exceptKey: string | undefined): Promise<void> {
  if (cartId) {
    let others = db.selectFrom('cart_items').select('key').where('cart_id', '=', cartId);
    if (exceptKey) others = others.where('key', '!=', exceptKey);
    const inCart = await others
      .where('type', 'in', [...HOSTING_CONFIG_TYPES])
      .where(sql<string>`payload->>'domain'`, '=', name)
      .executeTakeFirst();
    if (inCart) throw invalidField(path, HOSTING_MESSAGES.alreadyConnected);
  }
  const running = await db
    .selectFrom('services')
    .select('id')
    .where('kind', 'in', [...HOSTING_CONFIG_TYPES])
    .where('status', 'in', ['pending', 'active', 'suspended'])
    .where(sql<string>`details->>'domain'`, '=', name)
    .executeTakeFirst();
  if (running) throw invalidField(path, HOSTING_MESSAGES.alreadyConnected);
}

/**
 * The domain connection of a hosting plan (§3), checked by its kind: an existing name must be the signed-in
 * customer's and still held ('Domain {name} is not existed anymore'); a new name must be free at the registry and
 * is priced for its first year (free with an annual plan that includes one, §9); a third-party name or a
 * subdomain costs nothing here; a name "already in the cart" must be a domain item of this cart. Then one domain
 * per plan. `taken` holds the names other plans of the same request connect.
 */
export async function connectDomain(
  ctx: CartPricingContext,
  plan: { type: HostingConfigType; package: string; months: number },
  connection: DomainConnection,
  options: { path?: string; taken?: Set<string>; checkCart?: boolean; exceptKey?: string } = {},
): Promise<ConnectedDomain> {
  const field = at(options.path ?? 'domain');
  const name = connectedName(connection);
  let result: ConnectedDomain = { name, kind: connection.kind, amount: 0, free: false, renewal: null, regular: 0 };
  switch (connection.kind) {
    case 'existing': {
      if (!ctx.user) throw new AppError('UNAUTHORIZED');
      const tld = await requireTldOf(ctx, name);
      const held = await findDomain(ctx.db, name);
      const lifecycle = held && held.user_id === ctx.user.id ? domainLifecycle(held, tld.kind, ctx.clock.now()) : 'released';
      if (lifecycle === 'released' || lifecycle === 'redemption') throw invalidField(field('domain'), formatMessage(DOMAIN_MESSAGES.notExisted, { name }));
      break;
    }
    case 'new': {
      const tld = await requireTldOf(ctx, name);
      const [entry] = await ctx.registry.check([name]);
      if (!entry || entry.status === 'taken') throw invalidField(field('domain'), formatMessage(DOMAIN_MESSAGES.alreadyRegistered, { name }));
      const premium = entry.status === 'premium' ? entry.premiumPrice : null;
      const price = priceDomainAction('register', tld, 1, premium, field('domain'));
      const free = premium === null && freeDomainApplies(plan.package, plan.months, name);
      result = { ...result, amount: free ? 0 : price.amount, free, renewal: tld.renew_price, regular: price.amount };
      break;
    }
    case 'inCart': {
      const cartId = await cartIdOf(ctx.db, ctx.owner);
      const item = cartId
        ? await ctx.db.selectFrom('cart_items').select('key').where('cart_id', '=', cartId).where('type', '=', 'domain').where('dedupe_key', '=', `domain:${name}`).executeTakeFirst()
        : undefined;
      if (!item) throw invalidField(field('domain'), formatMessage(DOMAIN_MESSAGES.notExisted, { name }));
      break;
    }
    case 'thirdParty':
    case 'subdomain':
      break;
  }
  if (options.taken?.has(name)) throw invalidField(field(connection.kind === 'subdomain' ? 'subdomain' : 'domain'), HOSTING_MESSAGES.alreadyConnected);
  await requireUnconnected(ctx.db, name, options.checkCart === false ? null : await cartIdOf(ctx.db, ctx.owner), field(connection.kind === 'subdomain' ? 'subdomain' : 'domain'), options.exceptKey);
  options.taken?.add(name);
  return result;
}
