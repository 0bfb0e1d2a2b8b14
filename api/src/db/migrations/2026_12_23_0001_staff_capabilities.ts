import { sql, type Kysely } from 'kysely';

/**
 * Staff permissions as capabilities (issue 28 item 1):
 * - the role `staff` becomes `support` (support@example.com keeps its login), and a `finance` role joins them;
 * - staff approvals: a money or discount change beyond the requester's limits waits here for a second staff member
 *   (four eyes). `request` is the endpoint's params and body as asked; a decided row is never decided again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`update users set role = 'support' where role = 'staff'`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('customer', 'support', 'finance', 'admin'))`.execute(db);

  await db.schema
    .createTable('staff_approvals')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('capability', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('request', 'jsonb', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('requester_email', 'text', (c) => c.notNull())
    .addColumn('request_reason', 'text', (c) => c.notNull().check(sql`char_length(request_reason) between 1 and 500`))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected', 'failed')`))
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('decider_email', 'text')
    .addColumn('decision_reason', 'text', (c) => c.check(sql`decision_reason is null or char_length(decision_reason) between 1 and 500`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('outcome', 'jsonb')
    .addCheckConstraint('staff_approvals_four_eyes', sql`decided_by is null or decided_by <> requested_by`)
    .addCheckConstraint('staff_approvals_decided', sql`(status = 'pending') = (decided_by is null)`)
    .execute();
  await db.schema.createIndex('staff_approvals_status_idx').on('staff_approvals').columns(['status', 'requested_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_approvals').ifExists().execute();
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`update users set role = 'staff' where role in ('support', 'finance')`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('customer', 'staff', 'admin'))`.execute(db);
}
