import type { Kysely } from 'kysely';

/**
 * Contact-us messages (spec §7 Other: POST /contacts): what a visitor wrote to the support team, with the
 * reference quoted in both emails (staff's and the sender's acknowledgement, written to the outbox in the
 * same transaction), the signed-in user when there was one, and the address it came from (rate limits,
 * abuse reports).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('support_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ip', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_messages_created_idx').on('support_messages').columns(['created_at']).execute();
  await db.schema.createIndex('support_messages_email_idx').on('support_messages').columns(['email', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_messages').ifExists().execute();
}
