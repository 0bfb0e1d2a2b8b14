import { sql, type Kysely } from 'kysely';

/**
 * Which api process has which job in hand (jobs/worker-liveness.ts): a process that dies in the middle of a job (a
 * crash, a kill, a machine lost) stops beating, and the job it held is handed back to the queue at once instead of
 * waiting for pg-boss's expiry (issue 31: after a kill and a restart every job finishes, exactly once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_workers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('job_runs')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('worker_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('job_runs_worker').on('job_runs').column('worker_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
  await db.schema.dropTable('job_workers').execute();
}
