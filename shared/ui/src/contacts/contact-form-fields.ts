import type { Contact, ContactField, ContactValues } from '@storefront/contracts';
import type { ContactFormLabels } from './ContactFormModal.chunk';

/*
 * What callers of the contact form need before it is shown (its labels' keys, a contact's values): kept apart
 * from the form, which is its own chunk (ContactFormModal.tsx).
 */

const EMPTY: ContactValues = { firstName: '', lastName: '', organization: '', identityNumber: '', phoneNumber: '', email: '', address1: '', address2: '', stateProvince: '', postalCode: '', city: '', country: 'KH' };

/** A saved contact's fields as the form edits them (empty strings for what it lacks). */
export const contactValuesOf = (contact: Contact | null): ContactValues =>
  contact
    ? {
        firstName: contact.firstName,
        lastName: contact.lastName,
        organization: contact.organization ?? '',
        identityNumber: contact.identityNumber ?? '',
        phoneNumber: contact.phoneNumber,
        email: contact.email,
        address1: contact.address1,
        address2: contact.address2 ?? '',
        stateProvince: contact.stateProvince ?? '',
        postalCode: contact.postalCode,
        city: contact.city,
        country: contact.country,
      }
    : EMPTY;

/** The form's fields in their order, and the phone's calling-code picker: what `ContactFormLabels.fields` labels. */
export const CONTACT_FORM_FIELDS: readonly (ContactField | 'phoneCode')[] = ['firstName', 'lastName', 'email', 'phoneCode', 'phoneNumber', 'organization', 'identityNumber', 'address1', 'address2', 'country', 'city', 'stateProvince', 'postalCode'];

/** A word of the contact form the app translates: its title (adding or editing), each field's label, and its buttons. */
export type ContactFormWord = 'addTitle' | 'editTitle' | `fields.${ContactField | 'phoneCode'}` | 'save' | 'cancel' | 'close';

/** The form's labels from the app's words (`word('fields.email')` → its label of the email field). */
export function contactFormLabels(word: (key: ContactFormWord) => string, editing: boolean): ContactFormLabels {
  return {
    title: word(editing ? 'editTitle' : 'addTitle'),
    fields: Object.fromEntries(CONTACT_FORM_FIELDS.map((field) => [field, word(`fields.${field}`)])) as ContactFormLabels['fields'],
    save: word('save'),
    cancel: word('cancel'),
    close: word('close'),
  };
}
