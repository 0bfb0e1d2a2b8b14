import type { Contact } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { useContactRemover } from '@storefront/platform/query';
import { DeleteContactModal as DeleteContact, deleteContactLabels } from '@storefront/ui';
import { checkoutContactWord } from './contact-words';
import { CHECKOUT_NS } from '../../i18n/register';

/** Delete one of my contacts at checkout: the one delete dialog of @storefront/ui (spec §5 messages), with the checkout's words. */
export function DeleteContactModal({ contacts, onClose, onDeleted }: { contacts: Contact[]; onClose: () => void; onDeleted: (id: string) => void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const remover = useContactRemover(t, onDeleted);
  return <DeleteContact {...remover} contacts={contacts} labels={deleteContactLabels(checkoutContactWord(t))} onClose={onClose} />;
}
