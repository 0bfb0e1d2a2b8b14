import type { AreaDeps } from '../deps';

export interface LoginLimits {
  maxAttempts: number;
  blockMinutes: number;
}

export type AttemptState = { blocked: true; minutesLeft: number } | { blocked: false };

/**
 * Failed logins are counted per login identifier (whether or not the account exists, so the answer never
 * tells which emails are registered). After `maxAttempts` failures the identifier is blocked for
 * `blockMinutes`; a success clears the count. Blocks begin and end by the clock's time.
 */
export async function currentBlock(deps: Pick<AreaDeps, 'db' | 'clock'>, identifier: string): Promise<AttemptState> {
  const now = deps.clock.now().getTime();
  const row = await deps.db.selectFrom('login_attempts').selectAll().where('identifier', '=', identifier).executeTakeFirst();
  if (row?.blocked_until && new Date(row.blocked_until).getTime() > now) {
    return { blocked: true, minutesLeft: Math.ceil((new Date(row.blocked_until).getTime() - now) / 60000) };
  }
  return { blocked: false };
}

/** Records a failure; answers how many attempts remain (0 means now blocked). */
export async function recordFailure(deps: Pick<AreaDeps, 'db' | 'clock'>, identifier: string, limits: LoginLimits): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('login_attempts').selectAll().where('identifier', '=', identifier).forUpdate().executeTakeFirst();
    const expiredBlock = row?.blocked_until && new Date(row.blocked_until).getTime() <= now.getTime();
    const failures = (expiredBlock ? 0 : (row?.failures ?? 0)) + 1;
    const blocked = failures >= limits.maxAttempts;
    const values = {
      failures: blocked ? 0 : failures,
      blocked_until: blocked ? new Date(now.getTime() + limits.blockMinutes * 60000) : null,
      updated_at: now,
    };
    await trx
      .insertInto('login_attempts')
      .values({ identifier, ...values })
      .onConflict((oc) => oc.column('identifier').doUpdateSet(values))
      .execute();
    return blocked ? 0 : limits.maxAttempts - failures;
  });
}
