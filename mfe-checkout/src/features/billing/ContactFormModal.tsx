import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { joinPhone, placeName, splitPhone, validateContact, type Contact, type ContactField, type ContactValues } from '@storefront/contracts';
import { translateMessage, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Button, Grid, Modal, PhoneField, Select, Stack, TextField, type PhoneCodeOption, type SelectOption } from '@storefront/ui';
import { useAddAddressMutation, useUpdateAddressMutation } from '../../shared/account-api';
import { apiErrorOf, useErrorText } from '../../shared/error-text';
import { useListCountriesQuery, useListRegionsQuery } from '../../shared/geo-api';
import { BILLING_COUNTRIES, countryName } from './countries';

const EMPTY: ContactValues = { firstName: '', lastName: '', organization: '', identityNumber: '', phoneNumber: '', email: '', address1: '', address2: '', stateProvince: '', postalCode: '', city: '', country: 'KH' };

const FIELDS: { name: ContactField; required?: boolean; type?: string; autoComplete: string }[] = [
  { name: 'firstName', required: true, autoComplete: 'given-name' },
  { name: 'lastName', required: true, autoComplete: 'family-name' },
  { name: 'email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'phoneNumber', required: true, type: 'tel', autoComplete: 'tel' },
  { name: 'organization', autoComplete: 'organization' },
  { name: 'identityNumber', autoComplete: 'off' },
  { name: 'address1', required: true, autoComplete: 'address-line1' },
  { name: 'address2', autoComplete: 'address-line2' },
  { name: 'country', required: true, autoComplete: 'country' },
  { name: 'city', required: true, autoComplete: 'address-level2' },
  { name: 'stateProvince', autoComplete: 'address-level1' },
  { name: 'postalCode', required: true, autoComplete: 'postal-code' },
];

const valuesOf = (contact: Contact | null): ContactValues =>
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

/** A choice kept in a list that does not have it (a saved contact's country or province the list lacks). */
const withCurrent = (options: SelectOption[], current: string | null | undefined): SelectOption[] =>
  current && !options.some((option) => option.value === current) ? [{ value: current, label: current }, ...options] : options;

/**
 * Add or edit a billing contact: the §5 rules of contracts (validateContact) before the api checks them again.
 * Countries, their calling codes (the phone field's picker) and provinces (Cambodia's, Thailand's) come from
 * GET /api/country and GET /api/regions; while those are unavailable the form keeps its plain fields.
 */
export function ContactFormModal({ contact, onClose, onSaved }: { contact: Contact | null; onClose: () => void; onSaved: (contact: Contact) => void }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const errorText = useErrorText();
  const [addAddress] = useAddAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const [values, setValues] = useState<ContactValues>(() => valuesOf(contact));
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countries = useListCountriesQuery();
  const countryList = countries.data?.items;
  const chosenCountry = countryList?.find((country) => country.code === values.country);
  const regions = useListRegionsQuery({ query: { country: values.country } }, { skip: !chosenCountry?.hasRegions });
  const regionList = chosenCountry?.hasRegions ? regions.data?.items : undefined;
  /** The phone as the picker shows it: the calling code's country and the rest of the number (null until the countries arrive). */
  const [phone, setPhone] = useState<{ country: string; number: string } | null>(null);

  useEffect(() => {
    if (countryList && !phone) setPhone(splitPhone(values.phoneNumber, countryList, values.country));
  }, [countryList, phone, values.phoneNumber, values.country]);

  const countryOptions: SelectOption[] = useMemo(
    () =>
      countryList
        ? countryList.map((country) => ({ value: country.code, label: placeName(country, locale) }))
        : BILLING_COUNTRIES.map((code) => ({ value: code, label: countryName(code, locale) })),
    [countryList, locale],
  );
  const phoneCountries: PhoneCodeOption[] = useMemo(
    () => (countryList ?? []).map((country) => ({ value: country.code, callingCode: country.callingCode, label: placeName(country, locale), flag: country.flag })),
    [countryList, locale],
  );
  const regionOptions: SelectOption[] | null = regionList ? regionList.map((region) => ({ value: region.name, label: placeName(region, locale) })) : null;

  const set = (field: ContactField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const setPhoneParts = (next: { country: string; number: string }) => {
    setPhone(next);
    const callingCode = countryList?.find((country) => country.code === next.country)?.callingCode ?? '';
    set('phoneNumber', joinPhone(callingCode, next.number));
  };

  const setCountry = (code: string) => {
    setValues((previous) => ({ ...previous, country: code, stateProvince: '' }));
    setErrors((previous) => ({ ...previous, country: undefined, stateProvince: undefined, postalCode: undefined }));
    // A phone not typed yet follows the billing country's calling code.
    if (phone && !phone.number.trim()) setPhone({ ...phone, country: code });
  };

  const errorOf = (field: ContactField) => (errors[field] ? translateMessage(t, errors[field] as string) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateContact(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      onSaved(contact ? await updateAddress({ params: { id: contact.id }, body: values }).unwrap() : await addAddress({ body: values }).unwrap());
    } catch (error) {
      const apiError = apiErrorOf(error);
      const fields = (apiError.details?.fields ?? []) as { path: string; message: string }[];
      if (Array.isArray(fields) && fields.length) setErrors(Object.fromEntries(fields.map((field) => [field.path, field.message])));
      setFailure(errorText(apiError));
      setBusy(false);
    }
  };

  const formId = 'billing-contact-form';
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={contact ? t('billing.editTitle') : t('billing.addTitle')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('billing.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap={16}>
          {failure && <Alert tone="danger">{failure}</Alert>}
          <Grid min={220} gap={14}>
            {FIELDS.map((field) => {
              if (field.name === 'country') {
                return (
                  <Select
                    key="country"
                    label={t('billing.fields.country')}
                    name="country"
                    required
                    autoComplete="country"
                    value={values.country}
                    onChange={(event) => setCountry(event.target.value)}
                    options={withCurrent(countryOptions, values.country)}
                    error={errorOf('country')}
                  />
                );
              }
              if (field.name === 'phoneNumber' && phone && phoneCountries.length > 0) {
                return (
                  <PhoneField
                    key="phoneNumber"
                    label={t('billing.fields.phoneNumber')}
                    codeLabel={t('billing.fields.phoneCode', { defaultValue: t('billing.fields.country') })}
                    countries={phoneCountries}
                    country={phone.country}
                    onCountryChange={(code) => setPhoneParts({ ...phone, country: code })}
                    name="phoneNumber"
                    required
                    maxLength={20}
                    value={phone.number}
                    onChange={(event) => setPhoneParts({ ...phone, number: event.target.value })}
                    error={errorOf('phoneNumber')}
                  />
                );
              }
              if (field.name === 'stateProvince' && regionOptions) {
                return (
                  <Select
                    key="stateProvince"
                    label={t('billing.fields.stateProvince')}
                    name="stateProvince"
                    autoComplete="address-level1"
                    placeholder=""
                    value={values.stateProvince ?? ''}
                    onChange={(event) => set('stateProvince', event.target.value)}
                    options={withCurrent(regionOptions, values.stateProvince)}
                    error={errorOf('stateProvince')}
                  />
                );
              }
              return (
                <TextField
                  key={field.name}
                  label={t(`billing.fields.${field.name}`)}
                  name={field.name}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  required={field.required}
                  value={(values[field.name] as string | null | undefined) ?? ''}
                  onChange={(event) => set(field.name, event.target.value)}
                  error={errorOf(field.name)}
                />
              );
            })}
          </Grid>
        </Stack>
      </form>
    </Modal>
  );
}
