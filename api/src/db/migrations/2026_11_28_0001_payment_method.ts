import type { Kysely } from 'kysely';

/** The payment method chosen on the cart (spec §1 methods), copied to its open order. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('carts').addColumn('payment_method', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_method', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('payment_method').execute();
  await db.schema.alterTable('carts').dropColumn('payment_method').execute();
}
