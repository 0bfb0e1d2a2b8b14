import { sql, type Kysely } from 'kysely';

/**
 * Identity: access and refresh tokens per session, two-factor, one-time codes and links, the email outbox,
 * sign-in log, third-party login. Sessions of the first schema are dropped (everyone signs in again).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('password_changed_at', 'timestamptz')
    .addColumn('two_factor_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('two_factor_secret', 'text')
    .addColumn('two_factor_pending_secret', 'text')
    .addColumn('two_factor_last_step', 'integer')
    .addColumn('google_subject', 'text', (c) => c.unique())
    .addColumn('referral_code', 'text')
    .execute();
  await db.schema.alterTable('users').alterColumn('password_hash', (c) => c.dropNotNull()).execute();

  await db.schema.dropTable('sessions').execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access_hash', 'text', (c) => c.notNull().unique())
    .addColumn('access_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
    .addColumn('previous_refresh_hash', 'text')
    .addColumn('refresh_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('refreshed_at', 'timestamptz')
    .addColumn('two_factor_pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_previous_refresh_idx').on('sessions').column('previous_refresh_hash').execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').column('user_id').execute();

  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('reset_password', 'verify_email', 'two_factor_disable')`))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('one_time_codes_lookup_idx').on('one_time_codes').columns(['purpose', 'code_hash']).execute();
  await db.schema.createIndex('one_time_codes_user_idx').on('one_time_codes').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('email_outbox_to_idx').on('email_outbox').columns(['to_address', 'created_at']).execute();
  await db.schema.createIndex('email_outbox_pending_idx').on('email_outbox').column('sent_at').execute();

  await db.schema
    .createTable('session_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ip', 'text')
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('session_logs_user_idx').on('session_logs').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('oauth_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['oauth_nonces', 'session_logs', 'email_outbox', 'one_time_codes', 'recovery_codes']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropTable('sessions').execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  for (const column of ['password_changed_at', 'two_factor_enabled', 'two_factor_secret', 'two_factor_pending_secret', 'two_factor_last_step', 'google_subject', 'referral_code']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
