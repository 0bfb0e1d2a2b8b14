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

/**
 * Formats a date in the storefront's timezone (Asia/Bangkok) for the reader: "Jan 2, 2026" (", 03:05 AM") in
 * English, "2 មករា 2026" (" 03:05") in Khmer — the same on every browser, whatever locale data it ships.
 */
export function formatDate(value: string | number | Date, locale: Locale = 'en', withTime = false): string {
  const date = new Date(value);
  if (locale === 'en') {
    const options: Intl.DateTimeFormatOptions = { timeZone: TIMEZONE, year: 'numeric', month: 'short', day: 'numeric' };
    if (withTime) Object.assign(options, { hour: '2-digit', minute: '2-digit' });
    return new Intl.DateTimeFormat(LOCALE_INFO.en.iso, options).format(date);
  }
  // The parts in the timezone, from locale-independent numbers (en-US data is in every browser).
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: TIMEZONE, year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const day = `${Number(parts.day)} ${KHMER_MONTHS[Number(parts.month) - 1]} ${parts.year}`;
  return withTime ? `${day} ${parts.hour}:${parts.minute}` : day;
}
