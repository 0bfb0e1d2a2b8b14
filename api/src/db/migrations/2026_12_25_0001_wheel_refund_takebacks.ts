import { sql, type Kysely } from 'kysely';

/**
 * What a refund took back of the fortune wheel (issue 28 item 5): when a paid order is refunded, the spins it earned
 * lose what they gave. One row for the order's grant (the spins not yet drawn that were taken back; its unique
 * grant_id is what makes a second run take nothing twice), and one row for each drawn spin whose prize was taken
 * back (unique spin_id: a spin's prize is taken back once), saying what became of it: the unused voucher revoked,
 * the voucher already used on another order (it stays used; the row says on which), the promo credit taken back
 * (what was still there), or nothing to take. The wallet reads a revoked voucher from here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wheel_refund_takebacks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('wheel_id', 'text', (c) => c.notNull().references('fortune_wheels.id').onDelete('cascade'))
    .addColumn('grant_id', 'text', (c) => c.unique().references('fortune_wheel_spin_grants.id').onDelete('cascade'))
    .addColumn('spin_id', 'text', (c) => c.unique().references('fortune_wheel_spins.id').onDelete('cascade'))
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('spins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('voucher_code', 'text', (c) => c.references('vouchers.code'))
    .addColumn('used_order_id', 'text')
    .addColumn('promo_credit', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('wheel_refund_takebacks_outcome', sql`outcome in ('spins', 'voucherRevoked', 'voucherUsed', 'promoCredit', 'nothing')`)
    .addCheckConstraint('wheel_refund_takebacks_one_subject', sql`(grant_id is null) <> (spin_id is null) and (outcome = 'spins') = (grant_id is not null)`)
    .addCheckConstraint('wheel_refund_takebacks_amounts', sql`spins >= 0 and promo_credit >= 0`)
    .execute();
  await db.schema.createIndex('wheel_refund_takebacks_order_idx').on('wheel_refund_takebacks').column('order_id').execute();
  await db.schema.createIndex('wheel_refund_takebacks_voucher_idx').on('wheel_refund_takebacks').column('voucher_code').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wheel_refund_takebacks').ifExists().execute();
}
