import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { cartSchemas as routes, CLOUD_SERVER_MESSAGES, HEADERS, LIMITS, type Cart } from '@storefront/contracts';
import { addItems, mergeGuestCart, readCart, removeItem, updateItemPeriod, NO_CART, type CartOwner, type CartRead } from '../../cart/cart.repository';
import { priceItems, repriceItem, type CartPricingContext } from '../../cart/pricing';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/app/session';
import { applyVoucher, currentVoucher, removeVoucher, setPaymentMethod, voucherStanding } from '../../vouchers/vouchers.repository';
import { promoCreditRoutes } from '../promo-credit';
import { routeOf } from '../route-of';

const cartSidSchema = z.uuid();

/** A signed-in user's cart, or a guest's by the x-cart-sid header. */
export function ownerOf(request: FastifyRequest): CartOwner | null {
  if (request.user) return { userId: request.user.id };
  const guestSid = guestSidOf(request);
  return guestSid ? { guestSid } : null;
}

/** The guest cart id of the x-cart-sid header, when it is one (a UUID). */
function guestSidOf(request: FastifyRequest): string | null {
  const sid = request.headers[HEADERS.cartSid];
  return typeof sid === 'string' && cartSidSchema.safeParse(sid).success ? sid : null;
}

export function requireOwner(request: FastifyRequest): CartOwner {
  const owner = ownerOf(request);
  if (!owner) throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: HEADERS.cartSid, message: 'A cart id (UUID) is required' }] });
  return owner;
}

export function pricingContext(app: FastifyInstance, request: FastifyRequest, db: Kysely<Database> = app.db): CartPricingContext {
  return { db, registry: app.registry, clock: app.clock, tldCatalogue: app.tldCatalogue, user: request.user, owner: ownerOf(request) };
}

/**
 * The cart with its voucher re-evaluated now (one that no longer applies shows as gone, with a notice), discount
 * and total before VAT. After a change the dropped voucher is also written off the cart; a read (GET) writes nothing.
 * The carts row is the one readCart read (a cart answer reads it once); a guest's cart has no voucher or method.
 */
export async function withVoucher(app: FastifyInstance, owner: CartOwner | null, { cart, row }: CartRead, read = false): Promise<Cart> {
  if (!row || !owner || !('userId' in owner)) return { ...cart, voucher: null, voucherNotice: null, discount: 0, total: cart.subtotal, paymentMethod: null };
  const standing = read ? voucherStanding : currentVoucher;
  const { voucher, notice } = await standing(app.db, owner.userId, row, app.clock.now());
  const discount = voucher?.discount ?? 0;
  return { ...cart, voucher, voucherNotice: notice, discount, total: cart.subtotal - discount, paymentMethod: row.payment_method };
}

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];
  await app.register(promoCreditRoutes);

  app.route({
    ...routeOf(routes.getCart, { description: 'My cart (a guest\'s by the x-cart-sid header), its voucher re-evaluated now.' }),
    handler: async (request) => {
      const owner = ownerOf(request);
      return withVoucher(app, owner, owner ? await readCart(app.db, owner) : NO_CART, true);
    },
  });

  app.route({
    ...routeOf(routes.mergeCart, {
      security,
      description:
        'Merges the guest cart of the x-cart-sid header into my cart (a domain already there is not doubled; the guest cart is gone) and answers my cart, as GET /api/cart. Without a guest cart: my cart as it is. The baby cloud limit holds as when adding: my lines stay, and the guest\'s baby cloud servers past it (owned and in my cart) are not moved but stay in the guest cart; then the answer is BABY_CLOUD_LIMIT (409, §8 message, details.notMerged: how many stayed behind) and GET /api/cart shows my cart with the rest merged.',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      const owner = { userId: request.user!.id };
      const guestSid = guestSidOf(request);
      const merged = guestSid ? await mergeGuestCart(app.db, guestSid, owner.userId) : null;
      if (merged && merged.notMerged > 0) throw new AppError('BABY_CLOUD_LIMIT', undefined, { limit: LIMITS.activeBabyCloudServers, notMerged: merged.notMerged }, CLOUD_SERVER_MESSAGES.babyLimit);
      return withVoucher(app, owner, await readCart(app.db, owner));
    },
  });

  app.route({
    ...routeOf(routes.applyVoucher, {
      security,
      description:
        'Applies a voucher to the signed-in customer\'s cart (promo credit is no longer used: spec §5): VOUCHER_NOT_FOUND, VOUCHER_EXPIRED, INVALID_VOUCHER (switched off or used up), CANNOT_USE_VOUCHER (no eligible item, under the minimum), NOT_ELIGIBLE (already used once). The discount is computed here, in cents.',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      const owner = { userId: request.user!.id };
      await app.db.transaction().execute((trx) => applyVoucher(trx, owner.userId, request.body.code, app.clock.now()));
      return withVoucher(app, owner, await readCart(app.db, owner));
    },
  });

  app.route({
    ...routeOf(routes.setPaymentMethod, {
      security,
      description: 'Chooses the payment method of the signed-in customer\'s cart (echoed by the cart and checkout/init); promoCredit with a voucher answers CANNOT_USE_PROMO_CREDIT.',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      const owner = { userId: request.user!.id };
      await app.db.transaction().execute((trx) => setPaymentMethod(trx, owner.userId, request.body.method));
      return withVoucher(app, owner, await readCart(app.db, owner));
    },
  });

  app.route({
    ...routeOf(routes.removeVoucher, { security, description: 'Removes the voucher from the cart.' }),
    preHandler: requireUser,
    handler: async (request) => {
      const owner = { userId: request.user!.id };
      await app.db.transaction().execute((trx) => removeVoucher(trx, owner.userId));
      return withVoucher(app, owner, await readCart(app.db, owner));
    },
  });

  app.route({
    ...routeOf(routes.addCartItems, {
      description:
        'Adds priced items. Domains: register a free or premium name (premium 1 year); renew, reactivate and transfer need a signed-in customer; a transfer needs the right authCode, which is never sent back (data.hasAuthCode).',
    }),
    handler: async (request) => {
      const owner = requireOwner(request);
      return withVoucher(app, owner, await addItems(app.db, owner, await priceItems(pricingContext(app, request), request.body.items)));
    },
  });

  app.route({
    ...routeOf(routes.removeCartItem, { description: 'Removes an item by its key.' }),
    handler: async (request) => {
      const owner = requireOwner(request);
      return withVoucher(app, owner, await removeItem(app.db, owner, request.body.key));
    },
  });

  app.route({
    ...routeOf(routes.updateCartItem, { description: 'Changes the term of an item (the terms its kind is sold for), re-priced here.' }),
    handler: async (request) => {
      const owner = requireOwner(request);
      return withVoucher(app, owner, await updateItemPeriod(app.db, owner, request.body.key, (item, trx) => repriceItem(pricingContext(app, request, trx), item, request.body)));
    },
  });
};
