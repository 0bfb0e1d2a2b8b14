import { sql, type Kysely } from 'kysely';

/**
 * Domains: the names customers hold with us (registered, renewed, reactivated, transferred in), the
 * sandbox registry's own records of the names registered through it, and the regular prices that TLDs on
 * sale are sold below.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('domains')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull().unique())
    .addColumn('tld', 'text', (c) => c.notNull())
    .addColumn('registered_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('transfer_requested_at', 'timestamptz')
    .addColumn('transfer_completes_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('domains_user_idx').on('domains').columns(['user_id', 'expires_at']).execute();

  await db.schema
    .createTable('registry_sandbox_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('registrant', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('transfer_requested_at', 'timestamptz')
    .addColumn('transfer_completes_at', 'timestamptz')
    .execute();

  await db.schema
    .alterTable('tlds')
    .addColumn('register_regular_price', 'integer', (c) => c.check(sql`register_regular_price >= 0`))
    .addColumn('renew_regular_price', 'integer', (c) => c.check(sql`renew_regular_price >= 0`))
    .addColumn('transfer_regular_price', 'integer', (c) => c.check(sql`transfer_regular_price >= 0`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tlds').dropColumn('register_regular_price').dropColumn('renew_regular_price').dropColumn('transfer_regular_price').execute();
  await db.schema.dropTable('registry_sandbox_domains').ifExists().execute();
  await db.schema.dropTable('domains').ifExists().execute();
}
