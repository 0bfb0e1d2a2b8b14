import { registerNamespace } from '@storefront/platform';
import en from './locales/en/static.json';
import km from './locales/km/static.json';

registerNamespace('static', { en, km });

export const STATIC_NS = 'static';
