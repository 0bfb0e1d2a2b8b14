import { registerNamespace } from '@storefront/platform';
import en from './locales/en/search-box.json';
import km from './locales/km/search-box.json';

/**
 * The search box's few texts, apart from the pages' (namespace `domains`): the home page mounts the box
 * through federation and must not download the texts of every domain page. Spec messages (validation,
 * limits) come translated from the platform's `messages` namespace. Registered when the box loads; the
 * namespace to translate with (each version its own: @storefront/platform registerNamespace).
 */
export const SEARCH_BOX_NS = registerNamespace('domainSearchBox', { en, km });
