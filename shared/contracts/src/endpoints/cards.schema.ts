import { z } from 'zod';
import { cardParamsSchema, cardSetupOutcomeSchema, cardSetupQuerySchema, cardSetupStartSchema, savedCardListSchema, savedCardPaymentSchema, savedCardSchema } from '../cards.schema';
import { paymentResultSchema } from '../payment';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { cardsEndpoints } from './cards';

const schemas = {
  listCards: { response: savedCardListSchema },
  startCardSetup: { query: cardSetupQuerySchema, response: cardSetupStartSchema },
  getCardSetup: { params: cardParamsSchema, response: cardSetupOutcomeSchema },
  setDefaultCard: { params: cardParamsSchema, response: savedCardSchema },
  deleteCard: { params: cardParamsSchema, response: z.null(), status: 204 },
  payWithSavedCard: { params: z.object({ id: z.uuid() }), body: savedCardPaymentSchema, response: paymentResultSchema },
} as const;

export const cardsSchemas: BoundEndpoints<typeof cardsEndpoints, typeof schemas> = bindSchemas('cards', cardsEndpoints, schemas);
