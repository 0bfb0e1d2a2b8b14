import { registerNamespace } from '@storefront/platform';
import en from './locales/en/checkout.json';
import km from './locales/km/checkout.json';

/**
 * This remote's texts, registered on the one i18n instance when the remote loads, and the namespace its code
 * translates with: `checkout`, or a name of this build's own when another version's texts are loaded already
 * (@storefront/platform registerNamespace).
 */
export const CHECKOUT_NS = registerNamespace('checkout', { en, km });
