import type { UserRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { ATTEMPT_LIMITS, attemptKeys, clearBudgets, guessUnderBudgets } from '../auth/attempt-limits';
import { consumeEmailCode, spendEmailCodes } from '../auth/one-time-codes';
import { sendEmailCode } from './sign-up';
import { markEmailVerified } from './users.repository';

/** Verifying the account's email with a mailed code (spec §5), under the account's budget of wrong codes. */

/** A new code for an account whose email is not verified yet (BAD_REQUEST otherwise). */
export async function sendEmailVerificationCode(deps: Pick<AreaDeps, 'db' | 'clock' | 'config' | 'mailer'>, user: UserRow): Promise<{ ok: true }> {
  if (user.email_verified) throw new AppError('BAD_REQUEST', undefined, { reason: 'Your email is already verified' });
  await sendEmailCode(deps, user);
  return { ok: true as const };
}

/**
 * Verifies the email with the mailed code (already verified: nothing to do). A wrong code is INCORRECT_OTP with the
 * attempts left on the code or the account, whichever is less; past the account's budget the current code is spent
 * and the answer is ACCOUNT_LOCKED.
 */
export async function verifyEmailCode(deps: Pick<AreaDeps, 'db' | 'clock'>, user: UserRow, code: string): Promise<void> {
  if (user.email_verified) return;
  const budget = { key: attemptKeys.emailCodeUser(user.id), limit: ATTEMPT_LIMITS.emailCodePerAccount };
  let leftOnCode = 0;
  const outcome = await guessUnderBudgets(deps, user.id, [budget], async (trx, at) => {
    const result = await consumeEmailCode(trx, user.id, code, at);
    leftOnCode = result.remaining;
    return result.accepted ? true : null;
  });
  if (outcome.kind === 'blocked') {
    await spendEmailCodes(deps.db, user.id, deps.clock.now());
    throw new AppError('ACCOUNT_LOCKED', { blockedTime: outcome.minutesLeft }, { blockedTime: outcome.minutesLeft });
  }
  if (outcome.kind === 'wrong') {
    // What is left on the current code, or on the account if that is less (0: ask for a new code).
    throw new AppError('INCORRECT_OTP', undefined, { remaining: Math.min(outcome.remaining, leftOnCode) });
  }
  await clearBudgets(deps.db, [budget.key]);
  await markEmailVerified(deps.db, user.id);
}
