import { registerNamespace } from '@storefront/platform';
import en from './locales/en/account.json';
import km from './locales/km/account.json';

/**
 * This remote's texts, registered on the one i18n instance when the remote loads, and the namespace its code
 * translates with: `account`, or a name of this build's own when another version's texts are loaded already
 * (@storefront/platform registerNamespace).
 */
export const ACCOUNT_NS = registerNamespace('account', { en, km });
