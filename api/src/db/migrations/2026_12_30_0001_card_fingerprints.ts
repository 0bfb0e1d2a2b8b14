import type { Kysely } from 'kysely';

/**
 * A saved card's fingerprint (issue 28, item 3): what the card provider answers for a card, the same for the same
 * card number whoever saves it and different for another number, so the affiliate programme can tell that two
 * accounts saved one card without the store ever holding the number. The sandbox provider keeps its own beside
 * its vault entry. Cards saved before it have none (sameCustomer then compares brand, last four and expiry).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sandbox_card_setups').addColumn('fingerprint', 'text').execute();
  await db.schema.alterTable('saved_cards').addColumn('fingerprint', 'text').execute();
  await db.schema.createIndex('saved_cards_fingerprint_idx').on('saved_cards').column('fingerprint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('saved_cards_fingerprint_idx').ifExists().execute();
  await db.schema.alterTable('saved_cards').dropColumn('fingerprint').execute();
  await db.schema.alterTable('sandbox_card_setups').dropColumn('fingerprint').execute();
}
