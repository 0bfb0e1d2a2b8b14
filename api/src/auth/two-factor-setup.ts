import QRCode from 'qrcode';
import type { UserRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { ATTEMPT_LIMITS, attemptKeys, budgetState, clearBudgets, guessUnderBudgets } from './attempt-limits';
import { consumeLinkToken, createLinkToken } from './one-time-codes';
import { createRecoveryCodes } from './recovery-codes';
import { newTotpSecret, otpauthUri, verifyTotp } from './totp';

/** Turning two-factor authentication (TOTP, RFC 6238) on with a verified code, and off through a mailed link. */

const setupBudget = (userId: string) => ({ key: attemptKeys.twoFactorSetupUser(userId), limit: ATTEMPT_LIMITS.twoFactorSetupPerAccount });

/** A new pending secret (replacing any earlier one) and its otpauth:// URI with a QR code; ACCOUNT_LOCKED while setup is blocked. */
export async function startTwoFactorSetup(deps: Pick<AreaDeps, 'db' | 'clock' | 'config'>, user: Pick<UserRow, 'id' | 'email' | 'two_factor_enabled'>) {
  if (user.two_factor_enabled) throw new AppError('INVALID_2FA_STATUS');
  const block = await budgetState(deps, setupBudget(user.id));
  if (block.blocked) throw new AppError('ACCOUNT_LOCKED', { blockedTime: block.minutesLeft }, { blockedTime: block.minutesLeft });
  const secret = newTotpSecret();
  await deps.db.updateTable('users').set({ two_factor_pending_secret: secret }).where('id', '=', user.id).execute();
  const uri = otpauthUri(secret, user.email, deps.config.totpIssuer);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Turns two-factor on with a code from the app and answers ten recovery codes. A wrong code is INVALID_2FA_CODE with
 * the attempts left; too many drop the pending secret and answer ACCOUNT_LOCKED.
 */
export async function confirmTwoFactorSetup(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string, code: string) {
  const budget = setupBudget(userId);
  const outcome = await guessUnderBudgets(deps, userId, [budget], async (trx, at) => {
    const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    if (user.two_factor_enabled || !user.two_factor_pending_secret) throw new AppError('INVALID_2FA_STATUS');
    const step = verifyTotp(user.two_factor_pending_secret, code, null, at);
    if (step === null) return null;
    await trx
      .updateTable('users')
      .set({ two_factor_enabled: true, two_factor_secret: user.two_factor_pending_secret, two_factor_pending_secret: null, two_factor_last_step: step })
      .where('id', '=', userId)
      .execute();
    return createRecoveryCodes(trx, userId);
  });
  if (outcome.kind === 'wrong') throw new AppError('INVALID_2FA_CODE', undefined, { remaining: outcome.remaining });
  if (outcome.kind === 'blocked') {
    // The secret being set up is dropped: after the block the customer starts again with a new QR code.
    await deps.db.updateTable('users').set({ two_factor_pending_secret: null }).where('id', '=', userId).where('two_factor_enabled', '=', false).execute();
    throw new AppError('ACCOUNT_LOCKED', { blockedTime: outcome.minutesLeft }, { blockedTime: outcome.minutesLeft });
  }
  await clearBudgets(deps.db, [budget.key]);
  return { recoveryCodes: outcome.value };
}

/** Mails the account a link to /two-factor/disabled/{token}; INVALID_2FA_STATUS when two-factor is off. */
export async function requestTwoFactorOff(deps: Pick<AreaDeps, 'db' | 'clock' | 'config' | 'mailer'>, user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'locale_code' | 'two_factor_enabled'>) {
  if (!user.two_factor_enabled) throw new AppError('INVALID_2FA_STATUS');
  const minutes = deps.config.linkMinutes.twoFactorDisable;
  const token = await createLinkToken(deps.db, user.id, 'two_factor_disable', minutes, deps.clock.now());
  const prefix = user.locale_code === 'km' ? '/km' : '';
  const link = `${deps.config.publicUrl}${prefix}/two-factor/disabled/${token}`;
  await deps.mailer.enqueue(user.email, { template: 'two-factor-disable', params: { name: user.first_name, link, minutes } }, user.locale_code);
  return { ok: true as const };
}

/** Turns two-factor off through the mailed link (secret and recovery codes gone); CODE_INCORRECT for a used or expired link. */
export async function confirmTwoFactorOff(deps: Pick<AreaDeps, 'db' | 'clock'>, token: string) {
  const userId = await consumeLinkToken(deps.db, 'two_factor_disable', token, deps.clock.now());
  if (!userId) throw new AppError('CODE_INCORRECT');
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ two_factor_enabled: false, two_factor_secret: null, two_factor_pending_secret: null, two_factor_last_step: null })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  });
  return { ok: true as const };
}
