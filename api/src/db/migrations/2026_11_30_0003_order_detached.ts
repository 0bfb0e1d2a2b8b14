import { sql, type Kysely } from 'kysely';

/**
 * An order a bank or wire transfer began paying leaves its cart: the cart's items move out (the order keeps
 * its snapshot), so the same items are not ordered twice while the transfer is under review. Such an order is
 * `detached`: paid by its own snapshot from then on, and no longer the cart's one open order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('detached', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await sql`drop index if exists orders_open_cart_idx`.execute(db);
  await sql`create unique index orders_open_cart_idx on orders (cart_id) where status = 'open' and not detached`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists orders_open_cart_idx`.execute(db);
  await sql`create unique index orders_open_cart_idx on orders (cart_id) where status = 'open'`.execute(db);
  await db.schema.alterTable('orders').dropColumn('detached').execute();
}
