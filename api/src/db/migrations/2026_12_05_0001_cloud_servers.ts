import { sql, type Kysely } from 'kysely';

/**
 * The cloud server configurator's option catalogue (issue 15 item 1; spec §3 cloud server keys, add-on keys, OS
 * list, storage types): what each package is made of and what its parts cost (its cpu, ram and storage lines, in
 * cents per month, summing to the package's price with SSD storage; HDD storage costs less), the add-ons' unit
 * prices (additional storage per 10 GB, at the server's storage type), the operating systems with their licence
 * price (Windows) and their description in English and Khmer, and the discount of each billing cycle in basis
 * points. The keys and quantity limits are said once in shared/contracts (cloud-server.ts); prices live here.
 * The products table also gets its feature list in Khmer (issue 15 item 9: catalogue texts by x-locale).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cloud_server_packages')
    .addColumn('key', 'text', (c) => c.primaryKey().references('products.key').onDelete('cascade'))
    .addColumn('vcpu', 'integer', (c) => c.notNull().check(sql`vcpu > 0`))
    .addColumn('ram_gb', 'integer', (c) => c.notNull().check(sql`ram_gb > 0`))
    .addColumn('storage_gb', 'integer', (c) => c.notNull().check(sql`storage_gb > 0`))
    .addColumn('bandwidth_tb', 'integer', (c) => c.notNull().check(sql`bandwidth_tb > 0`))
    .addColumn('cpu_price', 'integer', (c) => c.notNull().check(sql`cpu_price >= 0`))
    .addColumn('ram_price', 'integer', (c) => c.notNull().check(sql`ram_price >= 0`))
    .addColumn('ssd_storage_price', 'integer', (c) => c.notNull().check(sql`ssd_storage_price >= 0`))
    .addColumn('hdd_storage_price', 'integer', (c) => c.notNull().check(sql`hdd_storage_price >= 0`))
    .execute();

  await db.schema
    .createTable('cloud_server_addons')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('unit_price', 'integer', (c) => c.notNull().check(sql`unit_price >= 0`))
    .addColumn('hdd_unit_price', 'integer', (c) => c.check(sql`hdd_unit_price >= 0`))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cloud_server_os')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('licence_price', 'integer', (c) => c.notNull().check(sql`licence_price >= 0`))
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_km', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cloud_server_cycles')
    .addColumn('months', 'integer', (c) => c.primaryKey())
    .addColumn('discount_bp', 'integer', (c) => c.notNull().check(sql`discount_bp >= 0 and discount_bp < 10000`))
    .execute();

  await db.schema.alterTable('products').addColumn('features_km', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('features_km').execute();
  for (const table of ['cloud_server_cycles', 'cloud_server_os', 'cloud_server_addons', 'cloud_server_packages']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
