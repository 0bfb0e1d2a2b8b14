import { deferred } from '../controls/deferred';
import type { ContactFormModalProps } from './ContactFormModal.chunk';

export type { ContactFormLabels, ContactFormModalProps, ContactSaveFailure } from './ContactFormModal.chunk';
export { CONTACT_FORM_FIELDS, contactFormLabels, contactValuesOf, type ContactFormWord } from './contact-form-fields';

/** Add or edit a billing contact (ContactFormModal.chunk.tsx); its own chunk (deferred), shown only in the checkout and the account. */
export const ContactFormModal = deferred<ContactFormModalProps>(() => import('./ContactFormModal.chunk').then((m) => m.ContactFormModal), null);
