import { sql, type Kysely } from 'kysely';

/**
 * What a card provider keeps of an add-card attempt on the storefront's own pages (CyberSource's saved cards,
 * issue 30): where the customer returns, the payer authentication's steps, and, once the $1 verification was
 * authorised with a token created, the token, the card's brand, last four and expiry (never its number) and the
 * verification's reversal. The sandbox keeps its own in sandbox_card_setups.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('card_setups').addColumn('provider_state', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('card_setups').dropColumn('provider_state').execute();
}
