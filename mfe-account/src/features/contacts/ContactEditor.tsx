import { useState } from 'react';
import type { Contact, ContactField } from '@storefront/contracts';
import { toAuthFailure, translateError, translateMessage, useLocale, useTranslation } from '@storefront/platform';
import { CONTACT_FORM_FIELDS, ContactFormModal, DeleteContactModal } from '@storefront/ui';
import { useAddAddressMutation, useDeleteAddressMutation, useUpdateAddressMutation } from '../../shared/account-api';
import { useListCountriesQuery, useListRegionsQuery } from '../../shared/geo-api';
import { ACCOUNT_NS } from '../../i18n/register';

/** Add or edit one of my contacts: the one contact form of @storefront/ui (the checkout's billing step uses it too) with the account's words and api calls. */
export function ContactEditor({ contact, onClose, onSaved }: { contact: Contact | null; onClose: () => void; onSaved: (contact: Contact) => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const [addAddress] = useAddAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const [country, setCountry] = useState(contact?.country ?? 'KH');
  const countries = useListCountriesQuery().data?.items ?? null;
  const hasRegions = countries?.find((c) => c.code === country)?.hasRegions ?? false;
  const regions = useListRegionsQuery({ query: { country } }, { skip: !hasRegions }).data?.items ?? null;
  return (
    <ContactFormModal
      contact={contact}
      locale={locale}
      translate={(message) => translateMessage(t, message)}
      countries={countries}
      regions={regions}
      onCountryChange={setCountry}
      labels={{
        title: contact ? t('contacts.editTitle') : t('contacts.addTitle'),
        fields: Object.fromEntries(CONTACT_FORM_FIELDS.map((field) => [field, t(`contacts.fields.${field}`)])) as Record<ContactField | 'phoneCode', string>,
        save: t('contacts.save'),
        cancel: t('contacts.cancel'),
        close: t('contacts.close'),
      }}
      onClose={onClose}
      onSave={async (values) => {
        try {
          onSaved(contact ? await updateAddress({ params: { id: contact.id }, body: values }).unwrap() : await addAddress({ body: values }).unwrap());
          return null;
        } catch (error) {
          const failure = toAuthFailure(error);
          return { message: translateError(t, failure), fields: (failure.fields ?? undefined) as Partial<Record<ContactField, string>> | undefined };
        }
      }}
    />
  );
}

/** Delete one of my contacts: the one delete dialog of @storefront/ui, the chosen contact preselected. */
export function ContactRemover({ contacts, chosen, onClose, onDeleted }: { contacts: Contact[]; chosen: string | null; onClose: () => void; onDeleted: (id: string) => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const [deleteAddress] = useDeleteAddressMutation();
  return (
    <DeleteContactModal
      contacts={contacts}
      initial={chosen}
      locale={locale}
      translate={(message) => translateMessage(t, message)}
      labels={{ title: t('contacts.deleteTitle'), legend: t('contacts.deleteLegend'), delete: t('contacts.delete'), cancel: t('contacts.cancel'), close: t('contacts.close') }}
      onClose={onClose}
      onDelete={async (id) => {
        try {
          await deleteAddress({ params: { id } }).unwrap();
          onDeleted(id);
          return null;
        } catch (error) {
          return translateError(t, toAuthFailure(error));
        }
      }}
    />
  );
}
