import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@storefront/contracts';
import { countInstance } from '../debug/instances';
import commonEn from './locales/en/common.json';
import commonKm from './locales/km/common.json';
import messagesEn from './locales/en/messages.json';

/** The one i18next instance of the page; every remote registers its own namespace on it. */
export const i18n = i18next.createInstance();
countInstance('i18n');

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'common',
  ns: ['common', 'messages'],
  resources: { en: { common: commonEn, messages: messagesEn }, km: { common: commonKm } } satisfies Resource,
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
  returnNull: false,
});

/**
 * The Khmer translations of the spec's messages (validation and api errors) load the first time the page is
 * in Khmer: English readers never download them (English needs none: a message is its own text).
 */
function loadMessages(locale: string): void {
  if (locale !== 'km' || i18n.hasResourceBundle('km', 'messages')) return;
  void import('./locales/km/messages.json').then((module: { default?: Record<string, string> } & Record<string, unknown>) => {
    i18n.addResourceBundle('km', 'messages', module.default ?? module, true, true);
  });
}
i18n.on('languageChanged', loadMessages);

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
