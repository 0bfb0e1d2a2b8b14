import { z } from 'zod';
import { MAX_AMOUNT_CENTS, MONEY_MESSAGES } from './money';

/**
 * The zod rules of money inputs, on the limits of money.ts: whole cents (strings, floats, 1e308 are refused),
 * never beyond MAX_AMOUNT_CENTS — a request body can never carry an amount the api cannot hold.
 */

/** An amount of money (a price, a callback's amount): 0 … $10,000,000 in cents. */
export const centsSchema = z.number().int(MONEY_MESSAGES.wholeCents).min(0).max(MAX_AMOUNT_CENTS, MONEY_MESSAGES.tooLarge);

/** A signed movement (a staff adjustment, a promo credit grant): never zero, at most $10,000,000 either way. */
export const signedCentsSchema = z
  .number()
  .int(MONEY_MESSAGES.wholeCents)
  .min(-MAX_AMOUNT_CENTS, MONEY_MESSAGES.tooLarge)
  .max(MAX_AMOUNT_CENTS, MONEY_MESSAGES.tooLarge)
  .refine((value) => value !== 0, MONEY_MESSAGES.notZero);
