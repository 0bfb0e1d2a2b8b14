import type { ContactFields } from '@storefront/contracts';
import { useLocale } from '@storefront/platform';
import { ContactDetails as Details } from '@storefront/ui';

/** A contact's address, email and phone, as lines (on a radio card, on the payment step), in the reader's language. */
export function ContactDetails({ contact }: { contact: ContactFields }) {
  const { locale } = useLocale();
  return <Details contact={contact} locale={locale} />;
}
