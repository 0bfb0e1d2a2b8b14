import { registerNamespace } from '@storefront/platform';
import en from './locales/en/hosting.json';
import km from './locales/km/hosting.json';

export const HOSTING_NS = 'hosting';

/** Registers this remote's texts on the one i18n instance; called when the remote mounts. */
export function registerHostingTranslations(): void {
  registerNamespace(HOSTING_NS, { en, km });
}
