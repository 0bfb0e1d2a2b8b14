import { registerNamespace } from '@storefront/platform';
import en from './locales/en/promotions.json';
import km from './locales/km/promotions.json';

export const PROMOTIONS_NS = 'promotions';

/** Registers this remote's texts on the one i18n instance; called when the remote mounts. */
export function registerPromotionsTranslations(): void {
  registerNamespace(PROMOTIONS_NS, { en, km });
}
