import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { digest } from './sessions.repository';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
const normalise = (code: string) => code.trim().toLowerCase().replace(/-/g, '');

/** Ten one-time recovery codes (xxxxx-xxxxx); they replace any earlier set. Only hashes are stored. */
export async function createRecoveryCodes(db: Kysely<Database>, userId: string): Promise<string[]> {
  const codes = Array.from({ length: 10 }, () => `${part()}-${part()}`);
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ id: randomUUID(), user_id: userId, code_hash: digest(`${userId}:${normalise(code)}`), used_at: null })))
    .execute();
  return codes;
}

/** Uses a recovery code once. */
export async function consumeRecoveryCode(db: Kysely<Database>, userId: string, code: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', digest(`${userId}:${normalise(code)}`))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}
