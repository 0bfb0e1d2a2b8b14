import type { Kysely } from 'kysely';

/**
 * The free trial (issue 17 item 5): one row per customer who activated it (the primary key makes it once, also
 * when two requests race), with the product chosen, its voucher and the end of the 30-day trial.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trials')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('voucher_code', 'text', (c) => c.notNull().references('vouchers.code'))
    .addColumn('activated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trials').ifExists().execute();
}
