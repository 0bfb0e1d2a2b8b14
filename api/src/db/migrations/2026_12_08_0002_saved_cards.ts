import { sql, type Kysely } from 'kysely';

/**
 * Saved cards (issue 16 item 5). No card number is ever stored by the storefront: only the provider's token,
 * the brand, the last four digits and the expiry. A card is added through the provider's hosted 3-D Secure
 * page (card_setups, one row per attempt); a $1 verification charge and its refund are the first two rows of
 * the card's history (card_transactions, unique per provider transaction). One default card per customer
 * (a partial unique index). The sandbox provider keeps its own records in sandbox_card_setups (the vault a
 * real provider holds on its side).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saved_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull().check(sql`last4 ~ '^[0-9]{4}$'`))
    .addColumn('exp_month', 'integer', (c) => c.notNull().check(sql`exp_month between 1 and 12`))
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('removed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('saved_cards_user').on('saved_cards').column('user_id').execute();
  await sql`create unique index saved_cards_one_default on saved_cards (user_id) where is_default and removed_at is null`.execute(db);

  await db.schema
    .createTable('card_setups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('requiresAction', 'succeeded', 'failed')`))
    .addColumn('failure_code', 'text')
    .addColumn('decline_code', 'text')
    .addColumn('card_id', 'text', (c) => c.references('saved_cards.id').onDelete('set null'))
    .addColumn('terms_accepted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('card_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull().references('saved_cards.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('verification', 'refund', 'charge')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('reference', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('card_transactions_card').on('card_transactions').columns(['card_id', 'created_at']).execute();

  await db.schema
    .createTable('sandbox_card_setups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('return_path', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('requiresAction', 'challenge', 'succeeded', 'failed')`))
    .addColumn('failure_code', 'text')
    .addColumn('decline_code', 'text')
    .addColumn('token', 'text', (c) => c.unique())
    .addColumn('brand', 'text')
    .addColumn('last4', 'text')
    .addColumn('exp_month', 'integer')
    .addColumn('exp_year', 'integer')
    .addColumn('card_decline', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_card_setups').execute();
  await db.schema.dropTable('card_transactions').execute();
  await db.schema.dropTable('card_setups').execute();
  await db.schema.dropTable('saved_cards').execute();
}
