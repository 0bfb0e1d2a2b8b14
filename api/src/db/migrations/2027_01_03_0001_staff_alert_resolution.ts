import { sql, type Kysely } from 'kysely';

/**
 * A staff alert gets a resolved state (issue 31 item 5): who resolved it, when, how (the failed job retried, or
 * the work marked done by hand at the party) and the reason they gave. A job that gives up again after a retry
 * opens the alert again (staff-alerts.repository.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff_alerts')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'text')
    .addColumn('resolved_by_user_id', 'text')
    .addColumn('resolution', 'text', (c) => c.check(sql`resolution in ('retried', 'done')`))
    .addColumn('resolution_reason', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['resolution_reason', 'resolution', 'resolved_by_user_id', 'resolved_by', 'resolved_at']) {
    await db.schema.alterTable('staff_alerts').dropColumn(column).execute();
  }
}
