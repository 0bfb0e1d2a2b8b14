import { sql, type Kysely } from 'kysely';

/**
 * Canary and automatic rollback of remote versions (issue 14, items 5 and 9; ADR 0010).
 * - `remote_canaries`: at most one canary per remote — `percent` % of visitors get `version` instead of the
 *   pointer; changed in the transaction of its audit row, like the pointer.
 * - `remote_health`: one row per page session, remote and version that the browser reported (POST
 *   /api/remotes/reports): whether it mounted and whether it failed. A session counts once; a failure sticks.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('remote_canaries')
    .addColumn('remote', 'text', (c) => c.primaryKey().references('remotes.name').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('percent', 'numeric(5, 2)', (c) => c.notNull().check(sql`percent > 0 and percent <= 100`))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('remote_health')
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('session', 'text', (c) => c.notNull())
    .addColumn('mounted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('failed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('remote_health_pk', ['remote', 'version', 'session'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('remote_health').ifExists().execute();
  await db.schema.dropTable('remote_canaries').ifExists().execute();
}
