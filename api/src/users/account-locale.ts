import type { Locale, UserInfo } from '@storefront/contracts';
import type { UserRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { setUserLocale, toUserInfo } from './users.repository';

/** Saves the account's language (applied at the next sign-in) and answers the user with it. */
export async function saveAccountLocale(deps: Pick<AreaDeps, 'db'>, user: UserRow, localeCode: Locale): Promise<UserInfo> {
  await setUserLocale(deps.db, user.id, localeCode);
  return toUserInfo({ ...user, locale_code: localeCode });
}
