import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartSchemas as routes } from '@storefront/contracts';
import { addCartItems, applyCartVoucher, changeCartItemTerm, chooseCartPaymentMethod, mergeIntoUserCart, readOwnCart, removeCartItem, removeCartVoucher } from '../../cart/cart-changes';
import { requireUser } from '../../plugins/app/session';
import { promoCreditRoutes } from '../promo-credit';
import { routeOf } from '../route-of';
import { cartShopperOf, guestSidOf, ownerOf, requireOwner } from './owner';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];
  await app.register(promoCreditRoutes);

  app.route({
    ...routeOf(routes.getCart, { description: 'My cart (a guest\'s by the x-cart-sid header), its voucher re-evaluated now.' }),
    handler: async (request) => {
      return readOwnCart(app, ownerOf(request));
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
      return mergeIntoUserCart(app, request.user!.id, guestSidOf(request));
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
      return applyCartVoucher(app, request.user!.id, request.body.code);
    },
  });

  app.route({
    ...routeOf(routes.setPaymentMethod, {
      security,
      description: 'Chooses the payment method of the signed-in customer\'s cart (echoed by the cart and checkout/init); promoCredit with a voucher answers CANNOT_USE_PROMO_CREDIT.',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      return chooseCartPaymentMethod(app, request.user!.id, request.body.method);
    },
  });

  app.route({
    ...routeOf(routes.removeVoucher, { security, description: 'Removes the voucher from the cart.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return removeCartVoucher(app, request.user!.id);
    },
  });

  app.route({
    ...routeOf(routes.addCartItems, {
      description:
        'Adds priced items. Domains: register a free or premium name (premium 1 year); renew, reactivate and transfer need a signed-in customer; a transfer needs the right authCode, which is never sent back (data.hasAuthCode).',
    }),
    handler: async (request) => {
      return addCartItems(app, cartShopperOf(request), request.body.items);
    },
  });

  app.route({
    ...routeOf(routes.removeCartItem, { description: 'Removes an item by its key.' }),
    handler: async (request) => {
      return removeCartItem(app, requireOwner(request), request.body.key);
    },
  });

  app.route({
    ...routeOf(routes.updateCartItem, { description: 'Changes the term of an item (the terms its kind is sold for), re-priced here.' }),
    handler: async (request) => {
      return changeCartItemTerm(app, cartShopperOf(request), request.body);
    },
  });
};
