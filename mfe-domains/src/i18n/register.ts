import { registerNamespace } from '@storefront/platform';
import en from './locales/en/domains.json';
import km from './locales/km/domains.json';

/**
 * This remote's texts, registered on the one i18n instance when the remote loads, and the namespace its code
 * translates with: `domains`, or a name of this build's own when another version's texts are loaded already
 * (@storefront/platform registerNamespace).
 */
export const DOMAINS_NS = registerNamespace('domains', { en, km });
