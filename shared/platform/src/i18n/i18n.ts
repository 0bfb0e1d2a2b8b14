import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@storefront/contracts';
import { countInstance } from '../debug/instances';
import commonEn from './locales/en/common.json';
import { reportError } from '../monitoring/report-error';

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

/** The texts registered under each namespace name (a remote's `domains`, or another version's `domains~2`). */
const registered = new Map<string, { en: TranslationsSource; km: TranslationsSource }>();

/**
 * Registers a namespace's English and Khmer texts (English is the fallback for a missing Khmer key) and answers
 * the namespace to translate with — what a remote keeps as its namespace constant:
 * `export const DOMAINS_NS = registerNamespace('domains', { en, km })`.
 *
 * That is `namespace` itself, unless other texts are registered under it already: then another build of the same
 * app is loaded in this page or server (a pointer change reaching an open tab, a canary rendered beside the
 * stable version, a rollback after the newer one loaded), and these texts get a name of their own
 * (`domains~2`), so every version shows its own texts. Registering the same texts again answers the same name.
 */
export function registerNamespace(namespace: string, resources: { en: TranslationsSource; km: TranslationsSource }): string {
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? namespace : `${namespace}~${n}`;
    const before = registered.get(name);
    if (before && before.en === resources.en && before.km === resources.km) return name;
    if (before || i18n.hasResourceBundle('en', name)) continue;
    registered.set(name, resources);
    add('en', name, resources.en);
    add('km', name, resources.km);
    if (typeof resources.km === 'function' && i18n.language === 'km') void loadLocale('km').catch((error: unknown) => reportError(error, 'platform/load-locale'));
    return name;
  }
}

// The spec's messages in Khmer (validation and api errors): English needs none, a message is its own text.
registerNamespace('messages', { en: {}, km: () => import('./locales/km/messages.json') });
// The common texts in Khmer come with the rest of the Khmer texts (English readers never download them).
pending.km.set('common', () => import('./locales/km/common.json'));
i18n.on('languageChanged', (locale) => {
  if (locale === 'en' || locale === 'km') void loadLocale(locale).catch((error: unknown) => reportError(error, 'platform/load-locale'));
});

export function changeLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}
