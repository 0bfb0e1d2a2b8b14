import type { Kysely } from 'kysely';

/**
 * Provider outcomes the storefront refused (an amount or currency other than the session charged, a signed
 * callback whose body is not valid): nothing is credited, the session is left as it was, and staff see the
 * report here (GET /api/admin/payment-anomalies).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_anomalies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The session reported on, when it is one of ours; else null (reported_session_id keeps what was said).
    .addColumn('session_id', 'text', (c) => c.references('payment_sessions.id').onDelete('set null'))
    .addColumn('reported_session_id', 'text')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text')
    .addColumn('reported_status', 'text')
    .addColumn('reported_amount', 'bigint')
    .addColumn('reported_currency', 'text')
    .addColumn('expected_amount', 'bigint')
    .addColumn('expected_currency', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_anomalies_created_idx').on('payment_anomalies').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_anomalies').ifExists().execute();
}
