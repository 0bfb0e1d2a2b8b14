import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, localePath, type Locale } from '@storefront/contracts';

/** The current locale and a function that makes a path in it (English unprefixed, Khmer under /km). */
export function useLocale(): { locale: Locale; to: (path: string) => string } {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const to = useCallback((path: string) => localePath(path, locale), [locale]);
  return { locale, to };
}
