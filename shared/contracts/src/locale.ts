export const LOCALES = ['en', 'km'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The cookie that keeps the visitor's language choice (spec §1: 365 days). */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const TIMEZONE = 'Asia/Bangkok';

export const LOCALE_INFO: Record<Locale, { code: Locale; name: string; shortName: string; iso: string }> = {
  en: { code: 'en', name: 'English', shortName: 'EN', iso: 'en-US' },
  km: { code: 'km', name: 'ខ្មែរ', shortName: 'KM', iso: 'km-KH' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Splits a pathname into its locale and the path without the locale prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/km(\/.*)?$/.exec(pathname);
  if (match) return { locale: 'km', path: match[1] ?? '/' };
  return { locale: 'en', path: pathname || '/' };
}

/** Builds the pathname of `path` in `locale`: English unprefixed, Khmer under /km. */
export function localePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'en') return clean;
  return clean === '/' ? '/km' : `/km${clean}`;
}

/** Formats a date in the storefront's timezone (Asia/Bangkok). */
export function formatDate(value: string | number | Date, locale: Locale = 'en', withTime = false): string {
  const options: Intl.DateTimeFormatOptions = { timeZone: TIMEZONE, year: 'numeric', month: 'short', day: 'numeric' };
  if (withTime) Object.assign(options, { hour: '2-digit', minute: '2-digit' });
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, options).format(new Date(value));
}
