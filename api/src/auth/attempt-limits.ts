import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { AreaDeps } from '../deps';

/**
 * A budget of wrong guesses: `maxAttempts` wrong guesses, counted until `windowMinutes` pass without one,
 * block the budget for `blockMinutes` (the right answer is refused too while it is blocked).
 */
export interface AttemptLimit {
  maxAttempts: number;
  windowMinutes: number;
  blockMinutes: number;
}

/**
 * Every per-account and per-sign-in limit on guessing a secret, in one place (docs/security.md lists them).
 * The per-IP limits of the same routes are their `config.rateLimit`; wrong passwords are LOGIN_MAX_ATTEMPTS.
 */
export const ATTEMPT_LIMITS = {
  /**
   * Wrong two-factor codes (TOTP or recovery) on one pending sign-in; then it is void and the customer signs
   * in again. A pending sign-in lasts its access token's minutes (never renewed): a day outlives it.
   */
  twoFactorPerSignIn: { maxAttempts: 5, windowMinutes: 24 * 60, blockMinutes: 24 * 60 },
  /** Wrong two-factor codes of one account across its sign-ins; then its two-factor step is blocked. */
  twoFactorPerAccount: { maxAttempts: 10, windowMinutes: 15, blockMinutes: 15 },
  /** Wrong codes while turning two-factor on; then the pending secret is dropped and the step is blocked. */
  twoFactorSetupPerAccount: { maxAttempts: 10, windowMinutes: 15, blockMinutes: 15 },
  /** Wrong email verification codes of one account across every code mailed to it (each code also dies after 5). */
  emailCodePerAccount: { maxAttempts: 10, windowMinutes: 15, blockMinutes: 15 },
} as const satisfies Record<string, AttemptLimit>;

/** The `login_attempts` identifiers of these budgets (wrong passwords use the bare login identifier). */
export const attemptKeys = {
  twoFactorSession: (sessionId: string) => `2fa:session:${sessionId}`,
  twoFactorUser: (userId: string) => `2fa:user:${userId}`,
  twoFactorSetupUser: (userId: string) => `2fa-setup:user:${userId}`,
  emailCodeUser: (userId: string) => `email-otp:user:${userId}`,
};

export type BudgetState = { blocked: true; minutesLeft: number } | { blocked: false; remaining: number };

export interface Budget {
  key: string;
  limit: AttemptLimit;
}

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** Where a budget stands at the clock's time (changes nothing). */
export async function budgetState(deps: Pick<AreaDeps, 'db' | 'clock'>, budget: Budget): Promise<BudgetState> {
  return stateAt(deps.db, budget, deps.clock.now());
}

async function stateAt(db: Kysely<Database>, { key, limit }: Budget, now: Date): Promise<BudgetState> {
  const row = await db.selectFrom('login_attempts').selectAll().where('identifier', '=', key).executeTakeFirst();
  if (!row) return { blocked: false, remaining: limit.maxAttempts };
  const blockedUntil = row.blocked_until ? new Date(row.blocked_until) : null;
  if (blockedUntil && blockedUntil > now) return { blocked: true, minutesLeft: minutesUntil(blockedUntil, now) };
  const lapsed = blockedUntil !== null || new Date(row.updated_at).getTime() <= now.getTime() - limit.windowMinutes * 60_000;
  return { blocked: false, remaining: lapsed ? limit.maxAttempts : Math.max(0, limit.maxAttempts - row.failures) };
}

/**
 * Counts one wrong guess, in one statement (concurrent calls never lose a count): a lapsed window or an
 * expired block starts afresh; the guess that reaches the limit blocks the budget. Answers the state after it.
 */
async function countWrongGuess(db: Kysely<Database>, { key, limit }: Budget, now: Date): Promise<BudgetState> {
  const windowStart = new Date(now.getTime() - limit.windowMinutes * 60_000);
  const blockEnd = new Date(now.getTime() + limit.blockMinutes * 60_000);
  const activeBlock = sql<boolean>`(login_attempts.blocked_until is not null and login_attempts.blocked_until > ${now})`;
  const lapsed = sql<boolean>`(login_attempts.blocked_until is not null or login_attempts.updated_at <= ${windowStart})`;
  const failures = sql<number>`(case when ${activeBlock} then login_attempts.failures when ${lapsed} then 1 else login_attempts.failures + 1 end)`;
  const row = await db
    .insertInto('login_attempts')
    .values({ identifier: key, failures: 1, blocked_until: limit.maxAttempts <= 1 ? blockEnd : null, updated_at: now })
    .onConflict((oc) =>
      oc.column('identifier').doUpdateSet({
        failures,
        blocked_until: sql<Date | null>`(case when ${activeBlock} then login_attempts.blocked_until when ${failures} >= ${limit.maxAttempts} then cast(${blockEnd} as timestamptz) else null end)`,
        updated_at: now,
      }),
    )
    .returning(['failures', 'blocked_until'])
    .executeTakeFirstOrThrow();
  const blockedUntil = row.blocked_until ? new Date(row.blocked_until) : null;
  if (blockedUntil && blockedUntil > now) return { blocked: true, minutesLeft: minutesUntil(blockedUntil, now) };
  return { blocked: false, remaining: Math.max(0, limit.maxAttempts - row.failures) };
}

export async function clearBudgets(db: Kysely<Database>, keys: string[]): Promise<void> {
  if (keys.length) await db.deleteFrom('login_attempts').where('identifier', 'in', keys).execute();
}

/**
 * Drops the per-sign-in counters whose sign-in has long ended (abandoned or void; a pending sign-in lasts
 * minutes). Called when a pending sign-in is voided, a rare event, so the table stays small.
 */
export async function pruneSignInBudgets(deps: Pick<AreaDeps, 'db' | 'clock'>): Promise<void> {
  const { db } = deps;
  const cutoff = new Date(deps.clock.now().getTime() - ATTEMPT_LIMITS.twoFactorPerSignIn.windowMinutes * 60_000);
  await db.deleteFrom('login_attempts').where('identifier', 'like', attemptKeys.twoFactorSession('%')).where('updated_at', '<', cutoff).execute();
}

export type GuessOutcome<T> =
  | { kind: 'accepted'; value: T }
  /** Wrong; `remaining` is what the tightest budget has left. */
  | { kind: 'wrong'; remaining: number }
  /** A budget is used up (by this guess or before it): the guess was not looked at, or it was the last one. */
  | { kind: 'blocked'; key: string; minutesLeft: number };

/**
 * One guess at an account's secret (a two-factor code, an emailed code) under attempt budgets. The account's
 * row is locked for the whole guess, so concurrent guesses of one account queue and each sees the counts of
 * the ones before it: no more than a budget's limit is ever checked, however many arrive at once. A blocked
 * budget refuses before `check` runs; a wrong guess counts on every budget. `check` answers the accepted
 * value, or null for a wrong guess; it runs in the transaction (`trx`), so what it writes stands or falls with
 * the count. Budgets are looked at in the order given: list the one whose answer should win first. The guess is
 * counted at the clock's time when it arrived (`at`, read once), which `check` is given too.
 */
export async function guessUnderBudgets<T>(
  deps: Pick<AreaDeps, 'db' | 'clock'>,
  userId: string,
  budgets: Budget[],
  check: (trx: Kysely<Database>, at: Date) => Promise<T | null>,
): Promise<GuessOutcome<T>> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    for (const budget of budgets) {
      const state = await stateAt(trx, budget, now);
      if (state.blocked) return { kind: 'blocked', key: budget.key, minutesLeft: state.minutesLeft };
    }
    const value = await check(trx, now);
    if (value !== null) return { kind: 'accepted', value };
    let blocked: { key: string; minutesLeft: number } | null = null;
    let remaining = Number.POSITIVE_INFINITY;
    for (const budget of budgets) {
      const state = await countWrongGuess(trx, budget, now);
      if (state.blocked) blocked ??= { key: budget.key, minutesLeft: state.minutesLeft };
      else remaining = Math.min(remaining, state.remaining);
    }
    return blocked ? { kind: 'blocked', ...blocked } : { kind: 'wrong', remaining };
  });
}
