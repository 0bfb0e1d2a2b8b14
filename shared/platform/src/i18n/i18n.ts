import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@storefront/contracts';
import { countInstance } from '../debug/instances';
import commonEn from './locales/en/common.json';

/** The one i18next instance of the page; every remote registers its own namespace on it. */
export const i18n: I18n = i18next.createInstance();
countInstance('i18n');

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'common',
  ns: ['common', 'messages'],
  resources: { en: { common: commonEn } } satisfies Resource,
  interpolation: { escapeValue: false },
  initAsync: false,
  // Re-render when a namespace's texts arrive (a language loaded on demand).
  react: { useSuspense: false, bindI18nStore: 'added' },
  returnNull: false,
});

export type Translations = Record<string, unknown>;

/** Texts given as they are, or as a loader (a dynamic import) fetched the first time the language is needed. */
export type TranslationsSource = Translations | (() => Promise<Translations | { default: Translations }>);

/** Loaders of namespaces whose texts in a language have not been fetched yet. */
const pending: Record<Locale, Map<string, () => Promise<Translations | { default: Translations }>>> = { en: new Map(), km: new Map() };
const loading = new Map<Locale, Promise<void>>();

function add(locale: Locale, namespace: string, source: TranslationsSource): void {
  if (typeof source === 'function') pending[locale].set(namespace, source);
  else i18n.addResourceBundle(locale, namespace, source, true, true);
}

/**
 * Fetches every pending namespace of a language. The shell awaits it before its first render in Khmer;
 * a later change of language triggers it by itself. English readers never download the Khmer texts
 * given as loaders (and the other way round).
 */
export function loadLocale(locale: Locale): Promise<void> {
  if (pending[locale].size === 0) return loading.get(locale) ?? Promise.resolve();
  const entries = [...pending[locale]];
  pending[locale].clear();
  const done = Promise.all(
    entries.map(async ([namespace, load]) => {
      const module = await load();
      const texts = (module as { default?: Translations }).default ?? (module as Translations);
      i18n.addResourceBundle(locale, namespace, texts, true, true);
    }),
  ).then(() => undefined, (error: unknown) => {
    // Put them back: the next change of language tries again.
    for (const [namespace, load] of entries) if (!i18n.hasResourceBundle(locale, namespace)) pending[locale].set(namespace, load);
    throw error;
  });
  loading.set(locale, done);
  return done;
}

/** Registers a namespace's English and Khmer texts; English is the fallback for a missing Khmer key. */
export function registerNamespace(namespace: string, resources: { en: TranslationsSource; km: TranslationsSource }): void {
  if (i18n.hasResourceBundle('en', namespace) || pending.en.has(namespace) || pending.km.has(namespace)) return;
  add('en', namespace, resources.en);
  add('km', namespace, resources.km);
  if (typeof resources.km === 'function' && i18n.language === 'km') void loadLocale('km').catch(() => undefined);
}

// The spec's messages in Khmer (validation and api errors): English needs none, a message is its own text.
registerNamespace('messages', { en: {}, km: () => import('./locales/km/messages.json') });
// The common texts in Khmer come with the rest of the Khmer texts (English readers never download them).
pending.km.set('common', () => import('./locales/km/common.json'));
i18n.on('languageChanged', (locale) => {
  if (locale === 'en' || locale === 'km') void loadLocale(locale).catch(() => undefined);
});

export function changeLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}
