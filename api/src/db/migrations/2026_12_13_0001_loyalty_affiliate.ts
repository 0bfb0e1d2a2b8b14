import { sql, type Kysely } from 'kysely';

/**
 * VIP loyalty and the affiliate programme (issue 17 items 3, 4), and order refunds (both are reversed by one):
 * - loyalty tiers (qualifying spend per period, cashback in basis points), periods (start, end) and the programme's
 *   configuration (one active at a time); one cashback row per paid order (the primary key makes it once, also when the
 *   order-paid step runs twice or two reports of one payment race), reversed when the order is refunded;
 * - affiliate rules (one active at a time: reward, minimum first order, maturity days), each customer's referral code
 *   with its visit count, and one referral per referred customer (the primary key: a customer is referred once), with
 *   its state signedUp → pending (first paid order, maturing) → credited, or clawedBack when that order is refunded;
 * - order refunds: one per order (to the wallet, spec §9), by staff with a reason.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('loyalty_tiers')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_km', 'text', (c) => c.notNull())
    .addColumn('min_spend', 'bigint', (c) => c.notNull().check(sql`min_spend >= 0`))
    .addColumn('cashback_bp', 'integer', (c) => c.notNull().check(sql`cashback_bp between 0 and 10000`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('loyalty_periods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_km', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('loyalty_periods_order', sql`ends_at > starts_at`)
    .execute();
  await db.schema.createIndex('loyalty_periods_starts_idx').on('loyalty_periods').column('starts_at').execute();

  await db.schema
    .createTable('loyalty_program_configs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_km', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_km', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('max_cashback_per_order', 'bigint', (c) => c.check(sql`max_cashback_per_order > 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('loyalty_cashbacks')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tier_key', 'text', (c) => c.notNull())
    .addColumn('cashback_bp', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reversed_amount', 'bigint')
    .addColumn('reversed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('loyalty_cashbacks_user_idx').on('loyalty_cashbacks').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('affiliate_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('reward', 'bigint', (c) => c.notNull().check(sql`reward > 0`))
    .addColumn('min_order_total', 'bigint', (c) => c.notNull().check(sql`min_order_total >= 0`))
    .addColumn('maturity_days', 'integer', (c) => c.notNull().check(sql`maturity_days between 0 and 365`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_km', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('affiliate_codes')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('affiliate_referrals')
    .addColumn('referred_user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('referrer_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('phone_key', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('signedUp', 'pending', 'credited', 'clawedBack')`))
    .addColumn('order_id', 'text')
    .addColumn('reward', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('matures_at', 'timestamptz')
    .addColumn('credited_at', 'timestamptz')
    .addColumn('clawed_back', 'bigint')
    .addColumn('clawed_back_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('affiliate_referrals_referrer_idx').on('affiliate_referrals').columns(['referrer_user_id', 'created_at']).execute();
  await db.schema.createIndex('affiliate_referrals_maturing_idx').on('affiliate_referrals').columns(['status', 'matures_at']).execute();

  await db.schema
    .createTable('order_refunds')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('promo_credit', 'bigint', (c) => c.notNull().check(sql`promo_credit >= 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['order_refunds', 'affiliate_referrals', 'affiliate_codes', 'affiliate_rules', 'loyalty_cashbacks', 'loyalty_program_configs', 'loyalty_periods', 'loyalty_tiers']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
