import { sql, type Kysely } from 'kysely';

/**
 * The hosting configurators (issue 15 items 3, 4, 7): the add-ons' monthly prices per step (§3 additional file
 * storage, database storage, IP), the WordPress themes and plugins (names in English and Khmer, a generated
 * preview, a monthly price where they cost), and how a voucher applies: to the items of its categories (as
 * before), to one month of the packages it names (a trial), or to the domain bought with a plan of its categories
 * (a domain discount), with a minimum term.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('hosting_addon_prices')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull().check(sql`unit_price >= 0`))
    .addPrimaryKeyConstraint('hosting_addon_prices_pk', ['type', 'key'])
    .execute();

  await db.schema
    .createTable('wordpress_extras')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('theme', 'plugin')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_km', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('monthly_price', 'integer', (c) => c.notNull().check(sql`monthly_price >= 0`))
    .addColumn('primary_colour', 'text', (c) => c.notNull())
    .addColumn('accent_colour', 'text', (c) => c.notNull())
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('vouchers')
    .addColumn('scope', 'text', (c) => c.notNull().defaultTo('items').check(sql`scope in ('items', 'first-month', 'bundled-domain')`))
    .execute();
  await db.schema.alterTable('vouchers').addColumn('packages', 'jsonb').execute();
  await db.schema.alterTable('vouchers').addColumn('min_months', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vouchers').dropColumn('min_months').execute();
  await db.schema.alterTable('vouchers').dropColumn('packages').execute();
  await db.schema.alterTable('vouchers').dropColumn('scope').execute();
  await db.schema.dropTable('wordpress_extras').execute();
  await db.schema.dropTable('hosting_addon_prices').execute();
}
