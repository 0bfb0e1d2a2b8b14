import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OneTimePurpose } from '../db/database';
import { digest } from './sessions.repository';

/** Wrong guesses allowed on one emailed code before it stops working. */
export const MAX_CODE_ATTEMPTS = 5;

async function replace(db: Kysely<Database>, userId: string, purpose: OneTimePurpose, hash: string, minutes: number): Promise<void> {
  // A new link or code replaces the previous one of the same purpose.
  await db.updateTable('one_time_codes').set({ used_at: new Date() }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
  await db
    .insertInto('one_time_codes')
    .values({ id: randomUUID(), user_id: userId, purpose, code_hash: hash, expires_at: new Date(Date.now() + minutes * 60_000), used_at: null })
    .execute();
}

/** A single-use link token (reset password, turn two-factor off); only its SHA-256 is stored. */
export async function createLinkToken(db: Kysely<Database>, userId: string, purpose: 'reset_password' | 'two_factor_disable', minutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await replace(db, userId, purpose, digest(token), minutes);
  return token;
}

/** The user a link token belongs to, if it is unused and unexpired (does not use it). */
export async function peekLinkToken(db: Kysely<Database>, purpose: OneTimePurpose, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('one_time_codes')
    .select('user_id')
    .where('purpose', '=', purpose)
    .where('code_hash', '=', digest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Uses a link token, atomically: answers its user once, null for a used, expired or unknown token. */
export async function consumeLinkToken(db: Kysely<Database>, purpose: OneTimePurpose, token: string): Promise<string | null> {
  const row = await db
    .updateTable('one_time_codes')
    .set({ used_at: new Date() })
    .where('purpose', '=', purpose)
    .where('code_hash', '=', digest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

const codeHash = (userId: string, code: string) => digest(`${userId}:${code}`);

/** A 6-digit code for the user's email (spec §4: email verified by a one-time code). */
export async function createEmailCode(db: Kysely<Database>, userId: string, minutes: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await replace(db, userId, 'verify_email', codeHash(userId, code), minutes);
  return code;
}

/** Checks and uses the user's current email code; a wrong guess counts, five and the code is spent. */
export async function consumeEmailCode(db: Kysely<Database>, userId: string, code: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('one_time_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('purpose', '=', 'verify_email')
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('created_at', 'desc')
      .forUpdate()
      .executeTakeFirst();
    if (!current) return false;
    if (current.code_hash !== codeHash(userId, code)) {
      const attempts = current.attempts + 1;
      await trx
        .updateTable('one_time_codes')
        .set({ attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { used_at: new Date() } : {}) })
        .where('id', '=', current.id)
        .execute();
      return false;
    }
    await trx.updateTable('one_time_codes').set({ used_at: new Date() }).where('id', '=', current.id).execute();
    return true;
  });
}
