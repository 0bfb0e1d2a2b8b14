/* eslint-disable storefront-api/no-wall-clock -- sessions live in real time: a session's expiry follows its cookies', which the browser keeps by its own clock, and a developer who moves the app's clock days ahead stays signed in */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, SessionRow, UserRow } from '../db/database';

export const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface TokenLifetimes {
  accessMinutes: number;
  refreshDays: number;
}

/** What the browser receives: two random tokens (the database keeps only their SHA-256). */
export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** A presented refresh token this long after it was rotated away is treated as stolen. */
const REFRESH_GRACE_MS = 60_000;

function issue(lifetimes: TokenLifetimes, now = Date.now()) {
  const accessToken = newToken();
  const refreshToken = newToken();
  return {
    accessToken,
    refreshToken,
    accessExpiresAt: new Date(now + lifetimes.accessMinutes * 60_000),
    refreshExpiresAt: new Date(now + lifetimes.refreshDays * 24 * 60 * 60_000),
  };
}

export async function createSession(
  db: Kysely<Database>,
  userId: string,
  lifetimes: TokenLifetimes,
  context: { ip?: string | null; userAgent?: string | null; twoFactorPending?: boolean } = {},
): Promise<IssuedTokens> {
  const sessionId = randomUUID();
  const tokens = issue(lifetimes);
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: userId,
      access_hash: digest(tokens.accessToken),
      access_expires_at: tokens.accessExpiresAt,
      refresh_hash: digest(tokens.refreshToken),
      previous_refresh_hash: null,
      refresh_expires_at: tokens.refreshExpiresAt,
      refreshed_at: null,
      two_factor_pending: context.twoFactorPending ?? false,
      ip: context.ip ?? null,
      user_agent: context.userAgent?.slice(0, 300) ?? null,
      revoked_at: null,
      revoked_reason: null,
    })
    .execute();
  return { sessionId, ...tokens };
}

export type ActiveSession = { session: SessionRow; user: UserRow };

/** The live session an access token belongs to (not revoked, not expired), with its user. */
export async function findByAccessToken(db: Kysely<Database>, token: string): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .selectAll('sessions')
    .where('access_hash', '=', digest(token))
    .where('revoked_at', 'is', null)
    .where('access_expires_at', '>', new Date())
    .where('refresh_expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return undefined;
  const user = await db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst();
  return user ? { session: row, user } : undefined;
}

/**
 * Whether an access or refresh token belongs to a session a ban ended, of a user still banned: the calls that need the
 * account answer ACCOUNT_BANNED (spec §4: the banned popup on their next call), not "please sign in".
 */
export async function isBannedSessionToken(db: Kysely<Database>, token: string, kind: 'access' | 'refresh'): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('users.banned')
    .where(kind === 'access' ? 'sessions.access_hash' : 'sessions.refresh_hash', '=', digest(token))
    .where('sessions.revoked_reason', '=', 'banned')
    .executeTakeFirst();
  return row?.banned === true;
}

export type RefreshOutcome =
  | { kind: 'rotated'; tokens: IssuedTokens; session: SessionRow; user: UserRow }
  /** The token was rotated a moment ago by a concurrent request: the session stands, no new tokens. */
  | { kind: 'concurrent'; session: SessionRow; user: UserRow }
  | { kind: 'invalid' };

/**
 * Rotates a refresh token: a new access and refresh token, the old refresh token remembered. Presenting a
 * refresh token that was already rotated away (after a short grace for concurrent requests) means it was
 * copied: the whole session is revoked. A pending sign-in's refresh token renews nothing: the customer has
 * the access token's minutes to give the two-factor code.
 */
export async function rotateRefreshToken(db: Kysely<Database>, refreshToken: string, lifetimes: TokenLifetimes): Promise<RefreshOutcome> {
  const hash = digest(refreshToken);
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('sessions').selectAll().where('refresh_hash', '=', hash).forUpdate().executeTakeFirst();
    if (current) {
      if (current.revoked_at || new Date(current.refresh_expires_at).getTime() <= Date.now()) return { kind: 'invalid' };
      // A pending sign-in (two-factor code owed) lives only as long as its access token: it is never renewed.
      if (current.two_factor_pending) return { kind: 'invalid' };
      const user = await trx.selectFrom('users').selectAll().where('id', '=', current.user_id).executeTakeFirst();
      if (!user) return { kind: 'invalid' };
      const tokens = issue(lifetimes);
      const updated = await trx
        .updateTable('sessions')
        .set({
          access_hash: digest(tokens.accessToken),
          access_expires_at: tokens.accessExpiresAt,
          refresh_hash: digest(tokens.refreshToken),
          previous_refresh_hash: hash,
          refresh_expires_at: tokens.refreshExpiresAt,
          refreshed_at: new Date(),
        })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { kind: 'rotated', tokens: { sessionId: current.id, ...tokens }, session: updated, user };
    }
    const rotatedAway = await trx.selectFrom('sessions').selectAll().where('previous_refresh_hash', '=', hash).forUpdate().executeTakeFirst();
    if (!rotatedAway || rotatedAway.revoked_at) return { kind: 'invalid' };
    const rotatedAt = rotatedAway.refreshed_at ? new Date(rotatedAway.refreshed_at).getTime() : 0;
    if (Date.now() - rotatedAt <= REFRESH_GRACE_MS) {
      const user = await trx.selectFrom('users').selectAll().where('id', '=', rotatedAway.user_id).executeTakeFirst();
      return user ? { kind: 'concurrent', session: rotatedAway, user } : { kind: 'invalid' };
    }
    await trx.updateTable('sessions').set({ revoked_at: new Date(), revoked_reason: 'refresh token reused' }).where('id', '=', rotatedAway.id).execute();
    return { kind: 'invalid' };
  });
}

/**
 * Two-factor passed: the session becomes usable, with fresh tokens (the pre-2FA ones are worthless). Null when
 * the session is no longer a live pending sign-in (revoked, or completed by another request).
 */
export async function completeTwoFactor(db: Kysely<Database>, sessionId: string, lifetimes: TokenLifetimes): Promise<IssuedTokens | null> {
  const tokens = issue(lifetimes);
  const updated = await db
    .updateTable('sessions')
    .set({
      two_factor_pending: false,
      access_hash: digest(tokens.accessToken),
      access_expires_at: tokens.accessExpiresAt,
      refresh_hash: digest(tokens.refreshToken),
      previous_refresh_hash: null,
      refresh_expires_at: tokens.refreshExpiresAt,
    })
    .where('id', '=', sessionId)
    .where('two_factor_pending', '=', true)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? { sessionId, ...tokens } : null;
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, reason: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date(), revoked_reason: reason }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every pending sign-in of a user (sessions still waiting for the two-factor code). */
export async function revokePendingSignIns(db: Kysely<Database>, userId: string, reason: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('two_factor_pending', '=', true)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user (password changed or reset, banned), except the one given. */
export async function revokeUserSessions(db: Kysely<Database>, userId: string, reason: string, exceptSessionId?: string): Promise<number> {
  let query = db.updateTable('sessions').set({ revoked_at: new Date(), revoked_reason: reason }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
