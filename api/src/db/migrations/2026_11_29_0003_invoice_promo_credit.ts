import { sql, type Kysely } from 'kysely';

/** The promo credit an order used, shown on its invoice as paid by promo credit (total stays subtotal − discount + VAT). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('promo_credit', 'integer', (c) => c.notNull().defaultTo(0).check(sql`promo_credit >= 0`)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('promo_credit').execute();
}
