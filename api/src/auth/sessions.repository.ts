import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/database';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session: the browser gets a random token, the database only its SHA-256. */
export async function createSession(db: Kysely<Database>, userId: string, days: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  await db.insertInto('sessions').values({ id: digest(token), user_id: userId, expires_at: expiresAt, revoked_at: null }).execute();
  return { token, expiresAt };
}

export async function findSessionUser(db: Kysely<Database>, token: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.id', '=', digest(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .executeTakeFirst();
}

export async function revokeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', digest(token)).where('revoked_at', 'is', null).execute();
}
