import { randomInt, randomUUID } from 'node:crypto';
import { maskPhone, PHONE_CODE_LIMITS, PHONE_VERIFICATION_MESSAGES, toE164, type PhoneCodeSent, type PhoneVerification } from '@storefront/contracts';
import { digest } from '../auth/sessions.repository';
import type { UserRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { enqueueSms } from '../sms/sms-outbox';

const HOUR_MS = 60 * 60 * 1000;
/** Salted with the account and the number: a code is good for that account's that number only. */
const codeHash = (userId: string, phone: string, code: string) => digest(`phone:${userId}:${phone}:${code}`);

/** Whether the account's phone is verified (an SMS code confirmed for the number it holds now). */
export const phoneVerified = (user: Pick<UserRow, 'phone_number' | 'phone_verified_at'>): boolean => Boolean(user.phone_number && user.phone_verified_at);

export function phoneVerificationOf(user: Pick<UserRow, 'phone_number' | 'phone_verified_at'>): PhoneVerification {
  return {
    phoneNumber: user.phone_number,
    verified: phoneVerified(user),
    verifiedAt: user.phone_verified_at ? new Date(user.phone_verified_at).toISOString() : null,
  };
}

/** The account's number in E.164 (a row the E.164 migration left as typed is read through the parser), or a refusal. */
function phoneOf(user: Pick<UserRow, 'phone_number'>): string {
  const phone = toE164(user.phone_number);
  if (!phone) throw new AppError('NEED_TO_PROVIDE_PHONE_NUMBER', undefined, { fields: [{ path: 'phoneNumber', message: PHONE_VERIFICATION_MESSAGES.noPhone }] }, PHONE_VERIFICATION_MESSAGES.noPhone, 409);
  return phone;
}

/**
 * POST /api/users/phone-number/send-code: a 6-digit code by SMS to the account's number, in the transaction that
 * stores its hash (the SMS outbox). A new code replaces the previous one. At most PHONE_CODE_LIMITS.perHour an hour
 * for the account and for the number (whoever held it): 429 SYSTEM_BUSY beyond — counted under the account's row
 * lock, so parallel requests cannot pass the limit together.
 */
export async function sendPhoneCode(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string): Promise<PhoneCodeSent> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const phone = phoneOf(user);
    if (user.phone_verified_at && user.phone_number === phone) {
      throw new AppError('BAD_REQUEST', undefined, { reason: 'alreadyVerified' }, PHONE_VERIFICATION_MESSAGES.alreadyVerified, 409);
    }
    // A number another account holds (a collision the E.164 migration recorded) is that account's to verify.
    const holder = await trx.selectFrom('users').select('id').where('phone_number', '=', phone).where('id', '!=', userId).executeTakeFirst();
    if (holder) throw new AppError('PHONE_EXISTS', undefined, { fields: [{ path: 'phoneNumber', message: 'This phone number is already registered' }] });
    const since = new Date(now.getTime() - HOUR_MS);
    const { n } = await trx
      .selectFrom('phone_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('created_at', '>', since)
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('phone', '=', phone)]))
      .executeTakeFirstOrThrow();
    const used = Number(n);
    if (used >= PHONE_CODE_LIMITS.perHour) throw new AppError('SYSTEM_BUSY', undefined, { retryAfterMinutes: 60 }, PHONE_VERIFICATION_MESSAGES.tooManyCodes, 429);
    await trx.updateTable('phone_codes').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + PHONE_CODE_LIMITS.minutes * 60_000);
    await trx
      .insertInto('phone_codes')
      .values({ id: randomUUID(), user_id: userId, phone, code_hash: codeHash(userId, phone, code), expires_at: expiresAt, used_at: null, created_at: now })
      .execute();
    await enqueueSms(trx, phone, { template: 'phone-code', params: { code, minutes: PHONE_CODE_LIMITS.minutes } }, user.locale_code);
    return { phoneNumber: maskPhone(phone), expiresAt: expiresAt.toISOString(), remainingThisHour: PHONE_CODE_LIMITS.perHour - used - 1 };
  });
}

/**
 * PATCH /api/users/phone-number/verify: the account's current code, for the number it holds now. A wrong code counts
 * a try (INCORRECT_OTP with details.remaining); PHONE_CODE_LIMITS.attempts and the code is spent; a right one is used
 * once and marks the phone verified. Under the code's row lock: two guesses at once count as two.
 */
export async function verifyPhoneCode(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string, code: string): Promise<PhoneVerification> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const phone = phoneOf(user);
    const current = await trx
      .selectFrom('phone_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('phone', '=', phone)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('INCORRECT_OTP', undefined, { remaining: 0 }, PHONE_VERIFICATION_MESSAGES.noCode);
    if (current.code_hash !== codeHash(userId, phone, code)) {
      const attempts = current.attempts + 1;
      await trx
        .updateTable('phone_codes')
        .set({ attempts, ...(attempts >= PHONE_CODE_LIMITS.attempts ? { used_at: now } : {}) })
        .where('id', '=', current.id)
        .execute();
      // Thrown after the count is written: the transaction must keep it, so answer from outside it.
      return { refused: Math.max(0, PHONE_CODE_LIMITS.attempts - attempts) } as const;
    }
    await trx.updateTable('phone_codes').set({ used_at: now }).where('id', '=', current.id).execute();
    const verified = await trx
      .updateTable('users')
      .set({ phone_verified_at: now, phone_number: phone })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return phoneVerificationOf(verified);
  }).then((answer) => {
    if ('refused' in answer) throw new AppError('INCORRECT_OTP', undefined, { remaining: answer.refused });
    return answer;
  });
}
