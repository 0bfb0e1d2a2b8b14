import { sql, type Kysely } from 'kysely';

/**
 * The fortune wheel (issue 17 items 1, 2): wheels with a period and prizes (weight, stock that never goes below
 * zero), the spins each customer earned (one grant per paid order: unique per wheel and reference) and used
 * (used <= earned, checked by the database too), every spin with its prize, and the customer's voucher wallet:
 * the vouchers given to one customer (a wheel prize, the free trial), each a one-use row of `vouchers`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('fortune_wheels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_km', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_km', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('min_order_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('spins_per_order', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('fortune_wheel_prizes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wheel_id', 'text', (c) => c.notNull().references('fortune_wheels.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('promoCredit', 'voucher', 'freeMonths', 'nothing')`))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('label_km', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_type', 'text')
    .addColumn('packages', 'jsonb')
    .addColumn('valid_days', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('weight', 'integer', (c) => c.notNull().check(sql`weight > 0`))
    .addColumn('stock', 'integer', (c) => c.check(sql`stock >= 0`))
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('#2563eb'))
    .addColumn('retired', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('fortune_wheel_prizes_wheel_idx').on('fortune_wheel_prizes').column('wheel_id').execute();

  await db.schema
    .createTable('fortune_wheel_spin_totals')
    .addColumn('wheel_id', 'text', (c) => c.notNull().references('fortune_wheels.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('earned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('fortune_wheel_spin_totals_pk', ['wheel_id', 'user_id'])
    .addCheckConstraint('fortune_wheel_spin_totals_used_check', sql`used >= 0 and used <= earned`)
    .execute();

  await db.schema
    .createTable('fortune_wheel_spin_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wheel_id', 'text', (c) => c.notNull().references('fortune_wheels.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('spins', 'integer', (c) => c.notNull().check(sql`spins > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('fortune_wheel_spin_grants_reference_unique', ['wheel_id', 'type', 'reference'])
    .execute();

  await db.schema
    .createTable('fortune_wheel_spins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wheel_id', 'text', (c) => c.notNull().references('fortune_wheels.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('prize_id', 'text', (c) => c.notNull().references('fortune_wheel_prizes.id'))
    .addColumn('award', 'text', (c) => c.notNull())
    .addColumn('award_km', 'text', (c) => c.notNull())
    .addColumn('voucher_code', 'text')
    .addColumn('promo_credit', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fortune_wheel_spins_wheel_idx').on('fortune_wheel_spins').columns(['wheel_id', 'created_at']).execute();
  await db.schema.createIndex('fortune_wheel_spins_user_idx').on('fortune_wheel_spins').column('user_id').execute();

  await db.schema
    .createTable('user_vouchers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('voucher_code', 'text', (c) => c.notNull().references('vouchers.code'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_reference', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('user_vouchers_user_code_unique', ['user_id', 'voucher_code'])
    .execute();
  await db.schema.createIndex('user_vouchers_user_idx').on('user_vouchers').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_vouchers').ifExists().execute();
  await db.schema.dropTable('fortune_wheel_spins').ifExists().execute();
  await db.schema.dropTable('fortune_wheel_spin_grants').ifExists().execute();
  await db.schema.dropTable('fortune_wheel_spin_totals').ifExists().execute();
  await db.schema.dropTable('fortune_wheel_prizes').ifExists().execute();
  await db.schema.dropTable('fortune_wheels').ifExists().execute();
}
