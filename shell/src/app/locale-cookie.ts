import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, isLocale, type Locale } from '@storefront/contracts';

/** Spec §1: the language choice is kept in a cookie that lasts 365 days. */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

export function readLocaleCookie(cookieHeader: string = document.cookie): Locale | null {
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE);
  const value = entry?.[1];
  return isLocale(value) ? value : null;
}
