import type { TFunction } from 'i18next';
import { accountEndpoints } from '@storefront/contracts';
import { translateError, translateMessage } from '../i18n/translate-message';
import { useLocale } from '../locale/use-locale';
import { toAuthFailure } from '../store/auth-slice';
import { injectEndpointsOf } from './inject-endpoints-of';

const contactRemoverApi = injectEndpointsOf({ deleteAddress: accountEndpoints.deleteAddress });

/** What the design system's DeleteContactModal needs of the platform (all its props but the contacts, labels and onClose). */
export interface ContactRemoverData {
  locale: string;
  translate: (message: string) => string;
  onDelete: (id: string) => Promise<string | null>;
}

/**
 * Delete one of my billing contacts (the account's contacts page, the checkout's billing step): DELETE
 * /api/user/addresses/{id}, and its refusal in the reader's language (`t` of the app's namespace).
 */
export function useContactRemover(t: TFunction, onDeleted: (id: string) => void): ContactRemoverData {
  const { locale } = useLocale();
  const [deleteAddress] = contactRemoverApi.useDeleteAddressMutation();
  return {
    locale,
    translate: (message) => translateMessage(t, message),
    onDelete: async (id) => {
      try {
        await deleteAddress({ params: { id } }).unwrap();
        onDeleted(id);
        return null;
      } catch (error) {
        return translateError(t, toAuthFailure(error));
      }
    },
  };
}
