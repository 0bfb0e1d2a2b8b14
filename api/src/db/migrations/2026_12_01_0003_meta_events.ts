import { sql, type Kysely } from 'kysely';

/**
 * Conversion events (spec §7 Other: POST /meta/events): one row per event of a batch, with the anonymous
 * visitor id the browser made, the signed-in user from the session (null for a guest; kept null when the
 * account is deleted), the browser's time and the server's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('meta_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('pageView', 'addToCart', 'checkoutStarted', 'purchase')`))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('value_cents', 'bigint')
    .addColumn('currency', 'text')
    .addColumn('items', 'jsonb')
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('meta_events_value_currency', sql`(value_cents is null) = (currency is null)`)
    .execute();
  await db.schema.createIndex('meta_events_type_time_idx').on('meta_events').columns(['type', 'occurred_at']).execute();
  await db.schema.createIndex('meta_events_visitor_idx').on('meta_events').columns(['visitor_id', 'occurred_at']).execute();
  await db.schema.createIndex('meta_events_user_idx').on('meta_events').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('meta_events').ifExists().execute();
}
