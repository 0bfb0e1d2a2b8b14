import type { UserRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { failedLoginBefore, noteFailedLoginFrom } from '../captcha/login-failures';
import { findUserByLogin } from '../users/users.repository';
import { clearBudgets } from './attempt-limits';
import { currentBlock, recordFailure } from './login-attempts';
import { dummyPasswordHash, verifyPassword } from './password';

/** Signing in with an email or username and a password, under the wrong-password block and (when configured) the captcha. */

/** Whether this login identifier or this address failed to sign in lately (the captcha is then asked for). */
export async function failedSignInBefore(deps: Pick<AreaDeps, 'db' | 'clock'>, login: string, address: string): Promise<boolean> {
  return failedLoginBefore(deps, { identifier: login.trim().toLowerCase(), address });
}

/**
 * The user whose password this is. Wrong passwords count towards a temporary block (LOGIN_FAILED with the attempts
 * left, then ACCOUNT_LOCKED), answered the same whether or not the account exists; with a captcha, a failure makes
 * the next tries need it (details.captchaRequired).
 */
export async function checkPassword(deps: Pick<AreaDeps, 'db' | 'clock' | 'config' | 'captcha'>, login: string, password: string, address: string): Promise<UserRow> {
  const identifier = login.trim().toLowerCase();
  const limits = deps.config.login;
  const block = await currentBlock(deps, identifier);
  if (block.blocked) throw new AppError('ACCOUNT_LOCKED', { blockedTime: block.minutesLeft }, { blockedTime: block.minutesLeft });

  const user = await findUserByLogin(deps.db, identifier);
  // Verify against a dummy hash for unknown accounts (and accounts without a password) so every path
  // looks and takes the same.
  const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  if (!user || !user.password_hash || !valid) {
    const remaining = await recordFailure(deps, identifier, limits);
    // With a captcha: the next tries (this login, or any from this address) need it, and the form is told so.
    if (deps.captcha.enabled) await noteFailedLoginFrom(deps, address);
    const captcha = deps.captcha.enabled ? { captchaRequired: true } : {};
    if (remaining === 0) throw new AppError('ACCOUNT_LOCKED', { blockedTime: limits.blockMinutes }, { blockedTime: limits.blockMinutes, ...captcha });
    throw new AppError('LOGIN_FAILED', { remaining, blockedTime: limits.blockMinutes }, { remaining, blockedTime: limits.blockMinutes, ...captcha });
  }
  await clearBudgets(deps.db, [identifier]);
  return user;
}
