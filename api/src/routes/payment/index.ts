import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsSchemas as routes } from '@storefront/contracts';
import { findUserOrder, payRefusal } from '../../checkout/orders.repository';
import { idempotentCall, recordDepsOf } from '../../payments/idempotent-call';
import { payWithBalance } from '../../payments/pay-with-balance';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';
import { callbackRoutes } from './callback';
import { paymentSessionRoutes } from './sessions';
import { walletRoutes } from './wallet';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.canPayOrder, {
      security,
      description:
        'Whether the order can be paid now: ORDER_NOT_FOUND, ORDER_STATUS_INVALID (paid), INVOICE_PROCESSED (processing), ORDER_CHANGED (cartUpdatedAt or the cart changed since the order was made).',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      const userId = request.user!.id;
      const order = await findUserOrder(app.db, userId, request.params.id);
      const cart = await app.db.selectFrom('carts').select(['id', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
      const refusal = payRefusal(order, cart && cart.id === order.cart_id ? cart.updated_at : null, request.query.cartUpdatedAt);
      if (refusal) throw refusal;
      return { canPay: true as const, total: order.total };
    },
  });

  app.route({
    ...routeOf(routes.payWithBalance, {
      security,
      description:
        'Pays the order from the account balance. Header Idempotency-Key required: the same key and body replay the first answer with its status; the same key with another body answers 409 BAD_REQUEST. Errors: ORDER_NOT_FOUND, ORDER_STATUS_INVALID, ORDER_CHANGED, INVOICE_PROCESSED, BALANCE_NOT_ENOUGH (details.topUpUrl), TRANSACTION_IN_PROGRESS (details.bulkPaymentId).',
    }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      const body = request.body ?? {};
      return idempotentCall(request, reply, { cartUpdatedAt: body.cartUpdatedAt ?? null }, () =>
        payWithBalance(app.db, recordDepsOf(app), request.user!.id, request.params.id, body.cartUpdatedAt),
      );
    },
  });

  await app.register(paymentSessionRoutes);
  await app.register(walletRoutes);
  await app.register(callbackRoutes);
};
