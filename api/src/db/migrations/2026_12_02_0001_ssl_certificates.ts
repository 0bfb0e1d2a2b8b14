import { sql, type Kysely } from 'kysely';

/**
 * SSL certificates (spec §2 SSL pages, §3 the 13 SSL products, §7 GET /ssl-certificates): the facts of each SSL
 * product of the products table (its name and yearly price stay there, as the cart reads them) — what it
 * covers, its validation level, issuer, warranty, issuance time, names included, site seal — and its words
 * (summary, specs, requirements, disclaimers, paperwork) in English and Khmer side by side, as JSON objects
 * (shared/contracts ssl.ts SslContent), never HTML.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ssl_certificates')
    .addColumn('key', 'text', (c) => c.primaryKey().references('products.key').onDelete('cascade'))
    .addColumn('coverage', 'text', (c) => c.notNull().check(sql`coverage in ('single-domain', 'multi-domain', 'wildcard')`))
    .addColumn('validation', 'text', (c) => c.notNull().check(sql`validation in ('DV', 'OV', 'EV')`))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('warranty', 'bigint', (c) => c.notNull().check(sql`warranty >= 0`))
    .addColumn('issuance_unit', 'text', (c) => c.notNull().check(sql`issuance_unit in ('minutes', 'business-days')`))
    .addColumn('issuance_min', 'integer', (c) => c.notNull().check(sql`issuance_min > 0`))
    .addColumn('issuance_max', 'integer', (c) => c.notNull())
    .addColumn('domains', 'integer', (c) => c.notNull().check(sql`domains > 0`))
    .addColumn('site_seal', 'text', (c) => c.notNull().check(sql`site_seal in ('static', 'dynamic')`))
    .addColumn('content_en', 'jsonb', (c) => c.notNull())
    .addColumn('content_km', 'jsonb', (c) => c.notNull())
    .addCheckConstraint('ssl_certificates_issuance_range', sql`issuance_max >= issuance_min`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ssl_certificates').ifExists().execute();
}
