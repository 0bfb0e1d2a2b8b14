import { sql, type Kysely } from 'kysely';

/**
 * The staff lists at scale (issue 32 item 5; docs/perf.md "Staff lists", measured with npm run bench:staff):
 * - an order keeps the method it was paid by (`paid_method`, written with its payment), so the list filters and
 *   sorts by method on orders alone: across the payments join no index served it (a rare method read every order);
 * - a customer is found by their email in any case (`lower(email)`): the list's and the search's `q`, and sign-in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('paid_method', 'text').execute();
  await sql`update orders o set paid_method = p.provider from payments p where p.order_id = o.id and p.status = 'succeeded'`.execute(db);
  await sql`create index orders_method_created_idx on orders ((coalesce(paid_method, payment_method)), created_at, id)`.execute(db);
  await sql`create index users_email_lower_idx on users (lower(email))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_email_lower_idx').execute();
  await db.schema.dropIndex('orders_method_created_idx').execute();
  await db.schema.alterTable('orders').dropColumn('paid_method').execute();
}
