import { sql, type Kysely } from 'kysely';

/**
 * Paying through providers: a payment session per attempt (card, wallet, bank card / QR, bank and wire
 * transfer), top-ups of the balance, bulk payments of unpaid invoices, and manual (staff-issued) invoices.
 * A payment now pays an order, a top-up or a bulk payment; it stays unique per provider transaction, so a
 * callback delivered twice records one payment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('top_ups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total > 0`))
    .addColumn('fee', 'integer', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'processing', 'paid', 'failed')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('top_ups_user_idx').on('top_ups').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('bulk_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'processing', 'paid', 'cancelled')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('bulk_payment_invoices')
    .addColumn('bulk_payment_id', 'text', (c) => c.notNull().references('bulk_payments.id').onDelete('cascade'))
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bulk_payment_invoices_pk', ['bulk_payment_id', 'invoice_id'])
    .execute();

  await db.schema
    .createTable('payment_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('order', 'topUp', 'bulk')`))
    .addColumn('reference_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('payment_option', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('requiresAction', 'pending', 'succeeded', 'failed', 'expired', 'cancelled')`),
    )
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('fee', 'integer', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('charge', 'integer', (c) => c.notNull().check(sql`charge >= 0`))
    .addColumn('continue_path', 'text', (c) => c.notNull())
    .addColumn('cancel_path', 'text', (c) => c.notNull())
    .addColumn('provider_state', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('failure_code', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('decline_code', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_sessions_reference_idx').on('payment_sessions').columns(['kind', 'reference_id']).execute();
  await db.schema.createIndex('payment_sessions_status_idx').on('payment_sessions').columns(['status', 'method']).execute();

  await db.schema.alterTable('payments').alterColumn('order_id', (c) => c.dropNotNull()).execute();
  await db.schema.alterTable('payments').addColumn('kind', 'text', (c) => c.notNull().defaultTo('order')).execute();
  await db.schema.alterTable('payments').addColumn('reference_id', 'text').execute();
  await db.schema.alterTable('payments').addColumn('session_id', 'text').execute();
  await sql`update payments set reference_id = order_id where reference_id is null`.execute(db);

  // Manual invoices (issued by staff, paid at /online-payment) have no order.
  await db.schema.alterTable('invoices').alterColumn('order_id', (c) => c.dropNotNull()).execute();
  await db.schema.alterTable('invoices').addColumn('kind', 'text', (c) => c.notNull().defaultTo('order')).execute();
  await db.schema.alterTable('invoices').addColumn('created_by', 'text').execute();
  await db.schema.createIndex('invoices_user_status_idx').on('invoices').columns(['user_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('invoices_user_status_idx').ifExists().execute();
  await db.schema.alterTable('invoices').dropColumn('created_by').execute();
  await db.schema.alterTable('invoices').dropColumn('kind').execute();
  for (const column of ['session_id', 'reference_id', 'kind']) await db.schema.alterTable('payments').dropColumn(column).execute();
  for (const table of ['payment_sessions', 'bulk_payment_invoices', 'bulk_payments', 'top_ups']) await db.schema.dropTable(table).ifExists().execute();
}
