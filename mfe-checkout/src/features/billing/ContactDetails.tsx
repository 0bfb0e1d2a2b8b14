import type { ContactFields } from '@storefront/contracts';
import { useLocale } from '@storefront/platform';
import { countryName } from './countries';

/** A contact's address, email and phone, as lines (on a radio card, on the payment step). */
export function ContactDetails({ contact }: { contact: ContactFields }) {
  const { locale } = useLocale();
  const place = [contact.address1, contact.address2, contact.city, contact.stateProvince, contact.postalCode, countryName(contact.country, locale)].filter(Boolean).join(', ');
  return (
    <>
      {contact.organization && <span style={{ display: 'block' }}>{contact.organization}</span>}
      <span style={{ display: 'block' }}>{place}</span>
      <span style={{ display: 'block' }}>
        {contact.email} · {contact.phoneNumber}
      </span>
    </>
  );
}
