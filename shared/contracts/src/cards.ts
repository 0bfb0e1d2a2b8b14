/**
 * Saved cards (spec §3 card, §5 'You must accept terms & conditions in order to add cards', §8 CARD_NOT_FOUND,
 * CARD_NOT_ACCEPTED, CARD_MONTHLY_LIMIT_EXCEEDED, 'Please add new card to pay!', §9 card verification charge).
 * No card number is ever stored: only the provider's token (never sent to the browser), brand, last four and expiry.
 */
import type { z } from 'zod';
import type { cardSetupOutcomeSchema, cardSetupStartSchema, savedCardSchema } from './cards.schema';

/** §9: the charge that proves a new card works, refunded at once (cents). */
export const CARD_VERIFICATION_CHARGE = 100;

/** What saved cards may pay in one calendar month (cents), beyond which CARD_MONTHLY_LIMIT_EXCEEDED. */
export const CARD_MONTHLY_LIMIT = 200_000;

/** How long the provider's hosted add-card page stays open (minutes). */
export const CARD_SETUP_MINUTES = 30;

export const CARD_TERMS_MESSAGE = 'You must accept terms & conditions in order to add cards';
export const NO_SAVED_CARD_MESSAGE = 'Please add new card to pay!';

export type CardTransactionKind = CardTransaction['kind'];

/** One payment, verification or refund on a saved card. */
export type CardTransaction = SavedCard['history'][number];

/** GET /api/user/cards: one saved card with its history, newest first. */
export type SavedCard = z.infer<typeof savedCardSchema>;

/** GET /api/user/cards/iframe-transaction: the provider's hosted page to add a card (3-D Secure). */
export type CardSetupStart = z.infer<typeof cardSetupStartSchema>;

/** GET /api/user/cards/setups/{id}: how adding a card went (asked on return from the provider's page). */
export type CardSetupOutcome = z.infer<typeof cardSetupOutcomeSchema>;

/** A card is past its expiry at `now` (valid through the last day of its month). */
export function isCardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
}
