import { z } from 'zod';
import { paymentResultSchema } from './payment';
import { createTopUpSchema } from './top-up';

/** How a one-step payment pays: the account balance, or a saved card (the default one unless cardId names another). */
export const ONE_STEP_METHODS = ['balance', 'card'] as const;
export type OneStepMethod = (typeof ONE_STEP_METHODS)[number];

const idSchema = z.string().trim().min(1).max(64);

/**
 * POST /api/checkout-one-step (header Idempotency-Key): renews one of my services or domains for one more term in
 * one step — the api prices it (integer cents, VAT added), makes the order and pays it with the balance or a saved
 * card, as the checkout does.
 */
export const checkoutOneStepSchema = z.object({ serviceId: idSchema, method: z.enum(ONE_STEP_METHODS), cardId: idSchema.optional() });
export type CheckoutOneStepBody = z.input<typeof checkoutOneStepSchema>;

export const checkoutOneStepResultSchema = paymentResultSchema.extend({ serviceId: z.string(), method: z.enum(ONE_STEP_METHODS) });
export type CheckoutOneStepResult = z.infer<typeof checkoutOneStepResultSchema>;

/** POST /api/top-up-one-step (header Idempotency-Key): tops up the balance by `total` cents with a saved card, at once. */
export const topUpOneStepSchema = z.object({ total: createTopUpSchema.shape.total, cardId: idSchema.optional() });
export type TopUpOneStepBody = z.input<typeof topUpOneStepSchema>;

/**
 * PUT /api/top-up/{id}/complete (header Idempotency-Key): the customer came back from the provider's page with
 * this session; the api asks the provider how it went and records the money received (a wallet's approved
 * payment is captured), then answers the top-up.
 */
export const completeTopUpSchema = z.object({ sessionId: z.uuid() });
export type CompleteTopUpBody = z.input<typeof completeTopUpSchema>;
