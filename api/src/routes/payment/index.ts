import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsSchemas as routes } from '@storefront/contracts';
import { idempotentCall } from '../../payments/idempotent-call';
import { canPayOrder, payOrderWithBalance } from '../../payments/payment-calls';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';
import { callbackRoutes } from './callback';
import { cardCheckoutRoutes } from './card-checkout';
import { paywayFormRoutes } from './payway-form';
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
      return canPayOrder(app, request.user!.id, request.params.id, request.query.cartUpdatedAt);
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
        payOrderWithBalance(app, request.user!.id, request.params.id, body.cartUpdatedAt),
      );
    },
  });

  await app.register(paymentSessionRoutes);
  await app.register(walletRoutes);
  await app.register(callbackRoutes);
  await app.register(paywayFormRoutes);
  await app.register(cardCheckoutRoutes);
};
