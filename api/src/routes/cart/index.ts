import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { addCartItemsSchema, cartSchema, HEADERS, removeCartItemSchema, updateCartItemSchema } from '@storefront/contracts';
import { addItems, readCart, removeItem, updateItemPeriod, type CartOwner } from '../../cart/cart.repository';
import { priceItems, repriceItem, type CartPricingContext } from '../../cart/pricing';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';

const cartSidSchema = z.uuid();

/** A signed-in user's cart, or a guest's by the x-cart-sid header. */
function ownerOf(request: FastifyRequest): CartOwner | null {
  if (request.user) return { userId: request.user.id };
  const sid = request.headers[HEADERS.cartSid];
  if (typeof sid === 'string' && cartSidSchema.safeParse(sid).success) return { guestSid: sid };
  return null;
}

function requireOwner(request: FastifyRequest): CartOwner {
  const owner = ownerOf(request);
  if (!owner) throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: HEADERS.cartSid, message: 'A cart id (UUID) is required' }] });
  return owner;
}

function pricingContext(app: FastifyInstance, request: FastifyRequest, db: Kysely<Database> = app.db): CartPricingContext {
  return { db, registry: app.registry, clock: app.clock, tldCatalogue: app.tldCatalogue, user: request.user };
}

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cart'];
  app.get('/api/cart', { schema: { tags, response: { 200: cartSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const owner = ownerOf(request);
    if (!owner) return { id: '', items: [], itemCount: 0, subtotal: 0, updatedAt: new Date(0).toISOString() };
    return readCart(app.db, owner);
  });

  app.put(
    '/api/cart/items',
    {
      schema: {
        tags,
        description:
          'Adds priced items. Domains: register a free or premium name (premium 1 year); renew, reactivate and transfer need a signed-in customer; a transfer needs the right authCode, which is never sent back (data.hasAuthCode).',
        body: addCartItemsSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => {
      const owner = requireOwner(request);
      return addItems(app.db, owner, await priceItems(pricingContext(app, request), request.body.items));
    },
  );

  app.delete('/api/cart/items', { schema: { tags, body: removeCartItemSchema, response: { 200: cartSchema } } }, async (request) =>
    removeItem(app.db, requireOwner(request), request.body.key),
  );

  app.patch('/api/cart/items', { schema: { tags, body: updateCartItemSchema, response: { 200: cartSchema } } }, async (request) =>
    updateItemPeriod(app.db, requireOwner(request), request.body.key, (item, trx) => repriceItem(pricingContext(app, request, trx), item, request.body)),
  );
};
