import { registerNamespace } from '@storefront/platform';
import en from './locales/en/captcha.json';

// Khmer is fetched only for Khmer readers, like the shell's own texts.
registerNamespace('captcha', { en, km: () => import('./locales/km/captcha.json') });

export const CAPTCHA_NS = 'captcha';
