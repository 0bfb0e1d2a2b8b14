import { sql, type Kysely } from 'kysely';

/**
 * The staff console (issue 18):
 * - an admin role beside staff (admin also runs the platform: remotes, flags, theme); the demo staff account, which the
 *   remotes CLI signs in as, becomes admin so `npm run remotes` keeps working;
 * - runtime settings: the feature flags and the seasonal theme, one row each, written at first start from the
 *   environment (the defaults) and by staff afterwards;
 * - maintenance windows (start, end, message in English and Khmer, affected products), cancelled but never deleted;
 * - the staff audit log: one row per staff action (actor, time, target, before, after, reason), never updated.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('customer', 'staff', 'admin'))`.execute(db);
  await sql`update users set role = 'admin' where email = 'staff@example.com' and role = 'staff'`.execute(db);

  await db.schema
    .createTable('runtime_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .execute();

  await db.schema
    .createTable('maintenance_windows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('message_en', 'text', (c) => c.notNull().check(sql`char_length(message_en) between 1 and 500`))
    .addColumn('message_km', 'text', (c) => c.notNull().check(sql`char_length(message_km) between 1 and 500`))
    .addColumn('products', 'jsonb', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('cancelled_at', 'timestamptz')
    .addCheckConstraint('maintenance_windows_order', sql`ends_at > starts_at`)
    .execute();
  await db.schema.createIndex('maintenance_windows_ends_idx').on('maintenance_windows').column('ends_at').execute();

  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull().check(sql`char_length(actor) between 1 and 254`))
    .addColumn('actor_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`char_length(reason) between 1 and 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await db.schema.createIndex('staff_audit_area_idx').on('staff_audit').columns(['area', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_audit').ifExists().execute();
  await db.schema.dropTable('maintenance_windows').ifExists().execute();
  await db.schema.dropTable('runtime_settings').ifExists().execute();
  await sql`update users set role = 'staff' where role = 'admin'`.execute(db);
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('customer', 'staff'))`.execute(db);
}
