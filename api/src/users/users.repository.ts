import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { UserInfo } from '@storefront/contracts';
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
  await db.updateTable('users').set({ password_hash: passwordHash, password_changed_at: new Date() }).where('id', '=', userId).execute();
}

export async function markEmailVerified(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('users').set({ email_verified: true }).where('id', '=', userId).execute();
}

export async function setBanned(db: Kysely<Database>, userId: string, banned: boolean): Promise<UserRow | undefined> {
  return db.updateTable('users').set({ banned }).where('id', '=', userId).returningAll().executeTakeFirst();
}
