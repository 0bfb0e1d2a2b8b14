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

/** The Khmer months (CLDR's km names), written here: browsers ship without Khmer date data (Chromium prints "Nov 24, 2026"). */
const KHMER_MONTHS = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'] as const;
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Asia/Bangkok's offset from UTC: seven hours, all year (no daylight saving time since 1920). */
const TIMEZONE_OFFSET_MS = 7 * 60 * 60 * 1000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Formats a date in the storefront's timezone (Asia/Bangkok) for the reader: "Jan 2, 2026" (", 03:05 AM") in
 * English, as en-US writes it, "2 មករា 2026" (" 03:05") in Khmer — the same on every browser, whatever locale data
 * it ships. Written from the date's numbers, not through Intl: a page's first Intl formatter loads the engine's
 * locale data, about 40 ms of main thread (a phone's blocking time) on a page with a date.
 */
export function formatDate(value: string | number | Date, locale: Locale = 'en', withTime = false): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid time value: ${String(value)}`);
  // The timezone's wall clock, read with the UTC getters.
  const local = new Date(time + TIMEZONE_OFFSET_MS);
  const [year, month, day, hour, minute] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), local.getUTCHours(), local.getUTCMinutes()];
  if (locale === 'en') {
    const date = `${ENGLISH_MONTHS[month]} ${day}, ${year}`;
    return withTime ? `${date}, ${twoDigits(hour % 12 || 12)}:${twoDigits(minute)} ${hour < 12 ? 'AM' : 'PM'}` : date;
  }
  const date = `${day} ${KHMER_MONTHS[month]} ${year}`;
  return withTime ? `${date} ${twoDigits(hour)}:${twoDigits(minute)}` : date;
}
