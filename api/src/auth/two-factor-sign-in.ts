import type { Kysely } from 'kysely';
import type { Database, SessionRow, UserRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { ATTEMPT_LIMITS, attemptKeys, clearBudgets, guessUnderBudgets, pruneSignInBudgets, type Budget } from './attempt-limits';
import { consumeRecoveryCode } from './recovery-codes';
import { completeTwoFactor, revokePendingSignIns, revokeSession, type IssuedTokens } from './sessions.repository';
import { verifyTotp } from './totp';

/** The second step of a two-factor sign-in: a TOTP code or a recovery code, under the sign-in's and the account's budgets. */

export const twoFactorAccountBudget = (userId: string): Budget => ({ key: attemptKeys.twoFactorUser(userId), limit: ATTEMPT_LIMITS.twoFactorPerAccount });
const twoFactorSignInBudget = (sessionId: string): Budget => ({ key: attemptKeys.twoFactorSession(sessionId), limit: ATTEMPT_LIMITS.twoFactorPerSignIn });

/** A TOTP code (each time step accepted once) or an unused recovery code of the user. */
async function checkTwoFactorCode(db: Kysely<Database>, user: UserRow, code: string, at: Date): Promise<boolean> {
  if (/^[0-9]{6}$/.test(code)) {
    if (!user.two_factor_secret) return false;
    const step = verifyTotp(user.two_factor_secret, code, user.two_factor_last_step, at);
    if (step === null) return false;
    // Remember the step atomically: the same code presented twice at once is accepted once.
    const updated = await db
      .updateTable('users')
      .set({ two_factor_last_step: step })
      .where('id', '=', user.id)
      .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }
  return consumeRecoveryCode(db, user.id, code, at);
}

/**
 * Checks the code of a pending sign-in. Accepted: the session is usable and its tokens are answered. A wrong code
 * throws INVALID_2FA_CODE with the attempts left. Past a budget the pending sign-in is void (`voided`, with the
 * error to answer once the caller has cleared the session's cookies): the account's budget also voids its other
 * pending sign-ins and answers ACCOUNT_LOCKED; the sign-in's own answers UNAUTHORIZED.
 */
export async function verifyTwoFactorSignIn(
  deps: Pick<AreaDeps, 'db' | 'clock' | 'config'>,
  pending: { session: SessionRow; user: UserRow },
  code: string,
): Promise<{ kind: 'signedIn'; user: UserRow; tokens: IssuedTokens } | { kind: 'voided'; error: AppError }> {
  const { db } = deps;
  const { session } = pending;
  const accountBudget = twoFactorAccountBudget(pending.user.id);
  const signInBudget = twoFactorSignInBudget(session.id);
  // Every code (TOTP or recovery) counts on the pending sign-in and on the account; the account's lock wins.
  const outcome = await guessUnderBudgets(deps, pending.user.id, [accountBudget, signInBudget], async (trx, at) => {
    // The user as it is now, under the lock (the step last used may have moved since the request began).
    const user = await trx.selectFrom('users').selectAll().where('id', '=', pending.user.id).executeTakeFirstOrThrow();
    if (!(await checkTwoFactorCode(trx, user, code, at))) return null;
    const tokens = await completeTwoFactor(trx, session.id, deps.config.tokens);
    // Signed out or completed by another request meanwhile: nothing happened (the code stays unused).
    if (!tokens) throw new AppError('INVALID_2FA_STATUS');
    return { user, tokens };
  });
  if (outcome.kind === 'wrong') throw new AppError('INVALID_2FA_CODE', undefined, { remaining: outcome.remaining });
  if (outcome.kind === 'blocked') {
    // The pending sign-in is void: the customer starts again with the password (after the block, if any).
    await revokeSession(db, session.id, 'too many wrong two-factor codes');
    await pruneSignInBudgets(deps);
    if (outcome.key === accountBudget.key) {
      // The account's other pending sign-ins are void as well: none can go on until the block has passed.
      await revokePendingSignIns(db, pending.user.id, 'too many wrong two-factor codes');
      return { kind: 'voided', error: new AppError('ACCOUNT_LOCKED', { blockedTime: outcome.minutesLeft }, { blockedTime: outcome.minutesLeft }) };
    }
    return { kind: 'voided', error: new AppError('UNAUTHORIZED', undefined, { remaining: 0 }) };
  }
  await clearBudgets(db, [signInBudget.key]);
  return { kind: 'signedIn', ...outcome.value };
}
