/**
 * Saved cards (spec §3 card, §5 'You must accept terms & conditions in order to add cards', §8 CARD_NOT_FOUND,
 * CARD_NOT_ACCEPTED, CARD_MONTHLY_LIMIT_EXCEEDED, 'Please add new card to pay!', §9 card verification charge).
 * No card number is ever stored: only the provider's token (never sent to the browser), brand, last four and expiry.
 */

/** §9: the charge that proves a new card works, refunded at once (cents). */
export const CARD_VERIFICATION_CHARGE = 100;

/** What saved cards may pay in one calendar month (cents), beyond which CARD_MONTHLY_LIMIT_EXCEEDED. */
export const CARD_MONTHLY_LIMIT = 200_000;

/** How long the provider's hosted add-card page stays open (minutes). */
export const CARD_SETUP_MINUTES = 30;

export const CARD_TERMS_MESSAGE = 'You must accept terms & conditions in order to add cards';
export const NO_SAVED_CARD_MESSAGE = 'Please add new card to pay!';

export type CardTransactionKind = 'verification' | 'refund' | 'charge';

export interface CardTransaction {
  id: string;
  kind: CardTransactionKind;
  /** Cents; a refund is money back to the card. */
  amount: number;
  description: string;
  /** The order or invoice it paid, when there is one. */
  reference: string | null;
  createdAt: string;
}

/** GET /api/user/cards: one saved card with its history, newest first. */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  /** Past its expiry month: it cannot pay. */
  expired: boolean;
  createdAt: string;
  history: CardTransaction[];
}

/** GET /api/user/cards/iframe-transaction: the provider's hosted page to add a card (3-D Secure). */
export interface CardSetupStart {
  setupId: string;
  url: string;
  expiresAt: string;
}

/** GET /api/user/cards/setups/{id}: how adding a card went (asked on return from the provider's page). */
export interface CardSetupOutcome {
  setupId: string;
  status: 'requiresAction' | 'succeeded' | 'failed';
  failure: { code: string; message: string; declineCode: string | null } | null;
  card: SavedCard | null;
}

/** A card is past its expiry at `now` (valid through the last day of its month). */
export function isCardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
}
