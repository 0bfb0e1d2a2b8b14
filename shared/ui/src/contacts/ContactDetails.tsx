import type { ContactFields } from '@storefront/contracts';
import { countryName } from './countries';

/** A billing contact's organization, address, email and phone, as lines (on a radio card, a list, the payment step). */
export function ContactDetails({ contact, locale }: { contact: ContactFields; locale: string }) {
  const place = [contact.address1, contact.address2, contact.city, contact.stateProvince, contact.postalCode, countryName(contact.country, locale)].filter(Boolean).join(', ');
  return (
    <>
      {contact.organization && <span style={{ display: 'block' }}>{contact.organization}</span>}
      <span style={{ display: 'block' }}>{place}</span>
      <span style={{ display: 'block', overflowWrap: 'anywhere' }}>
        {contact.email} · {contact.phoneNumber}
      </span>
    </>
  );
}
