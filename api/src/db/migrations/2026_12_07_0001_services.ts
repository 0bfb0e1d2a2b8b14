import { sql, type Kysely } from 'kysely';

/**
 * The customer's services (issue 15 item 10, issue 16 items 2 and 3): each paid hosting, cloud server or SSL
 * item of an order becomes one services row (unique per order item, so a payment step run again creates
 * nothing twice), provisioned afterwards by the job queue through the provisioning adapter. Its term and
 * renewal date drive the renewal lifecycle of spec §4; service_events records each lifecycle step once
 * (unique per service, step and cycle) so a job run twice does nothing twice. Domains stay in `domains`;
 * their auto-renew choice lives in domain_renewals. Access details reach the customer by a one-time link
 * (service_credentials: the token's SHA-256 only; the initial password is erased once it was shown).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('services')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('order_item_id', 'text', (c) => c.unique().references('order_items.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('cloud-server', 'cloud-hosting', 'shared-hosting', 'wordpress-hosting', 'ssl')`))
    .addColumn('product_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'active', 'suspended', 'cancelled')`))
    .addColumn('provisioning', 'text', (c) => c.notNull().check(sql`provisioning in ('queued', 'creating', 'validating', 'ready', 'failed')`))
    .addColumn('provisioning_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('provisioning_error', 'text')
    .addColumn('period', 'integer', (c) => c.notNull().check(sql`period > 0`))
    .addColumn('period_unit', 'text', (c) => c.notNull().check(sql`period_unit in ('month', 'year')`))
    .addColumn('renew_price', 'bigint', (c) => c.notNull().check(sql`renew_price >= 0`))
    .addColumn('auto_renew', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('renewal_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('end_reason', 'text', (c) => c.check(sql`end_reason in ('autoRenewOff', 'deactivated', 'unpaid', 'customer', 'expired')`))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('services_user').on('services').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('services_due').on('services').columns(['status', 'expires_at']).execute();

  await db.schema
    .createTable('service_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('cycle', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('service_events_once', ['subject_id', 'step', 'cycle'])
    .execute();

  await db.schema
    .createTable('service_credentials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('service_backups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('size_gb', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('domain_renewals')
    .addColumn('domain_id', 'text', (c) => c.primaryKey().references('domains.id').onDelete('cascade'))
    .addColumn('auto_renew', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sandboxTable(db);
}

/** The sandbox control panel and CA's own records (what a real provider would hold on its side). */
async function sandboxTable(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('provisioning_sandbox')
    .addColumn('external_id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ready_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['provisioning_sandbox', 'domain_renewals', 'service_backups', 'service_credentials', 'service_events', 'services']) await db.schema.dropTable(table).ifExists().execute();
}
