import { sql, type Kysely } from 'kysely';

/**
 * Vouchers: a fixed (cents) or percent discount on the eligible items of a cart (categories null = all),
 * valid until a date, from a minimum subtotal, with an optional number of uses and once per user. The cart
 * holds the chosen code and why a code was dropped; the order snapshots the code; a payment redeems it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vouchers')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('discount_type', 'text', (c) => c.notNull().check(sql`discount_type in ('fixed', 'percent')`))
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value > 0`))
    .addColumn('valid_until', 'timestamptz')
    .addColumn('min_subtotal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('categories', 'jsonb')
    .addColumn('max_uses', 'integer')
    .addColumn('per_user_once', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`alter table vouchers add constraint vouchers_percent_check check (discount_type <> 'percent' or value <= 100)`.execute(db);

  await db.schema
    .createTable('voucher_redemptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('voucher_code', 'text', (c) => c.notNull().references('vouchers.code'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('voucher_redemptions_code_user_idx').on('voucher_redemptions').columns(['voucher_code', 'user_id']).execute();

  await db.schema.alterTable('carts').addColumn('voucher_code', 'text').execute();
  await db.schema.alterTable('carts').addColumn('voucher_notice', 'text').execute();
  await db.schema.alterTable('orders').addColumn('voucher_code', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('voucher_code').execute();
  await db.schema.alterTable('carts').dropColumn('voucher_notice').execute();
  await db.schema.alterTable('carts').dropColumn('voucher_code').execute();
  await db.schema.dropTable('voucher_redemptions').ifExists().execute();
  await db.schema.dropTable('vouchers').ifExists().execute();
}
