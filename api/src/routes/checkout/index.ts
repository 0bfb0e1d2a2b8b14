import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutInitQuerySchema, checkoutOrderSchema, saveAddressResultSchema, saveAddressSchema } from '@storefront/contracts';
import { findUserOrder, openOrderForCart, orderItems, toCheckoutOrder } from '../../checkout/orders.repository';
import { saveBillingAddress } from '../../checkout/save-address';
import { requireUser } from '../../plugins/app/session';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/checkout/init',
    {
      preHandler: requireUser,
      schema: {
        tags: ['checkout'],
        security: [{ session: [] }],
        description:
          'Without orderId: the open order of the signed-in customer\'s cart, made or remade when the cart changed (ITEMS_NOT_FOUND when empty). With orderId: that order of the customer (ORDER_NOT_FOUND otherwise). Amounts in cents, VAT snapshotted.',
        querystring: checkoutInitQuerySchema,
        response: { 200: checkoutOrderSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const userId = request.user!.id;
      const { orderId } = request.query;
      if (orderId) {
        const order = await findUserOrder(app.db, userId, orderId);
        return toCheckoutOrder(order, await orderItems(app.db, order.id));
      }
      return app.db.transaction().execute((trx) => openOrderForCart(trx, userId, app.config.vatRateBasisPoints, app.clock.now()));
    },
  );

  app.post(
    '/api/checkout/save-address',
    {
      preHandler: requireUser,
      schema: {
        tags: ['checkout'],
        security: [{ session: [] }],
        description:
          'Snapshots a contact of mine (or shared with me) on my open order as its billing info; paying needs it. ORDER_NOT_FOUND / NOT_FOUND for another user\'s order / contact.',
        body: saveAddressSchema,
        response: { 200: saveAddressResultSchema },
      },
    },
    async (request) => {
      const { orderId, contactId } = request.body;
      const billingTo = await app.db.transaction().execute((trx) => saveBillingAddress(trx, request.user!.id, orderId, contactId, app.clock.now()));
      return { orderId, billingTo };
    },
  );
};
