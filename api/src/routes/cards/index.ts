import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CARD_SETUP_MINUTES, CARD_TERMS_MESSAGE, cardsSchemas as routes, isLocale } from '@storefront/contracts';
import { checkCardToPayWith, getCardSetup, listMyCards, payOrderWithSavedCard, removeMyCard, setMyDefaultCard, startCardSetup } from '../../cards/my-cards';
import { invalidField } from '../../errors';
import { idempotentCall } from '../../payments/idempotent-call';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

export { SAVED_CARD_PROVIDER } from '../../cards/charge-saved-card';

/** /account/cards and paying with a saved card at checkout (spec §5, §8, §9). */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.listCards, { security, description: 'The customer\'s saved cards (brand, last four, expiry; never a number or token), default first, each with its history.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return listMyCards(app, request.user!.id);
    },
  });

  app.route({
    ...routeOf(routes.startCardSetup, {
      security,
      description: `Opens the provider's hosted 3-D Secure page to add a card (acceptTerms=true required: 'You must accept terms & conditions in order to add cards'). Open ${CARD_SETUP_MINUTES} minutes; on return, GET /api/user/cards/setups/{setupId} says how it went. Cards without 3-D Secure are refused (CARD_NOT_ACCEPTED).`,
    }),
    preHandler: requireUser,
    config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    handler: async (request) => {
      if (request.query.acceptTerms !== 'true') throw invalidField('acceptTerms', CARD_TERMS_MESSAGE);
      const header = request.headers['x-locale'];
      return startCardSetup(app, request.user!.id, isLocale(header) ? header : request.user!.locale_code);
    },
  });

  app.route({
    ...routeOf(routes.getCardSetup, {
      security,
      description: 'How adding a card went. The first time the provider says it succeeded, the $1 verification charge is taken and refunded at once (both in the card\'s history) and the card is saved; CARD_NOT_ACCEPTED without 3-D Secure; a decline code otherwise.',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      return getCardSetup(app, request.user!.id, request.params.id);
    },
  });

  app.route({
    ...routeOf(routes.setDefaultCard, { security, description: 'Makes the card the default (auto-renew and one-step payments use it). CARD_NOT_FOUND otherwise.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return setMyDefaultCard(app, request.user!.id, request.params.id);
    },
  });

  app.route({
    ...routeOf(routes.deleteCard, { security, description: 'Removes the card (CARD_NOT_FOUND when it is not the customer\'s). A removed default passes to the newest other card.' }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      await removeMyCard(app, request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(routes.payWithSavedCard, {
      security,
      description:
        "Pays the order with a saved card (the default unless cardId names another). Header Idempotency-Key required. NO_SAVED_CARD ('Please add new card to pay!'), CARD_NOT_FOUND, CARD_MONTHLY_LIMIT_EXCEEDED, PAYMENT_PROCESSOR_ERROR with the decline code, and the order's own refusals (ORDER_NOT_FOUND, ORDER_STATUS_INVALID, ORDER_CHANGED).",
    }),
    preHandler: requireUser,
    config: { requiresPaymentProfile: true },
    handler: async (request, reply) => {
      const body = request.body ?? {};
      const userId = request.user!.id;
      await checkCardToPayWith(app, userId, body.cardId);
      return idempotentCall(request, reply, { cardId: body.cardId ?? null, cartUpdatedAt: body.cartUpdatedAt ?? null }, () => payOrderWithSavedCard(app, userId, request.params.id, body));
    },
  });
};
