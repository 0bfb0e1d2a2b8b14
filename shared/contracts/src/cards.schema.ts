import { z } from 'zod';

const transactionSchema = z.object({
  id: z.string(),
  kind: z.enum(['verification', 'refund', 'charge']),
  amount: z.number().int(),
  description: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});

export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
  expired: z.boolean(),
  createdAt: z.string(),
  history: z.array(transactionSchema),
});

export const savedCardListSchema = z.array(savedCardSchema);

/** GET /api/user/cards/iframe-transaction?acceptTerms=true */
export const cardSetupQuerySchema = z.object({ acceptTerms: z.enum(['true', 'false']).optional() });

export const cardSetupStartSchema = z.object({ setupId: z.string(), url: z.string(), expiresAt: z.string() });

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
