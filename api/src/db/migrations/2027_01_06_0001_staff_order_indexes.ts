import { sql, type Kysely } from 'kysely';

/**
 * The staff console's order list (issue 32 items 2 and 5): a page in either order of when an order was made or of
 * its total, alone or within one status, read by keyset (the row's sort value and id, never an OFFSET); an order found
 * by the first characters of its id (text_pattern_ops: a LIKE 'prefix%' in any collation); and an order's payment,
 * services and domain jobs found for its row and its page.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('orders_total_idx').on('orders').columns(['total', 'id']).execute();
  await db.schema.createIndex('orders_user_created_idx').on('orders').columns(['user_id', 'created_at', 'id']).execute();
  await sql`create index orders_id_prefix_idx on orders (id text_pattern_ops)`.execute(db);
  await db.schema.createIndex('services_order_item_idx').on('services').column('order_item_id').execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();
  await db.schema.createIndex('domain_fulfilments_order_idx').on('domain_fulfilments').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['domain_fulfilments_order_idx', 'payments_order_idx', 'services_order_item_idx', 'orders_id_prefix_idx', 'orders_user_created_idx', 'orders_total_idx', 'orders_status_created_idx', 'orders_created_idx']) {
    await db.schema.dropIndex(name).execute();
  }
}
