import type { Contact } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { useContactForm } from '@storefront/platform/query';
import { ContactFormModal as ContactForm, contactFormLabels } from '@storefront/ui';
import { checkoutContactWord } from './contact-words';
import { CHECKOUT_NS } from '../../i18n/register';

/**
 * Add or edit a billing contact at checkout: the one contact form of @storefront/ui (the account's contacts page
 * uses it too) with the countries, provinces and save call of the platform's useContactForm, in the checkout's words.
 */
export function ContactFormModal({ contact, onClose, onSaved }: { contact: Contact | null; onClose: () => void; onSaved: (contact: Contact) => void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const form = useContactForm(contact, t, onSaved);
  return <ContactForm {...form} labels={contactFormLabels(checkoutContactWord(t), contact !== null)} onClose={onClose} />;
}
