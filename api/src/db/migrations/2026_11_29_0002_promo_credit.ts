import { sql, type Kysely } from 'kysely';

/**
 * Promo credit: a per-user total moved with add-only ledger rows (like the balance); a cart may use it
 * (not with a voucher) and its order carries the credit applied. Checkout state per order records which
 * browser tab is paying it (INIT_CHECKOUT_ORDER_IN_OTHER_TAB).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promo_credits')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('promo_credit_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('grant', 'payment', 'adjustment', 'refund')`))
    .addColumn('reference', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('promo_credit_ledger_user_idx').on('promo_credit_ledger').columns(['user_id', 'seq']).execute();

  await db.schema.alterTable('carts').addColumn('use_promo_credit', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await db.schema.alterTable('orders').addColumn('promo_credit', 'integer', (c) => c.notNull().defaultTo(0).check(sql`promo_credit >= 0`)).execute();
  await db.schema.alterTable('orders').addColumn('checkout_tab', 'text').execute();
  await db.schema.alterTable('orders').addColumn('checkout_state', 'text').execute();
  await db.schema.alterTable('orders').addColumn('checkout_state_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['checkout_state_at', 'checkout_state', 'checkout_tab', 'promo_credit']) await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.alterTable('carts').dropColumn('use_promo_credit').execute();
  await db.schema.dropTable('promo_credit_ledger').ifExists().execute();
  await db.schema.dropTable('promo_credits').ifExists().execute();
}
