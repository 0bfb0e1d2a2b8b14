import { useCallback, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import { isLocale, localePath, type Locale } from '@storefront/contracts';

/**
 * The current locale and a function that makes a path in it (English unprefixed, Khmer under /km).
 *
 * It reads the language of the i18next instance react-i18next would give (the provider's — one per request on the
 * server — else the app's) and follows its changes, without `useTranslation`: that hook copies the instance into a
 * wrapper object on each component's first render, and every link of a page asks for the locale (about a tenth of
 * a server render went to those copies, and the same again when the browser hydrates).
 */
export function useLocale(): { locale: Locale; to: (path: string) => string } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = (): string => i18n.language;
  const current = useSyncExternalStore(subscribe, language, language);
  const locale: Locale = isLocale(current) ? current : 'en';
  const to = useCallback((path: string) => localePath(path, locale), [locale]);
  return { locale, to };
}
