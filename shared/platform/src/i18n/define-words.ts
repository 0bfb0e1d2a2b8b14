import { registerNamespace, type Translations } from './i18n';

/**
 * The Khmer a feature's English asks for: every key English has, nested the same, and no other. Khmer counts with
 * one form, so an English `_one` plural has no Khmer twin (i18next reads `_other` for every count in Khmer).
 */
export type KhmerOf<En> = {
  [K in keyof En as K extends `${string}_one` ? never : K]: En[K] extends string ? string : KhmerOf<En[K]>;
};

/**
 * A feature's words in both languages, side by side in one file beside the feature (`CloudServerMetrics.words.ts`),
 * registered as a namespace of their own on the one i18n instance (registerNamespace: another build's words get a
 * name of their own). The compiler holds Khmer to English: a key missing in Khmer, or one English does not have,
 * does not compile — where a remote's locale files find a missing Khmer text only when a reader sees English.
 *
 * `export const METRICS_NS = defineWords('account-metrics', { en: { title: 'Use' }, km: { title: 'ការប្រើ' } })`,
 * then `useTranslation(METRICS_NS)`.
 */
export function defineWords<const En extends Translations>(namespace: string, words: { en: En; km: KhmerOf<En> }): string {
  return registerNamespace(namespace, { en: words.en, km: words.km as Translations });
}
