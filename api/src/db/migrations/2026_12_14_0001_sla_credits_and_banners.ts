import { sql, type Kysely } from 'kysely';

/**
 * Issue 17 items 7 and 8:
 * - the uptime record of each cloud server: its outages (start, minutes), from which each month's uptime is read;
 * - SLA credits: one per server and month (the unique key makes a second claim, also a racing one, a refusal),
 *   issued as promo credit (its ledger row references `sla:<id>`), expiring 30 days after issue (what is left of it
 *   is taken back then: expired_amount);
 * - the promotion page's banners (one per category and seasonal theme) and seasonal assets, drawn from a motif
 *   and two colours.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('server_incidents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull().check(sql`minutes > 0`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('server_incidents_service_idx').on('server_incidents').columns(['service_id', 'started_at']).execute();

  await db.schema
    .createTable('sla_credits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('downtime_minutes', 'integer', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull().check(sql`percent in (5, 10, 15)`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 100`))
    .addColumn('claim', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expired_at', 'timestamptz')
    .addColumn('expired_amount', 'bigint')
    .addUniqueConstraint('sla_credits_service_month', ['service_id', 'month'])
    .execute();
  await db.schema.createIndex('sla_credits_expiry_idx').on('sla_credits').columns(['expired_at', 'expires_at']).execute();

  await db.schema
    .createTable('category_banners')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_km', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('text_km', 'text', (c) => c.notNull())
    .addColumn('href', 'text', (c) => c.notNull())
    .addColumn('motif', 'text', (c) => c.notNull())
    .addColumn('color_from', 'text', (c) => c.notNull())
    .addColumn('color_to', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_banners_pk', ['category', 'theme'])
    .execute();

  await db.schema
    .createTable('seasonal_assets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('alt_km', 'text', (c) => c.notNull())
    .addColumn('motif', 'text', (c) => c.notNull())
    .addColumn('color_from', 'text', (c) => c.notNull())
    .addColumn('color_to', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['seasonal_assets', 'category_banners', 'sla_credits', 'server_incidents']) await db.schema.dropTable(table).ifExists().execute();
}
