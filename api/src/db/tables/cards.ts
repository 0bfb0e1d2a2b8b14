import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A saved card: the provider's token, brand, last four, expiry and fingerprint only (migrations 2026_12_08_0002_saved_cards, 2026_12_30_0001). */
export interface SavedCardsTable {
  id: string;
  user_id: string;
  provider: string;
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** The provider's fingerprint of the card number (migration 2026_12_30_0001); null on cards saved before it. */
  fingerprint: string | null;
  is_default: Generated<boolean>;
  created_at: Timestamp;
  removed_at: Timestamp | null;
}

/** One attempt to add a card through the provider's hosted 3-D Secure page. */
export interface CardSetupsTable {
  id: string;
  user_id: string;
  status: 'requiresAction' | 'succeeded' | 'failed';
  failure_code: string | null;
  decline_code: string | null;
  card_id: string | null;
  terms_accepted_at: Timestamp;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** What a provider that runs its add-card steps on the storefront's pages keeps of them (CyberSource: cards/cybersource-vault.ts). */
  provider_state: ColumnType<Record<string, unknown>, string | undefined, string>;
}

/** A card's history: the verification charge, its refund, and what the card paid. */
export interface CardTransactionsTable {
  id: string;
  card_id: string;
  user_id: string;
  kind: 'verification' | 'refund' | 'charge';
  amount: ColumnType<number, number, number>;
  transaction_id: string;
  reference: string | null;
  description: string;
  created_at: Timestamp;
}

/** The sandbox provider's own side of a card setup and its vault (a real provider keeps this on its servers). */
export interface SandboxCardSetupsTable {
  id: string;
  return_path: string;
  status: 'requiresAction' | 'challenge' | 'succeeded' | 'failed';
  failure_code: string | null;
  decline_code: string | null;
  token: string | null;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  /** The sandbox's fingerprint of the number entered (cardFingerprint); null on setups from before it. */
  fingerprint: string | null;
  /** What the issuer answers later charges of this card (a decline test card). */
  card_decline: string | null;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface CardTables {
  saved_cards: SavedCardsTable;
  card_setups: CardSetupsTable;
  card_transactions: CardTransactionsTable;
  sandbox_card_setups: SandboxCardSetupsTable;
}

export type SavedCardRow = Selectable<SavedCardsTable>;
export type CardTransactionRow = Selectable<CardTransactionsTable>;
