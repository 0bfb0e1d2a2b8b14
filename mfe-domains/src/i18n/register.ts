import { registerNamespace } from '@storefront/platform';
import en from './locales/en/domains.json';
import km from './locales/km/domains.json';

export const DOMAINS_NS = 'domains';

/** Registers this remote's texts on the one i18n instance; called when the remote mounts. */
export function registerDomainsTranslations(): void {
  registerNamespace(DOMAINS_NS, { en, km });
}
