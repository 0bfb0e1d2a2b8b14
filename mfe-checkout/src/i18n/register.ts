import { registerNamespace } from '@storefront/platform';
import en from './locales/en/checkout.json';
import km from './locales/km/checkout.json';

export const CHECKOUT_NS = 'checkout';

/** Registers this remote's texts on the one i18n instance; called when the remote mounts. */
export function registerCheckoutTranslations(): void {
  registerNamespace(CHECKOUT_NS, { en, km });
}
