import { sql, type Kysely } from 'kysely';

/**
 * The audit of the remote registry (issue 14, ADR 0010): one row per change of a remote's entry — enabled,
 * disabled mode, version pointer (later canary and preview) — with who made it (a staff member's email,
 * `cli:<os user>`, `system`), when, the entry before and after, and why. Written in the same transaction as
 * the change; never updated. Newest first is by id: a change waiting for another's row lock gets its id (and
 * its time, clock_timestamp(), not the transaction's start) once it holds the lock.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('remote_audit')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull().check(sql`char_length(actor) between 1 and 200`))
    .addColumn('actor_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`char_length(reason) between 1 and 500`))
    .addColumn('before', 'jsonb', (c) => c.notNull())
    .addColumn('after', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await db.schema.createIndex('remote_audit_remote_idx').on('remote_audit').columns(['remote', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('remote_audit').ifExists().execute();
}
