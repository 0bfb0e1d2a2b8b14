import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toE164, type UserInfo } from '@storefront/contracts';
import type { Database, UserRow } from '../db/database';

export function findUserByLogin(db: Kysely<Database>, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', value), eb(eb.fn('lower', ['username']), '=', value)]))
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setUserLocale(db: Kysely<Database>, id: string, locale: 'en' | 'km'): Promise<void> {
  await db.updateTable('users').set({ locale_code: locale }).where('id', '=', id).execute();
}

export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    phoneNumber: user.phone_number,
    role: user.role,
    localeCode: user.locale_code,
    emailVerified: user.email_verified,
    twoFactorEnabled: Boolean(user.two_factor_enabled),
    hasPassword: user.password_hash !== null,
    mustChangePassword: Boolean(user.must_change_password),
    newsletterEmail: user.newsletter_email ?? null,
  };
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase())).executeTakeFirst();
}

export function findUserByGoogleSubject(db: Kysely<Database>, subject: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('google_subject', '=', subject).executeTakeFirst();
}

/** Which unique fields of a new account are taken already. */
export async function takenFields(db: Kysely<Database>, fields: { email: string; phoneNumber: string | null; username: string | null }) {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'phone_number', 'username'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), '=', fields.email.toLowerCase()),
        ...(fields.phoneNumber ? [eb('phone_number', '=', fields.phoneNumber)] : []),
        ...(fields.username ? [eb(eb.fn('lower', ['username']), '=', fields.username.toLowerCase())] : []),
      ]),
    )
    .execute();
  return {
    email: rows.some((r) => r.email.toLowerCase() === fields.email.toLowerCase()),
    phoneNumber: Boolean(fields.phoneNumber) && rows.some((r) => r.phone_number === fields.phoneNumber),
    username: Boolean(fields.username) && rows.some((r) => r.username?.toLowerCase() === fields.username?.toLowerCase()),
  };
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  username: string | null;
  phoneNumber: string | null;
  passwordHash: string | null;
  localeCode: 'en' | 'km';
  referralCode: string | null;
  emailVerified: boolean;
  googleSubject?: string | null;
}

export async function createUser(db: Kysely<Database>, account: NewAccount): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email: account.email,
      username: account.username,
      password_hash: account.passwordHash,
      first_name: account.firstName,
      last_name: account.lastName,
      phone_number: account.phoneNumber,
      role: 'customer',
      locale_code: account.localeCode,
      email_verified: account.emailVerified,
      banned: false,
      referral_code: account.referralCode,
      google_subject: account.googleSubject ?? null,
      password_changed_at: null,
      two_factor_secret: null,
      two_factor_pending_secret: null,
      two_factor_last_step: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setPassword(db: Kysely<Database>, userId: string, passwordHash: string): Promise<void> {
  // eslint-disable-next-line storefront-api/no-wall-clock -- when the password changed, a record (nothing is decided by it)
  await db.updateTable('users').set({ password_hash: passwordHash, password_changed_at: new Date() }).where('id', '=', userId).execute();
}

export async function markEmailVerified(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('users').set({ email_verified: true }).where('id', '=', userId).execute();
}

export async function setBanned(db: Kysely<Database>, userId: string, banned: boolean): Promise<UserRow | undefined> {
  return db.updateTable('users').set({ banned }).where('id', '=', userId).returningAll().executeTakeFirst();
}

/** A unique index refused the write (PostgreSQL 23505, as PGlite reports it too); `column` narrows by the constraint's words. */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  const failure = error as { code?: string; detail?: string; constraint?: string; message?: string } | null;
  if (!failure || failure.code !== '23505') return false;
  if (!column) return true;
  return [failure.detail, failure.constraint, failure.message].some((text) => typeof text === 'string' && text.includes(column));
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  username: string | null;
}

/** PUT /api/users: names and username; a username another account has (any case) is refused. */
export async function updateProfile(db: Kysely<Database>, userId: string, change: ProfileChange): Promise<UserRow | 'usernameTaken'> {
  if (change.username) {
    const clash = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['username']), '=', change.username!.toLowerCase()))
      .where('id', '!=', userId)
      .executeTakeFirst();
    if (clash) return 'usernameTaken';
  }
  try {
    return await db
      .updateTable('users')
      .set({ first_name: change.firstName, last_name: change.lastName, username: change.username })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error, 'username')) return 'usernameTaken';
    throw error;
  }
}

/**
 * The account holding a phone number however it is written (null: none, or not a phone number): staff search by
 * phone (routes/admin/customers.ts) and any lookup by a typed number call this, so `076671597` finds +85576671597.
 */
export async function findUserByPhone(db: Kysely<Database>, typed: string): Promise<UserRow | undefined> {
  const phone = toE164(typed);
  if (!phone) return undefined;
  return db.selectFrom('users').selectAll().where('phone_number', '=', phone).executeTakeFirst();
}

/** The collisions the E.164 migration recorded and staff have not settled: the account that kept the number, the one that did not. */
export function listPhoneDuplicates(db: Kysely<Database>) {
  return db
    .selectFrom('phone_duplicates')
    .select(['user_id as userId', 'kept_user_id as keptUserId', 'phone_as_stored as phoneAsStored', 'phone_e164 as phoneE164', 'found_at as foundAt'])
    .where('resolved_at', 'is', null)
    .orderBy('found_at')
    .execute();
}

/**
 * PATCH /api/users/phone-number: one number per account across customers. Two accounts asking for the same
 * number at once: the unique index lets one write win; the other is told PHONE_EXISTS.
 */
export async function updatePhoneNumber(db: Kysely<Database>, userId: string, phoneNumber: string): Promise<UserRow | 'phoneTaken'> {
  const clash = await db.selectFrom('users').select('id').where('phone_number', '=', phoneNumber).where('id', '!=', userId).executeTakeFirst();
  if (clash) return 'phoneTaken';
  try {
    // A new number is not verified: its SMS code is owed again (issue 28 item 3); the same number keeps its verification.
    return await db
      .updateTable('users')
      .set((eb) => ({ phone_number: phoneNumber, phone_verified_at: eb.case().when('phone_number', '=', phoneNumber).then(eb.ref('phone_verified_at')).else(null).end() }))
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error, 'phone')) return 'phoneTaken';
    throw error;
  }
}

export async function setNewsletterEmail(db: Kysely<Database>, userId: string, email: string | null): Promise<void> {
  await db.updateTable('users').set({ newsletter_email: email }).where('id', '=', userId).execute();
}

/** Staff reset: the account must choose a new password before anything else (PATCH /api/users/password/force). */
export async function requirePasswordChange(db: Kysely<Database>, userId: string, required = true): Promise<void> {
  await db.updateTable('users').set({ must_change_password: required }).where('id', '=', userId).execute();
}

/** Sets the new password a staff reset required, and lifts the requirement, only while it is required. */
export async function setForcedPassword(db: Kysely<Database>, userId: string, passwordHash: string): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    // eslint-disable-next-line storefront-api/no-wall-clock -- when the password changed, a record (nothing is decided by it)
    .set({ password_hash: passwordHash, password_changed_at: new Date(), must_change_password: false })
    .where('id', '=', userId)
    .where('must_change_password', '=', true)
    .returningAll()
    .executeTakeFirst();
}
