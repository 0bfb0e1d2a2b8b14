import { z } from 'zod';

const transactionSchema = z.object({
  id: z.string(),
  kind: z.enum(['verification', 'refund', 'charge']),
  /** Cents; a refund is money back to the card. */
  amount: z.number().int(),
  description: z.string(),
  /** The order or invoice it paid, when there is one. */
  reference: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/user/cards: one saved card with its history, newest first. */
export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
  /** Past its expiry month: it cannot pay. */
  expired: z.boolean(),
  createdAt: z.string(),
  history: z.array(transactionSchema),
});

export const savedCardListSchema = z.array(savedCardSchema);

/** GET /api/user/cards/iframe-transaction?acceptTerms=true */
export const cardSetupQuerySchema = z.object({ acceptTerms: z.enum(['true', 'false']).optional() });

/** GET /api/user/cards/iframe-transaction: the provider's hosted page to add a card (3-D Secure). */
export const cardSetupStartSchema = z.object({ setupId: z.string(), url: z.string(), expiresAt: z.string() });

/** GET /api/user/cards/setups/{id}: how adding a card went (asked on return from the provider's page). */
export const cardSetupOutcomeSchema = z.object({
  setupId: z.string(),
  status: z.enum(['requiresAction', 'succeeded', 'failed']),
  failure: z.object({ code: z.string(), message: z.string(), declineCode: z.string().nullable() }).nullable(),
  card: savedCardSchema.nullable(),
});

export const cardParamsSchema = z.object({ id: z.uuid() });

/** POST /api/payment/saved-card/{orderId}: the default card unless one is named. */
export const savedCardPaymentSchema = z
  .object({ cardId: z.uuid().optional(), cartUpdatedAt: z.iso.datetime({ offset: true }).optional() })
  .nullish();
