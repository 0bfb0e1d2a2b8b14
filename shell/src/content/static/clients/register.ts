import { registerNamespace } from '@storefront/platform';
import en from './locales/en/clients.json';
import km from './locales/km/clients.json';

// Both languages ship with the clients page's own lazy chunk (spec §2: localised content is loaded per page).
registerNamespace('clients', { en, km });

export const CLIENTS_NS = 'clients';
