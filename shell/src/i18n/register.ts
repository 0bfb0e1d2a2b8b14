import { registerNamespace } from '@storefront/platform';
import en from './locales/en/shell.json';
import km from './locales/km/shell.json';

registerNamespace('shell', { en, km });

export const SHELL_NS = 'shell';
