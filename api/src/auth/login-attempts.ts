import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export interface LoginLimits {
  maxAttempts: number;
  blockMinutes: number;
}

export type AttemptState = { blocked: true; minutesLeft: number } | { blocked: false };

/**
 * Failed logins are counted per login identifier (whether or not the account exists, so the answer never
 * tells which emails are registered). After `maxAttempts` failures the identifier is blocked for
 * `blockMinutes`; a success clears the count.
 */
export async function currentBlock(db: Kysely<Database>, identifier: string): Promise<AttemptState> {
  const row = await db.selectFrom('login_attempts').selectAll().where('identifier', '=', identifier).executeTakeFirst();
  if (row?.blocked_until && new Date(row.blocked_until).getTime() > Date.now()) {
    return { blocked: true, minutesLeft: Math.ceil((new Date(row.blocked_until).getTime() - Date.now()) / 60000) };
  }
  return { blocked: false };
}

/** Records a failure; answers how many attempts remain (0 means now blocked). */
export async function recordFailure(db: Kysely<Database>, identifier: string, limits: LoginLimits): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('login_attempts').selectAll().where('identifier', '=', identifier).forUpdate().executeTakeFirst();
    const expiredBlock = row?.blocked_until && new Date(row.blocked_until).getTime() <= Date.now();
    const failures = (expiredBlock ? 0 : (row?.failures ?? 0)) + 1;
    const blocked = failures >= limits.maxAttempts;
    const values = {
      failures: blocked ? 0 : failures,
      blocked_until: blocked ? new Date(Date.now() + limits.blockMinutes * 60000) : null,
      updated_at: new Date(),
    };
    await trx
      .insertInto('login_attempts')
      .values({ identifier, ...values })
      .onConflict((oc) => oc.column('identifier').doUpdateSet(values))
      .execute();
    return blocked ? 0 : limits.maxAttempts - failures;
  });
}

export async function clearFailures(db: Kysely<Database>, identifier: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('identifier', '=', identifier).execute();
}
