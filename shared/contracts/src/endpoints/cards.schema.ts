import { z } from 'zod';
import { cardParamsSchema, cardSetupOutcomeSchema, cardSetupQuerySchema, cardSetupStartSchema, savedCardListSchema, savedCardPaymentSchema, savedCardSchema } from '../cards.schema';
import { paymentResultSchema } from '../payment';
import { defineEndpoints } from './endpoint.schema';

/**
 * Saved cards (spec §7 "User and account": /user/cards, /user/cards/iframe-transaction): list with history,
 * add through the provider's hosted 3-D Secure page, default, delete, and pay an order with one. Tag `Card`.
 * Said once here; the browser's `cardsEndpoints` (./cards.ts) is generated from it.
 */
export const cardsSchemas = defineEndpoints(
  { area: 'cards', declarations: 'cardsEndpoints' },
  {
    listCards: { method: 'GET', path: '/api/user/cards', response: savedCardListSchema, tags: ['Card'] },
    startCardSetup: {
      method: 'GET',
      path: '/api/user/cards/iframe-transaction',
      query: cardSetupQuerySchema,
      response: cardSetupStartSchema,
      // Each call opens a new attempt at the provider: called as a mutation, never cached.
      kind: 'mutation',
    },
    getCardSetup: { method: 'GET', path: '/api/user/cards/setups/:id', params: cardParamsSchema, response: cardSetupOutcomeSchema, tags: ['Card'] },
    setDefaultCard: { method: 'PATCH', path: '/api/user/cards/:id/default', params: cardParamsSchema, response: savedCardSchema, tags: ['Card'] },
    deleteCard: { method: 'DELETE', path: '/api/user/cards/:id', params: cardParamsSchema, response: z.null(), status: 204, tags: ['Card'] },
    payWithSavedCard: {
      method: 'POST',
      path: '/api/payment/saved-card/:id',
      params: z.object({ id: z.uuid() }),
      body: savedCardPaymentSchema,
      response: paymentResultSchema,
      tags: ['Order', 'Cart', 'Invoice', 'Card', 'Notification'],
    },
  },
);
