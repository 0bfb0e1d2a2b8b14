import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OneTimePurpose } from '../db/database';
import { digest } from './sessions.repository';

/** Wrong guesses allowed on one emailed code before it stops working. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Links and codes live by the clock's time (`now`, the app's clock: a test or a developer moving it moves their
 * expiry); `minutes` after they were made they stop working.
 */
async function replace(db: Kysely<Database>, userId: string, purpose: OneTimePurpose, hash: string, minutes: number, now: Date): Promise<void> {
  // A new link or code replaces the previous one of the same purpose.
  await db.updateTable('one_time_codes').set({ used_at: now }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
  await db
    .insertInto('one_time_codes')
    .values({ id: randomUUID(), user_id: userId, purpose, code_hash: hash, expires_at: new Date(now.getTime() + minutes * 60_000), used_at: null })
    .execute();
}

/** A single-use link token (reset password, turn two-factor off); only its SHA-256 is stored. */
export async function createLinkToken(db: Kysely<Database>, userId: string, purpose: 'reset_password' | 'two_factor_disable', minutes: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await replace(db, userId, purpose, digest(token), minutes, now);
  return token;
}

/** The user a link token belongs to, if it is unused and unexpired (does not use it). */
export async function peekLinkToken(db: Kysely<Database>, purpose: OneTimePurpose, token: string, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('one_time_codes')
    .select('user_id')
    .where('purpose', '=', purpose)
    .where('code_hash', '=', digest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Uses a link token, atomically: answers its user once, null for a used, expired or unknown token. */
export async function consumeLinkToken(db: Kysely<Database>, purpose: OneTimePurpose, token: string, now: Date): Promise<string | null> {
  const row = await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('purpose', '=', purpose)
    .where('code_hash', '=', digest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

const codeHash = (userId: string, code: string) => digest(`${userId}:${code}`);

/** A 6-digit code for the user's email (spec §4: email verified by a one-time code). */
export async function createEmailCode(db: Kysely<Database>, userId: string, minutes: number, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await replace(db, userId, 'verify_email', codeHash(userId, code), minutes, now);
  return code;
}

/** Runs `work` in a transaction, or in the caller's when `db` already is one. */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Checks and uses the user's current email code; a wrong guess counts, five and the code is spent.
 * `remaining`: the wrong guesses the current code still takes (0 when there is none: ask for a new one).
 */
export async function consumeEmailCode(db: Kysely<Database>, userId: string, code: string, now: Date): Promise<{ accepted: boolean; remaining: number }> {
  return inTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('one_time_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('purpose', '=', 'verify_email')
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .forUpdate()
      .executeTakeFirst();
    if (!current) return { accepted: false, remaining: 0 };
    if (current.code_hash !== codeHash(userId, code)) {
      const attempts = current.attempts + 1;
      await trx
        .updateTable('one_time_codes')
        .set({ attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { used_at: now } : {}) })
        .where('id', '=', current.id)
        .execute();
      return { accepted: false, remaining: Math.max(0, MAX_CODE_ATTEMPTS - attempts) };
    }
    await trx.updateTable('one_time_codes').set({ used_at: now }).where('id', '=', current.id).execute();
    return { accepted: true, remaining: 0 };
  });
}

/** Spends every unused email code of the user (too many wrong codes: a new one must be asked for). */
export async function spendEmailCodes(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db.updateTable('one_time_codes').set({ used_at: now }).where('user_id', '=', userId).where('purpose', '=', 'verify_email').where('used_at', 'is', null).execute();
}
