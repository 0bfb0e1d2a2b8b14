import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsSchemas as routes } from '@storefront/contracts';
import { idempotentCall } from '../../payments/idempotent-call';
import { requireUser } from '../../plugins/app/session';
import { canPayTopUp, completeTopUpNow, createTopUpNow, startTopUpPayment, topUpCardVault, topUpOf, topUpWithSavedCard } from '../../top-up/top-up-calls';
import { topUpFee } from '../../top-up/top-ups.repository';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/**
 * Topping up the balance (spec §2 /top-up, §7 Top-up): at least $10 ('Minimum amount is $10'), the method's
 * fee charged on top and shown first, paid through the same providers; the balance is credited (a ledger row)
 * when the provider's payment is recorded.
 */
export const topUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.getTopUpFee, { security, description: 'The fee of a top-up of `total` cents with a method, and every method\'s fee.' }),
    preHandler: requireUser,
    handler: async (request) => topUpFee(request.query.total, request.query.method),
  });

  app.route({
    ...routeOf(routes.createTopUp, { security, description: 'A top-up of `total` cents paid with `method` (header Idempotency-Key); then pay it with POST /api/payments { kind: "topUp" }.' }),
    preHandler: requireUser,
    handler: async (request, reply) =>
      idempotentCall(request, reply, request.body, () => createTopUpNow(app, request.user!.id, request.body.total, request.body.method)),
  });

  app.route({
    ...routeOf(routes.getTopUp, { security, description: 'The top-up, its latest payment session and, once paid, the balance.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return topUpOf(app, request.user!.id, request.params.id);
    },
  });

  app.route({
    ...routeOf(routes.canPayTopUp, { security, description: 'TOP_UP_NOT_FOUND, or TOP_UP_PROCESSED when paid or under review.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return canPayTopUp(app, request.user!.id, request.params.id);
    },
  });

  app.route({
    ...routeOf(routes.payTopUpByCard, { security, description: 'Pays a card top-up: the hosted card page with 3-D Secure (header Idempotency-Key).' }),
    preHandler: requireUser,
    handler: async (request, reply) => idempotentCall(request, reply, request.body, () => startTopUpPayment(app, request.user!.id, request.params.id, 'card', request.body)),
  });

  app.route({
    ...routeOf(routes.startTopUpPaywayPayment, {
      security,
      description: 'The bank card / QR form of a bank-card top-up (QR valid 30 minutes), header Idempotency-Key. A POST: it starts a payment session.',
    }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      const { topUpId, paymentOption, continueUrl } = request.body;
      return idempotentCall(request, reply, request.body, () => startTopUpPayment(app, request.user!.id, topUpId, 'bankCard', { paymentOption, continuePath: continueUrl }));
    },
  });

  app.route({
    ...routeOf(routes.completeTopUp, {
      security,
      description:
        'Back from the provider\'s page with a session of this top-up (header Idempotency-Key): a wallet payment the customer approved is captured and recorded (once; money for a top-up paid meanwhile is credited to the balance); card and bank-card payments are recorded by the provider\'s callback. Answers the top-up. TOP_UP_NOT_FOUND otherwise.',
    }),
    preHandler: requireUser,
    handler: async (request, reply) =>
      idempotentCall(request, reply, request.body, () => completeTopUpNow(app, request.user!.id, request.params.id, request.body.sessionId)),
  });

  app.route({
    ...routeOf(routes.topUpOneStep, {
      security,
      description:
        "Tops up the balance at once with a saved card (the default unless cardId names another), the card fee on top (header Idempotency-Key). NO_SAVED_CARD ('Please add new card to pay!'), CARD_NOT_FOUND, CARD_MONTHLY_LIMIT_EXCEEDED, PAYMENT_PROCESSOR_ERROR with the decline code; nothing written then.",
    }),
    preHandler: requireUser,
    config: { requiresPaymentProfile: true },
    handler: async (request, reply) => {
      const userId = request.user!.id;
      const vault = await topUpCardVault(app, userId, request.body.cardId);
      return idempotentCall(request, reply, request.body, () => topUpWithSavedCard(app, vault, userId, request.body));
    },
  });
};
