import { sql, type Kysely } from 'kysely';

/**
 * Billing contacts: at most 3 per user (checked under the user's row lock), one default per user (a partial
 * unique index); a user may let another user select their contacts (contact_shares); the order snapshots
 * the chosen contact as billing_to, copied to its invoice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contacts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('organization', 'text')
    .addColumn('identity_number', 'text')
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address2', 'text')
    .addColumn('state_province', 'text')
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contacts_user_idx').on('contacts').columns(['user_id', 'created_at']).execute();
  await sql`create unique index contacts_one_default_idx on contacts (user_id) where is_default`.execute(db);

  await db.schema
    .createTable('contact_shares')
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('grantee_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('contact_shares_pk', ['owner_id', 'grantee_id'])
    .execute();
  await db.schema.createIndex('contact_shares_grantee_idx').on('contact_shares').columns(['grantee_id']).execute();

  await db.schema.alterTable('orders').addColumn('billing_to', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('billing_to').execute();
  await db.schema.dropTable('contact_shares').ifExists().execute();
  await db.schema.dropTable('contacts').ifExists().execute();
}
