import type { Contact } from '@storefront/contracts';
import { translateMessage, useLocale, useTranslation } from '@storefront/platform';
import { DeleteContactModal as DeleteContact } from '@storefront/ui';
import { useDeleteAddressMutation } from '../../shared/account-api';
import { useErrorText } from '../../shared/error-text';
import { CHECKOUT_NS } from '../../i18n/register';

/** Delete one of my contacts at checkout: the one delete dialog of @storefront/ui (spec §5 messages), with the checkout's words and api call. */
export function DeleteContactModal({ contacts, onClose, onDeleted }: { contacts: Contact[]; onClose: () => void; onDeleted: (id: string) => void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const errorText = useErrorText();
  const [deleteAddress] = useDeleteAddressMutation();
  return (
    <DeleteContact
      contacts={contacts}
      locale={locale}
      translate={(message) => translateMessage(t, message)}
      labels={{ title: t('billing.deleteTitle'), legend: t('billing.deleteLegend'), delete: t('billing.delete'), cancel: t('cancel'), close: t('close') }}
      onClose={onClose}
      onDelete={async (id) => {
        try {
          await deleteAddress({ params: { id } }).unwrap();
          onDeleted(id);
          return null;
        } catch (error) {
          return errorText(error);
        }
      }}
    />
  );
}
