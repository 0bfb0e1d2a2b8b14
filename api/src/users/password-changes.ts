import { passwordProblem } from '@storefront/contracts';
import type { UserRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { clearBudgets } from '../auth/attempt-limits';
import { consumeLinkToken, createLinkToken, peekLinkToken } from '../auth/one-time-codes';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeUserSessions } from '../auth/sessions.repository';
import { systemClock } from '../clock';
import { findUserByEmail, findUserById, setForcedPassword, setPassword } from './users.repository';

/** Forgot / reset password (a mailed single-use link), changing it, and the new password a staff reset requires. */

type MailDeps = Pick<AreaDeps, 'db' | 'clock' | 'config' | 'mailer'>;

const passwordChanged = (deps: Pick<AreaDeps, 'mailer'>, user: Pick<UserRow, 'email' | 'first_name' | 'locale_code'>) =>
  deps.mailer.enqueue(user.email, { template: 'password-changed', params: { name: user.first_name } }, user.locale_code);

/**
 * Mails a reset link to a known, unbanned account, at most config.resetPerAddressPerHour an hour (a quiet limit: the
 * caller answers the same either way). Answers the account when its limit was reached, else null.
 */
export async function sendResetLink(deps: MailDeps, email: string): Promise<{ limitedUserId: string } | null> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.banned) return null;
  const sent = await deps.db.transaction().execute(async (trx) => {
    // One request per account at a time: concurrent requests cannot all pass the count below.
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst();
    // The outbox's created_at is the database's time of writing, not the domain clock: the hour is the wall clock's.
    const hourAgo = new Date(systemClock.now().getTime() - 60 * 60_000);
    const recent = await trx
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('to_address', '=', user.email.toLowerCase())
      .where('template', '=', 'reset-password')
      .where('created_at', '>', hourAgo)
      .executeTakeFirstOrThrow();
    if (Number(recent.count) >= deps.config.resetPerAddressPerHour) return false;
    const minutes = deps.config.linkMinutes.resetPassword;
    const token = await createLinkToken(trx, user.id, 'reset_password', minutes, deps.clock.now());
    const prefix = user.locale_code === 'km' ? '/km' : '';
    const link = `${deps.config.publicUrl}${prefix}/reset-password/${token}`;
    await deps.mailer.enqueue(user.email, { template: 'reset-password', params: { name: user.first_name, link, minutes } }, user.locale_code, trx);
    return true;
  });
  return sent ? null : { limitedUserId: user.id };
}

/** CODE_INCORRECT when the reset link is used, expired or unknown. */
export async function checkResetLink(deps: Pick<AreaDeps, 'db' | 'clock'>, token: string): Promise<{ ok: true }> {
  if (!(await peekLinkToken(deps.db, 'reset_password', token, deps.clock.now()))) throw new AppError('CODE_INCORRECT');
  return { ok: true as const };
}

/** Sets the new password through a reset link (once): every session of the account ends. */
export async function resetPassword(deps: Pick<AreaDeps, 'db' | 'clock' | 'mailer'>, token: string, password: string): Promise<{ ok: true }> {
  const passwordHash = await hashPassword(password);
  const userId = await consumeLinkToken(deps.db, 'reset_password', token, deps.clock.now());
  if (!userId) throw new AppError('CODE_INCORRECT');
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('CODE_INCORRECT');
  await setPassword(deps.db, userId, passwordHash);
  await revokeUserSessions(deps.db, userId, 'password reset');
  // A new password lifts the wrong-password blocks; the two-factor step's block stays (a reset never signs
  // in, and never lifts what guards the second factor).
  await clearBudgets(deps.db, [user.email.toLowerCase(), ...(user.username ? [user.username.toLowerCase()] : [])]);
  await passwordChanged(deps, user);
  return { ok: true as const };
}

/** Changes the password (the current one required when the account has one); every other session ends. */
export async function changePassword(
  deps: Pick<AreaDeps, 'db' | 'mailer'>,
  user: UserRow,
  keepSessionId: string,
  change: { currentPassword?: string; password: string },
): Promise<{ ok: true }> {
  if (user.password_hash) {
    const current = change.currentPassword ?? '';
    if (!(await verifyPassword(user.password_hash, current))) {
      throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'currentPassword', message: 'The current password is not correct' }] });
    }
  }
  const problem = passwordProblem(change.password);
  if (problem) throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'password', message: problem }] });
  await setPassword(deps.db, user.id, await hashPassword(change.password));
  await revokeUserSessions(deps.db, user.id, 'password changed', keepSessionId);
  await passwordChanged(deps, user);
  return { ok: true as const };
}

/** The new password a staff reset requires (refused when none is required); every other session ends. */
export async function setRequiredPassword(deps: Pick<AreaDeps, 'db' | 'mailer'>, user: UserRow, keepSessionId: string, password: string): Promise<UserRow> {
  if (!user.must_change_password) throw new AppError('BAD_REQUEST', undefined, { reason: 'No new password is required for this account' });
  const updated = await setForcedPassword(deps.db, user.id, await hashPassword(password));
  if (!updated) throw new AppError('BAD_REQUEST', undefined, { reason: 'No new password is required for this account' });
  await revokeUserSessions(deps.db, user.id, 'password changed', keepSessionId);
  await passwordChanged(deps, user);
  return updated;
}
