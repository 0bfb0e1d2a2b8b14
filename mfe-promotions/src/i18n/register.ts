import { registerNamespace } from '@storefront/platform';
import en from './locales/en/promotions.json';
import km from './locales/km/promotions.json';

/**
 * This remote's texts, registered on the one i18n instance when the remote loads, and the namespace its code
 * translates with: `promotions`, or a name of this build's own when another version's texts are loaded already
 * (@storefront/platform registerNamespace).
 */
export const PROMOTIONS_NS = registerNamespace('promotions', { en, km });
