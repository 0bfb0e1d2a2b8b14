import type { Kysely } from 'kysely';

/**
 * The profile (issue 16 item 8): the newsletter's address (PUT /api/users/subscription; null when not
 * subscribed) and whether a staff reset requires a new password before anything else
 * (PATCH /api/users/password/force). The phone number's uniqueness is the users table's unique index already.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('newsletter_email', 'text')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('newsletter_email').dropColumn('must_change_password').execute();
}
