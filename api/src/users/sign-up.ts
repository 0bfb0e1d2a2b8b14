import type { z } from 'zod';
import type { Locale, signUpSchema } from '@storefront/contracts';
import type { UserRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { createEmailCode } from '../auth/one-time-codes';
import { hashPassword } from '../auth/password';
import { tieReferral } from '../programmes/affiliate';
import { createUser, takenFields } from './users.repository';

/**
 * A new account (spec §5 rules and messages): EMAIL_EXISTS, PHONE_EXISTS or a taken username refused, the referral
 * code tied in the same transaction, and a mailed 6-digit code to verify the email. The caller signs it in.
 */
export async function signUp(deps: Pick<AreaDeps, 'db' | 'clock' | 'config' | 'mailer'>, body: z.output<typeof signUpSchema>, locale: Locale): Promise<UserRow> {
  const taken = await takenFields(deps.db, body);
  if (taken.email) throw new AppError('EMAIL_EXISTS');
  if (taken.phoneNumber) throw new AppError('PHONE_EXISTS');
  if (taken.username) throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'username', message: 'This username is already taken' }] });
  // The referral code ties the new customer to its owner in the same transaction: a code refused (unknown, one's
  // own, a second account) leaves no account behind (programmes/affiliate.ts).
  const passwordHash = await hashPassword(body.password);
  const user = await deps.db
    .transaction()
    .execute(async (trx) => {
      const created = await createUser(trx, {
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        username: body.username,
        phoneNumber: body.phoneNumber,
        passwordHash,
        localeCode: locale,
        referralCode: body.referralCode,
        emailVerified: false,
      });
      if (body.referralCode) await tieReferral(trx, created, body.referralCode, deps.clock.now());
      return created;
    })
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      // A concurrent sign-up with the same email or phone loses on the unique index.
      const detail = String((error as { detail?: string; message?: string }).detail ?? (error as Error).message ?? '');
      if (detail.includes('phone')) throw new AppError('PHONE_EXISTS');
      if (detail.includes('email') || detail.includes('unique')) throw new AppError('EMAIL_EXISTS');
      throw error;
    });
  await sendEmailCode(deps, user);
  return user;
}

/** Mails the account a new 6-digit code to verify its email (the previous code stops working). */
export async function sendEmailCode(deps: Pick<AreaDeps, 'db' | 'clock' | 'config' | 'mailer'>, user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'locale_code'>): Promise<void> {
  const code = await createEmailCode(deps.db, user.id, deps.config.linkMinutes.verifyEmail, deps.clock.now());
  await deps.mailer.enqueue(user.email, { template: 'verify-email', params: { name: user.first_name, code, minutes: deps.config.linkMinutes.verifyEmail } }, user.locale_code);
}
