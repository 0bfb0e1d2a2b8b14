import { registerNamespace } from '@storefront/platform';
import en from './locales/en/account.json';
import km from './locales/km/account.json';

export const ACCOUNT_NS = 'account';

/** Registers this remote's texts on the one i18n instance; called when the remote mounts. */
export function registerAccountTranslations(): void {
  registerNamespace(ACCOUNT_NS, { en, km });
}
