import { registerNamespace } from '@storefront/platform';
import en from './locales/en/shell.json';

// The Khmer texts are fetched only for Khmer readers (the shell awaits them before its first render).
registerNamespace('shell', { en, km: () => import('./locales/km/shell.json') });

export const SHELL_NS = 'shell';
