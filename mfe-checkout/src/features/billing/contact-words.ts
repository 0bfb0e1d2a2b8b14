import type { useTranslation } from '@storefront/platform';
import type { ContactFormWord, DeleteContactWord } from '@storefront/ui';

/** The contact dialogs' words at checkout: the billing.* texts, and the namespace's own Cancel and Close. */
export const checkoutContactWord = (t: ReturnType<typeof useTranslation>['t']) => (word: ContactFormWord | DeleteContactWord) => t(word === 'cancel' || word === 'close' ? word : `billing.${word}`);
