import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CARD_SETUP_MINUTES, CARD_TERMS_MESSAGE, cardsSchemas as routes, localePath, isLocale } from '@storefront/contracts';
import { cardVaultFor, savedCardMethod } from '../../cards/charge-saved-card';
import { findCard, listCards, removeCard, setDefaultCard, toSavedCard } from '../../cards/cards.repository';
import { completeCardSetup } from '../../cards/complete-setup';
import { AppError, invalidField } from '../../errors';
import { payOrderNow } from '../../payments/pay-order-now';
import { idempotentCall, recordDepsOf } from '../../payments/idempotent-call';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

export { SAVED_CARD_PROVIDER } from '../../cards/charge-saved-card';

/** /account/cards and paying with a saved card at checkout (spec §5, §8, §9). */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];
  const vault = () => {
    const configured = cardVaultFor(app.config);
    if (!configured) throw new AppError('PROCESSOR_ERROR');
    return configured;
  };

  app.route({
    ...routeOf(routes.listCards, { security, description: 'The customer\'s saved cards (brand, last four, expiry; never a number or token), default first, each with its history.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return listCards(app.db, request.user!.id, app.clock.now());
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
      const now = app.clock.now();
      const setupId = randomUUID();
      const expiresAt = new Date(now.getTime() + CARD_SETUP_MINUTES * 60_000);
      const header = request.headers['x-locale'];
      const returnPath = `${localePath('/account/cards', isLocale(header) ? header : request.user!.locale_code)}?setupId=${setupId}`;
      const opened = await app.db.transaction().execute(async (trx) => {
        await trx.insertInto('card_setups').values({ id: setupId, user_id: request.user!.id, status: 'requiresAction', terms_accepted_at: now, expires_at: expiresAt }).execute();
        return vault().openSetup(trx, { id: setupId, returnPath, expiresAt });
      });
      return { setupId, url: opened.url, expiresAt: expiresAt.toISOString() };
    },
  });

  app.route({
    ...routeOf(routes.getCardSetup, {
      security,
      description: 'How adding a card went. The first time the provider says it succeeded, the $1 verification charge is taken and refunded at once (both in the card\'s history) and the card is saved; CARD_NOT_ACCEPTED without 3-D Secure; a decline code otherwise.',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      const outcome = await completeCardSetup(app.db, vault(), request.user!.id, request.params.id, app.clock.now());
      if (!outcome) throw new AppError('NOT_FOUND');
      return outcome;
    },
  });

  app.route({
    ...routeOf(routes.setDefaultCard, { security, description: 'Makes the card the default (auto-renew and one-step payments use it). CARD_NOT_FOUND otherwise.' }),
    preHandler: requireUser,
    handler: async (request) => {
      const userId = request.user!.id;
      const card = await app.db.transaction().execute((trx) => setDefaultCard(trx, userId, request.params.id));
      if (!card) throw new AppError('CARD_NOT_FOUND');
      const history = await app.db.selectFrom('card_transactions').selectAll().where('card_id', '=', card.id).orderBy('created_at', 'desc').execute();
      return toSavedCard(card, history, app.clock.now());
    },
  });

  app.route({
    ...routeOf(routes.deleteCard, { security, description: 'Removes the card (CARD_NOT_FOUND when it is not the customer\'s). A removed default passes to the newest other card.' }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      const removed = await app.db.transaction().execute((trx) => removeCard(trx, request.user!.id, request.params.id, app.clock.now()));
      if (!removed) throw new AppError('CARD_NOT_FOUND');
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
      if (body.cardId && !(await findCard(app.db, userId, body.cardId))) throw new AppError('CARD_NOT_FOUND');
      return idempotentCall(request, reply, { cardId: body.cardId ?? null, cartUpdatedAt: body.cartUpdatedAt ?? null }, () =>
        payOrderNow(app.db, recordDepsOf(app), userId, request.params.id, body.cartUpdatedAt, savedCardMethod(vault(), { userId, cardId: body.cardId, description: 'Order payment', clock: app.clock })),
      );
    },
  });
};
