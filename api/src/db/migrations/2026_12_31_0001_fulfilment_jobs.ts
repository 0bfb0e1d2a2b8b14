import { sql, type Kysely } from 'kysely';

/**
 * Fulfilment on the job queue (issue 29 item 6). A paid domain item is carried out by a `fulfil-domain` job, not
 * inside the payment: `domain_fulfilments` is the job's record, one row per key (the order item, or the renewal's
 * cycle), written with the payment, so the job does its work once and knows what to give back when the registry
 * refuses for good. `domains.fulfilment` is what the customer sees of a name the job has not finished (registering,
 * transferring, renewing, or failed — we are on it). `staff_alerts` is what a job that gave up tells staff, once per
 * subject.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('domain_fulfilments')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'text')
    .addColumn('order_item_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('register', 'transfer', 'renew', 'reactivate')`))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('refund_amount', 'integer', (c) => c.notNull().check(sql`refund_amount >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'done', 'refused', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('domain_fulfilments_domain_idx').on('domain_fulfilments').column('domain').execute();
  await db.schema
    .alterTable('domains')
    .addColumn('fulfilment', 'text', (c) => c.check(sql`fulfilment in ('registering', 'transferring', 'renewing', 'failed', 'renewFailed')`))
    .execute();

  await db.schema
    .createTable('staff_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    /** What it is about (a domain, a service), as staff search for it. */
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull())
    /** The job's key: one alert per thing that gave up. */
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_alerts_created_idx').on('staff_alerts').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_alerts').ifExists().execute();
  await db.schema.alterTable('domains').dropColumn('fulfilment').execute();
  await db.schema.dropTable('domain_fulfilments').ifExists().execute();
}
