import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HEADERS } from '@storefront/contracts';
import type { Shopper } from '../../cart/cart-answer';
import type { CartOwner } from '../../cart/cart.repository';
import { AppError } from '../../errors';

const cartSidSchema = z.uuid();

/** A signed-in user's cart, or a guest's by the x-cart-sid header. */
export function ownerOf(request: FastifyRequest): CartOwner | null {
  if (request.user) return { userId: request.user.id };
  const guestSid = guestSidOf(request);
  return guestSid ? { guestSid } : null;
}

/** The guest cart id of the x-cart-sid header, when it is one (a UUID). */
export function guestSidOf(request: FastifyRequest): string | null {
  const sid = request.headers[HEADERS.cartSid];
  return typeof sid === 'string' && cartSidSchema.safeParse(sid).success ? sid : null;
}

export function requireOwner(request: FastifyRequest): CartOwner {
  const owner = ownerOf(request);
  if (!owner) throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: HEADERS.cartSid, message: 'A cart id (UUID) is required' }] });
  return owner;
}

/** Who the request is for: its user (or none) and its cart (ownerOf). */
export const shopperOf = (request: FastifyRequest): Shopper => ({ user: request.user, owner: ownerOf(request) });

/** As shopperOf, for a call that needs a cart (requireOwner: BAD_REQUEST without one). */
export const cartShopperOf = (request: FastifyRequest): Shopper & { owner: CartOwner } => {
  const owner = requireOwner(request);
  return { user: request.user, owner };
};
