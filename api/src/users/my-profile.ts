import type { Reminder, UserInfo } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { listReminders } from './reminders.repository';
import { setNewsletterEmail, toUserInfo, updatePhoneNumber, updateProfile, type ProfileChange } from './users.repository';

/** The profile page (/account/profile) and the fortune wheel's phone step: spec §5 rules, §8 codes. */

/** Names and an optional username (unique in any case: a taken one is refused on the field). */
export async function changeMyProfile(deps: Pick<AreaDeps, 'db'>, userId: string, change: ProfileChange): Promise<UserInfo> {
  const updated = await updateProfile(deps.db, userId, change);
  if (updated === 'usernameTaken') {
    throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'username', message: 'This username is already taken' }] });
  }
  return toUserInfo(updated);
}

/** The account's phone number: PHONE_EXISTS when another account has it. */
export async function changeMyPhoneNumber(deps: Pick<AreaDeps, 'db'>, userId: string, phoneNumber: string): Promise<UserInfo> {
  const updated = await updatePhoneNumber(deps.db, userId, phoneNumber);
  if (updated === 'phoneTaken') throw new AppError('PHONE_EXISTS', undefined, { fields: [{ path: 'phoneNumber', message: 'This phone number is already registered' }] });
  return toUserInfo(updated);
}

/** What the customer should act on now (the clock's). */
export async function myReminders(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string): Promise<{ items: Reminder[] }> {
  return { items: await listReminders(deps.db, userId, deps.clock.now()) };
}

/** The newsletter's email (it replaces the one before), or null for none. */
export async function setMyNewsletterEmail<E extends string | null>(deps: Pick<AreaDeps, 'db'>, userId: string, email: E): Promise<{ email: E }> {
  await setNewsletterEmail(deps.db, userId, email);
  return { email };
}
