import type { Transaction } from 'kysely';
import { isCardExpired, type CardTransaction, type SavedCard } from '@storefront/contracts';
import type { Database, Db } from '../db/database';
import type { CardTransactionRow, SavedCardRow } from '../db/tables/cards';

const iso = (value: Date | string) => new Date(value).toISOString();

function toTransaction(row: CardTransactionRow): CardTransaction {
  return { id: row.id, kind: row.kind, amount: Number(row.amount), description: row.description, reference: row.reference, createdAt: iso(row.created_at) };
}

export function toSavedCard(row: SavedCardRow, history: CardTransactionRow[], now: Date): SavedCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    isDefault: row.is_default,
    expired: isCardExpired({ expMonth: row.exp_month, expYear: row.exp_year }, now),
    createdAt: iso(row.created_at),
    history: history.map(toTransaction),
  };
}

/** The customer's cards (default first, then newest), each with its history, newest first. */
export async function listCards(db: Db, userId: string, now: Date): Promise<SavedCard[]> {
  const cards = await db
    .selectFrom('saved_cards')
    .selectAll()
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  if (!cards.length) return [];
  const history = await db
    .selectFrom('card_transactions')
    .selectAll()
    .where('card_id', 'in', cards.map((card) => card.id))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return cards.map((card) => toSavedCard(card, history.filter((row) => row.card_id === card.id), now));
}

export async function findCard(db: Db, userId: string, cardId: string): Promise<SavedCardRow | undefined> {
  return db.selectFrom('saved_cards').selectAll().where('id', '=', cardId).where('user_id', '=', userId).where('removed_at', 'is', null).executeTakeFirst();
}

export async function findDefaultCard(db: Db, userId: string): Promise<SavedCardRow | undefined> {
  return db.selectFrom('saved_cards').selectAll().where('user_id', '=', userId).where('is_default', '=', true).where('removed_at', 'is', null).executeTakeFirst();
}

/** One card's history, newest first. */
export async function cardHistory(db: Db, cardId: string): Promise<CardTransactionRow[]> {
  return db.selectFrom('card_transactions').selectAll().where('card_id', '=', cardId).orderBy('created_at', 'desc').execute();
}

/** Opens an add-card attempt: waiting for the customer on the provider's page until it expires. */
export async function insertCardSetup(db: Db, setup: { id: string; userId: string; termsAcceptedAt: Date; expiresAt: Date }): Promise<void> {
  await db.insertInto('card_setups').values({ id: setup.id, user_id: setup.userId, status: 'requiresAction', terms_accepted_at: setup.termsAcceptedAt, expires_at: setup.expiresAt }).execute();
}

/** Makes one card the default (the customer's cards locked first, so two requests cannot leave two defaults). */
export async function setDefaultCard(trx: Transaction<Database>, userId: string, cardId: string): Promise<SavedCardRow | undefined> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  const card = await findCard(trx, userId, cardId);
  if (!card) return undefined;
  await trx.updateTable('saved_cards').set({ is_default: false }).where('user_id', '=', userId).where('id', '!=', cardId).where('is_default', '=', true).execute();
  return trx.updateTable('saved_cards').set({ is_default: true }).where('id', '=', cardId).returningAll().executeTakeFirstOrThrow();
}

/**
 * Removes a card (its history stays for the records; the token is forgotten by the storefront's lists). A
 * removed default passes the default on to the newest other card.
 */
export async function removeCard(trx: Transaction<Database>, userId: string, cardId: string, now: Date): Promise<boolean> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  const card = await findCard(trx, userId, cardId);
  if (!card) return false;
  await trx.updateTable('saved_cards').set({ removed_at: now, is_default: false }).where('id', '=', cardId).execute();
  if (card.is_default) {
    const next = await trx.selectFrom('saved_cards').select('id').where('user_id', '=', userId).where('removed_at', 'is', null).orderBy('created_at', 'desc').executeTakeFirst();
    if (next) await trx.updateTable('saved_cards').set({ is_default: true }).where('id', '=', next.id).execute();
  }
  return true;
}

/** What the customer's cards paid this calendar month (cents), refunds of charges not counted back. */
export async function chargedThisMonth(db: Db, userId: string, now: Date): Promise<number> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const row = await db
    .selectFrom('card_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'charge')
    .where('created_at', '>=', start)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
