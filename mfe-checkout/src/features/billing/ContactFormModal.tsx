import { useState } from 'react';
import type { Contact, ContactField } from '@storefront/contracts';
import { translateMessage, useLocale, useTranslation } from '@storefront/platform';
import { CONTACT_FORM_FIELDS, ContactFormModal as ContactForm } from '@storefront/ui';
import { useAddAddressMutation, useUpdateAddressMutation } from '../../shared/account-api';
import { apiErrorOf, useErrorText } from '../../shared/error-text';
import { useListCountriesQuery, useListRegionsQuery } from '../../shared/geo-api';
import { CHECKOUT_NS } from '../../i18n/register';

/**
 * Add or edit a billing contact at checkout: the one contact form of @storefront/ui (the account's contacts page
 * uses it too), given the countries and provinces of GET /api/country and /api/regions, the checkout's words,
 * and the api call that saves it.
 */
export function ContactFormModal({ contact, onClose, onSaved }: { contact: Contact | null; onClose: () => void; onSaved: (contact: Contact) => void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const errorText = useErrorText();
  const [addAddress] = useAddAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const [country, setCountry] = useState(contact?.country ?? 'KH');
  const countries = useListCountriesQuery().data?.items ?? null;
  const hasRegions = countries?.find((c) => c.code === country)?.hasRegions ?? false;
  const regions = useListRegionsQuery({ query: { country } }, { skip: !hasRegions }).data?.items ?? null;

  return (
    <ContactForm
      contact={contact}
      locale={locale}
      translate={(message) => translateMessage(t, message)}
      countries={countries}
      regions={regions}
      onCountryChange={setCountry}
      labels={{
        title: contact ? t('billing.editTitle') : t('billing.addTitle'),
        fields: Object.fromEntries(CONTACT_FORM_FIELDS.map((field) => [field, t(`billing.fields.${field}`)])) as Record<ContactField | 'phoneCode', string>,
        save: t('billing.save'),
        cancel: t('cancel'),
        close: t('close'),
      }}
      onClose={onClose}
      onSave={async (values) => {
        try {
          onSaved(contact ? await updateAddress({ params: { id: contact.id }, body: values }).unwrap() : await addAddress({ body: values }).unwrap());
          return null;
        } catch (error) {
          const apiError = apiErrorOf(error);
          const fields = (apiError.details?.fields ?? []) as { path: string; message: string }[];
          return { message: errorText(apiError), fields: Array.isArray(fields) ? Object.fromEntries(fields.map((field) => [field.path, field.message])) : undefined };
        }
      }}
    />
  );
}
