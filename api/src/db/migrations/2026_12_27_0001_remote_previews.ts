import { sql, type Kysely } from 'kysely';

/**
 * Previews kept by the server (issue 28, item 4; ADR 0010): a staff member's preview token names its row here and
 * grants the preview only while `ended_at` is null and `expires_at` is ahead, so DELETE /api/admin/remotes/preview
 * ends it for every browser holding the token and on every replica at once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('remote_previews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('remote', 'text', (c) => c.notNull().references('remotes.name').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('remote_previews_user_open').on('remote_previews').column('user_id').where(sql.ref('ended_at'), 'is', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('remote_previews').ifExists().execute();
}
