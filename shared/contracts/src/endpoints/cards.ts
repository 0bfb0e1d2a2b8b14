import type { z } from 'zod';
import type { CardSetupOutcome, CardSetupStart, SavedCard } from '../cards';
import type { cardSetupQuerySchema, savedCardPaymentSchema } from '../cards.schema';
import type { PaymentResult } from '../payment';
import { typed, type Endpoints } from './endpoint';

/**
 * Saved cards (spec §7 "User and account": /user/cards, /user/cards/iframe-transaction): list with history,
 * add through the provider's hosted 3-D Secure page, default, delete, and pay an order with one. Tag `Card`.
 */
export const cardsEndpoints = {
  listCards: { method: 'GET', path: '/api/user/cards', response: typed<SavedCard[]>(), tags: ['Card'] },
  startCardSetup: {
    method: 'GET',
    path: '/api/user/cards/iframe-transaction',
    query: typed<z.input<typeof cardSetupQuerySchema>>(),
    response: typed<CardSetupStart>(),
    // Each call opens a new attempt at the provider: called as a mutation, never cached.
    kind: 'mutation',
  },
  getCardSetup: { method: 'GET', path: '/api/user/cards/setups/:id', response: typed<CardSetupOutcome>(), tags: ['Card'] },
  setDefaultCard: { method: 'PATCH', path: '/api/user/cards/:id/default', response: typed<SavedCard>(), tags: ['Card'] },
  deleteCard: { method: 'DELETE', path: '/api/user/cards/:id', response: typed<null>(), tags: ['Card'] },
  payWithSavedCard: {
    method: 'POST',
    path: '/api/payment/saved-card/:id',
    body: typed<z.input<typeof savedCardPaymentSchema>>(),
    response: typed<PaymentResult>(),
    tags: ['Order', 'Cart', 'Invoice', 'Card', 'Notification'],
  },
} as const satisfies Endpoints;
