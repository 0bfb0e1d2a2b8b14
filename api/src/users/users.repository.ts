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
  };
}
