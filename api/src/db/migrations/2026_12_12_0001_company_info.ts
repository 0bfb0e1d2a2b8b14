import { sql, type Kysely } from 'kysely';

/**
 * Company invoice details (issue 16 item 9, spec §3): one row per customer who filled the issue-company-invoice
 * form — the company's name and address in English and Khmer, its phone and VAT TIN. Every invoice of the
 * customer prints them (in the customer's language) beside the seller's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('company_info')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name_en', 'text', (c) => c.notNull().check(sql`char_length(name_en) between 1 and 200`))
    .addColumn('name_km', 'text', (c) => c.notNull().check(sql`char_length(name_km) between 1 and 200`))
    .addColumn('address_en', 'text', (c) => c.notNull().check(sql`char_length(address_en) between 1 and 500`))
    .addColumn('address_km', 'text', (c) => c.notNull().check(sql`char_length(address_km) between 1 and 500`))
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('vat_tin', 'text', (c) => c.notNull().check(sql`char_length(vat_tin) between 1 and 30`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_info').execute();
}
