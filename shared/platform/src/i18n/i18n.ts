import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@storefront/contracts';
import { countInstance } from '../debug/instances';
import commonEn from './locales/en/common.json';
import commonKm from './locales/km/common.json';

/** The one i18next instance of the page; every remote registers its own namespace on it. */
export const i18n = i18next.createInstance();
countInstance('i18n');

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'common',
  ns: ['common'],
  resources: { en: { common: commonEn }, km: { common: commonKm } } satisfies Resource,
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
  returnNull: false,
});

export type Translations = Record<string, unknown>;

/** Registers a namespace's English and Khmer texts; English is the fallback for a missing Khmer key. */
export function registerNamespace(namespace: string, resources: { en: Translations; km: Translations }): void {
  if (i18n.hasResourceBundle('en', namespace)) return;
  i18n.addResourceBundle('en', namespace, resources.en, true, true);
  i18n.addResourceBundle('km', namespace, resources.km, true, true);
}

export function changeLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}
