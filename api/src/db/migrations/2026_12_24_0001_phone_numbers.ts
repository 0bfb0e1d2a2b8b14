import { sql, type Kysely } from 'kysely';
import { toE164 } from '@storefront/contracts';

/**
 * Phone numbers in E.164 (issue 28 item 3). Until now a phone was stored as typed less its spaces and dashes, so
 * `076671597`, `85576671597` and `+85576671597` were three customers. This migration:
 * - rewrites every stored phone that parses (users, contacts, support messages, company invoice info) to E.164, and
 *   the affiliate referrals' phone keys to its digits;
 * - does not fail on two accounts that turn out to hold one number: the account that already held the E.164 form,
 *   else the oldest, gets it; every other keeps its phone as it was, and the collision is recorded in
 *   phone_duplicates (both rows kept) for staff to settle;
 * - adds users.phone_verified_at, the SMS one-time codes (phone_codes) and the SMS outbox (sms_outbox), which the
 *   development mailbox shows when no SMS provider is configured;
 * - adds affiliate_refusals: a referral whose reward was refused, and why (the referrer's phone, mailbox or card).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('phone_verified_at', 'timestamptz').execute();

  await db.schema
    .createTable('phone_duplicates')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kept_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phone_as_stored', 'text', (c) => c.notNull())
    .addColumn('phone_e164', 'text', (c) => c.notNull())
    .addColumn('found_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('phone_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('phone_codes_user').on('phone_codes').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('phone_codes_phone').on('phone_codes').columns(['phone', 'created_at']).execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_phone', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('sms_outbox_to').on('sms_outbox').columns(['to_phone', 'created_at']).execute();

  await db.schema
    .createTable('affiliate_refusals')
    .addColumn('referred_user_id', 'text', (c) => c.primaryKey().references('affiliate_referrals.referred_user_id').onDelete('cascade'))
    .addColumn('referrer_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('samePhone', 'sameEmail', 'sameCard')`))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('refused_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await normaliseStoredPhones(db);
}

/**
 * Every stored phone in E.164 (run by up(); exported for its test). Two accounts of one number do not fail it: the
 * collision is recorded in phone_duplicates. Answers how many collisions it found.
 */
export async function normaliseStoredPhones(db: Kysely<any>): Promise<number> {
  const duplicates = await normaliseUsers(db);
  for (const [table, key, column] of [['contacts', 'id', 'phone_number'], ['support_messages', 'id', 'phone'], ['company_info', 'user_id', 'phone_number']] as const) {
    await normaliseColumn(db, table, key, column);
  }
  const referrals = await db.selectFrom('affiliate_referrals').select(['referred_user_id', 'phone_key']).where('phone_key', 'is not', null).execute();
  for (const row of referrals as { referred_user_id: string; phone_key: string }[]) {
    const e164 = toE164(`+${row.phone_key}`) ?? toE164(row.phone_key);
    if (e164 && e164.slice(1) !== row.phone_key) {
      await db.updateTable('affiliate_referrals').set({ phone_key: e164.slice(1) }).where('referred_user_id', '=', row.referred_user_id).execute();
    }
  }
  return duplicates;
}

/** The users' phones: one account per E.164 number (the unique index); the others recorded, not failed. */
async function normaliseUsers(db: Kysely<any>): Promise<number> {
  const rows = (await db.selectFrom('users').select(['id', 'phone_number']).where('phone_number', 'is not', null).orderBy('created_at').orderBy('id').execute()) as {
    id: string;
    phone_number: string;
  }[];
  const holder = new Map<string, string>();
  let duplicates = 0;
  // An account whose phone is already in E.164 keeps it.
  for (const row of rows) if (toE164(row.phone_number) === row.phone_number) holder.set(row.phone_number, row.id);
  for (const row of rows) {
    const e164 = toE164(row.phone_number);
    if (!e164 || e164 === row.phone_number) continue;
    const kept = holder.get(e164);
    if (kept) {
      const known = await db.selectFrom('phone_duplicates').select('id').where('user_id', '=', row.id).where('phone_as_stored', '=', row.phone_number).executeTakeFirst();
      if (!known) await db.insertInto('phone_duplicates').values({ user_id: row.id, kept_user_id: kept, phone_as_stored: row.phone_number, phone_e164: e164 }).execute();
      duplicates++;
      continue;
    }
    holder.set(e164, row.id);
    await db.updateTable('users').set({ phone_number: e164 }).where('id', '=', row.id).execute();
  }
  return duplicates;
}

async function normaliseColumn(db: Kysely<any>, table: string, key: string, column: string): Promise<void> {
  const rows = (await db.selectFrom(table).select([key, column]).where(column, 'is not', null).execute()) as Record<string, string>[];
  for (const row of rows) {
    const e164 = toE164(row[column]);
    if (e164 && e164 !== row[column]) await db.updateTable(table).set({ [column]: e164 }).where(key, '=', row[key]).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('affiliate_refusals').execute();
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('phone_codes').execute();
  await db.schema.dropTable('phone_duplicates').execute();
  await db.schema.alterTable('users').dropColumn('phone_verified_at').execute();
}
