import type { Contact } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { useContactForm, useContactRemover } from '@storefront/platform/query';
import { ContactFormModal, contactFormLabels, DeleteContactModal, deleteContactLabels, type ContactFormWord, type DeleteContactWord } from '@storefront/ui';
import { ACCOUNT_NS } from '../../i18n/register';

/** The contact dialogs' words: the account's contacts.* texts. */
const accountWord = (t: ReturnType<typeof useTranslation>['t']) => (word: ContactFormWord | DeleteContactWord) => t(`contacts.${word}`);

/** Add or edit one of my contacts: the one contact form of @storefront/ui (the checkout's billing step uses it too) with the account's words. */
export function ContactEditor({ contact, onClose, onSaved }: { contact: Contact | null; onClose: () => void; onSaved: (contact: Contact) => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const form = useContactForm(contact, t, onSaved);
  return <ContactFormModal {...form} labels={contactFormLabels(accountWord(t), contact !== null)} onClose={onClose} />;
}

/** Delete one of my contacts: the one delete dialog of @storefront/ui, the chosen contact preselected. */
export function ContactRemover({ contacts, chosen, onClose, onDeleted }: { contacts: Contact[]; chosen: string | null; onClose: () => void; onDeleted: (id: string) => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const remover = useContactRemover(t, onDeleted);
  return <DeleteContactModal {...remover} contacts={contacts} initial={chosen} labels={deleteContactLabels(accountWord(t))} onClose={onClose} />;
}
