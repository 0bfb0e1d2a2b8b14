import { sql, type Kysely } from 'kysely';

/**
 * Cart → order → payment: orders snapshot the cart and its totals; invoices snapshot the VAT; the balance is
 * an add-only ledger with a per-user balance row moved in the same transaction; payments are unique per
 * provider transaction; pay calls are idempotent by key; one payment of a user runs at a time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'processing', 'paid', 'cancelled')`))
    .addColumn('cart_id', 'text', (c) => c.notNull())
    .addColumn('cart_updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull().check(sql`subtotal >= 0`))
    .addColumn('discount', 'integer', (c) => c.notNull().check(sql`discount >= 0`))
    .addColumn('vat_rate', 'integer', (c) => c.notNull().check(sql`vat_rate >= 0`))
    .addColumn('vat', 'integer', (c) => c.notNull().check(sql`vat >= 0`))
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'status']).execute();
  // One open order per cart: init refreshes it rather than making another.
  await sql`create unique index orders_open_cart_idx on orders (cart_id) where status = 'open'`.execute(db);

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('period_unit', 'text', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull().check(sql`unit_price >= 0`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').columns(['order_id', 'seq']).execute();

  await sql`create sequence invoice_numbers start 1`.execute(db);
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('billing_to', 'jsonb')
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('vat_name', 'text', (c) => c.notNull())
    .addColumn('vat_rate', 'integer', (c) => c.notNull())
    .addColumn('vat', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('paid', 'unpaid')`))
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('invoices_user_idx').on('invoices').columns(['user_id', 'issued_at']).execute();

  await db.schema
    .createTable('invoice_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('balances')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('balance_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('topUp', 'payment', 'adjustment', 'refund')`))
    .addColumn('reference', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('balance_ledger_user_idx').on('balance_ledger').columns(['user_id', 'seq']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('payments_provider_transaction_unique', ['provider', 'transaction_id'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_user_key_unique', ['user_id', 'key'])
    .execute();

  // One payment of a user at a time: a lease taken by a conditional update, released when the payment ends.
  await db.schema
    .createTable('payment_locks')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'text')
    .addColumn('token', 'text')
    .addColumn('lease_until', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['payment_locks', 'idempotency_keys', 'payments', 'balance_ledger', 'balances', 'invoice_lines', 'invoices', 'order_items', 'orders']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop sequence if exists invoice_numbers`.execute(db);
}
