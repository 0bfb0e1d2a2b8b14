import { useState } from 'react';
import type { TFunction } from 'i18next';
import { accountEndpoints, geoEndpoints, type Contact, type ContactField, type ContactValues, type Country, type Region } from '@storefront/contracts';
import { translateError, translateMessage } from '../i18n/translate-message';
import { useLocale } from '../locale/use-locale';
import { toAuthFailure } from '../store/auth-slice';
import { injectEndpointsOf } from './inject-endpoints-of';

/** The calls of the contact form: GET /api/country and /api/regions, PUT and PATCH /api/user/addresses (the same declarations the remotes inject: one cache). */
const contactFormApi = injectEndpointsOf({
  listCountries: geoEndpoints.listCountries,
  listRegions: geoEndpoints.listRegions,
  addAddress: accountEndpoints.addAddress,
  updateAddress: accountEndpoints.updateAddress,
});

/** What the design system's ContactFormModal needs of the platform (all its props but the labels and onClose). */
export interface ContactFormData {
  contact: Contact | null;
  locale: string;
  translate: (message: string) => string;
  countries: Country[] | null;
  regions: Region[] | null;
  onCountryChange: (code: string) => void;
  onSave: (values: ContactValues) => Promise<{ message: string; fields?: Partial<Record<ContactField, string>> } | null>;
}

/**
 * Add or edit one of my billing contacts (the account's contacts page, the checkout's billing step): the countries
 * and the chosen country's provinces, the save call (add or update) and its refusal in the reader's language
 * (`t` of the app's namespace: the spec's messages go through `messages`), each refused field beside its field.
 */
export function useContactForm(contact: Contact | null, t: TFunction, onSaved: (contact: Contact) => void): ContactFormData {
  const { locale } = useLocale();
  const [addAddress] = contactFormApi.useAddAddressMutation();
  const [updateAddress] = contactFormApi.useUpdateAddressMutation();
  const [country, setCountry] = useState(contact?.country ?? 'KH');
  const countries = contactFormApi.useListCountriesQuery().data?.items ?? null;
  const hasRegions = countries?.find((candidate) => candidate.code === country)?.hasRegions ?? false;
  const regions = contactFormApi.useListRegionsQuery({ query: { country } }, { skip: !hasRegions }).data?.items ?? null;
  return {
    contact,
    locale,
    translate: (message) => translateMessage(t, message),
    countries,
    regions,
    onCountryChange: setCountry,
    onSave: async (values) => {
      try {
        onSaved(contact ? await updateAddress({ params: { id: contact.id }, body: values }).unwrap() : await addAddress({ body: values }).unwrap());
        return null;
      } catch (error) {
        const failure = toAuthFailure(error);
        return { message: translateError(t, failure), fields: failure.fields as Partial<Record<ContactField, string>> | undefined };
      }
    },
  };
}
