import { registerNamespace } from '@storefront/platform';
import en from './locales/en/faq.json';
import km from './locales/km/faq.json';

// Both languages ship with the FAQ's own lazy chunk (spec §2: localised content is loaded per page).
registerNamespace('faq', { en, km });

export const FAQ_NS = 'faq';
