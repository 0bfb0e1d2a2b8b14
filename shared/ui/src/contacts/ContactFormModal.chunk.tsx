import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { callingCodeOptions, joinPhone, placeName, splitPhone, validateContact, type Contact, type ContactField, type ContactValues, type Country, type FieldErrors, type Region } from '@storefront/contracts';
import { Button } from '../controls/Button';
import { PhoneField, type PhoneCodeOption } from '../controls/PhoneField.chunk';
import { Select, type SelectOption } from '../controls/Select';
import { TextField } from '../controls/TextField';
import { Alert } from '../display/Alert';
import { Grid } from '../layout/Grid';
import { Stack } from '../layout/Stack';
import { Modal } from '../overlays/Modal';
import { BILLING_COUNTRIES, countryName } from './countries';
import { contactValuesOf } from './contact-form-fields';

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

/** A choice kept in a list that does not have it (a saved contact's country or province the list lacks). */
const withCurrent = (options: SelectOption[], current: string | null | undefined): SelectOption[] =>
  current && !options.some((option) => option.value === current) ? [{ value: current, label: current }, ...options] : options;

export interface ContactFormLabels {
  title: string;
  /** Each field's label, and the phone's calling-code picker. */
  fields: Record<ContactField | 'phoneCode', string>;
  save: string;
  cancel: string;
  close: string;
}

/** What saving answered when it failed: the message to show and the fields the api refused (spec §5 messages). */
export interface ContactSaveFailure {
  message: string;
  fields?: FieldErrors<ContactField>;
}

export interface ContactFormModalProps {
  /** The contact edited, or null to add one. */
  contact: Contact | null;
  labels: ContactFormLabels;
  locale: string;
  /** A spec message (validation, api) in the reader's language. */
  translate: (message: string) => string;
  /** GET /api/country, or null while unavailable (the form keeps plain fields). */
  countries: Country[] | null;
  /** GET /api/regions of the chosen country, or null (a text field then). */
  regions: Region[] | null;
  /** The chosen country changed (the app asks for its regions). */
  onCountryChange?: (code: string) => void;
  /** Saves the contact; answers null when saved, else what went wrong. */
  onSave: (values: ContactValues) => Promise<ContactSaveFailure | null>;
  onClose: () => void;
}

/**
 * Add or edit a billing contact (spec §3 Contact, §5 rules and messages): one form for the checkout's billing step
 * and the account's contacts page. The §5 rules of contracts (validateContact) run before the api checks them
 * again; each error sits beside its field and the first one takes the focus. Countries, their calling codes (the
 * phone field's picker) and provinces come from the app, which reads them from the api.
 */
export function ContactFormModal({ contact, labels, locale, translate, countries, regions, onCountryChange, onSave, onClose }: ContactFormModalProps) {
  const [values, setValues] = useState<ContactValues>(() => contactValuesOf(contact));
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const chosenCountry = countries?.find((country) => country.code === values.country);
  const regionList = chosenCountry?.hasRegions ? regions : null;
  /** The phone as the picker shows it: the calling code's country and the rest of the number (null until the countries arrive). */
  const [phone, setPhone] = useState<{ country: string; number: string } | null>(null);

  useEffect(() => {
    if (countries && !phone) setPhone(splitPhone(values.phoneNumber, countries, values.country));
  }, [countries, phone, values.phoneNumber, values.country]);

  const countryOptions: SelectOption[] = useMemo(
    () => (countries ? countries.map((country) => ({ value: country.code, label: placeName(country, locale) })) : BILLING_COUNTRIES.map((code) => ({ value: code, label: countryName(code, locale) }))),
    [countries, locale],
  );
  const phoneCountries: PhoneCodeOption[] = useMemo(() => callingCodeOptions(countries ?? [], locale), [countries, locale]);
  const regionOptions: SelectOption[] | null = regionList ? regionList.map((region) => ({ value: region.name, label: placeName(region, locale) })) : null;

  const set = (field: ContactField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const setPhoneParts = (next: { country: string; number: string }) => {
    setPhone(next);
    const callingCode = countries?.find((country) => country.code === next.country)?.callingCode ?? '';
    set('phoneNumber', joinPhone(callingCode, next.number));
  };

  const setCountry = (code: string) => {
    setValues((previous) => ({ ...previous, country: code, stateProvince: '' }));
    setErrors((previous) => ({ ...previous, country: undefined, stateProvince: undefined, postalCode: undefined }));
    onCountryChange?.(code);
    // A phone not typed yet follows the billing country's calling code.
    if (phone && !phone.number.trim()) setPhone({ ...phone, country: code });
  };

  /** The first field in error takes the focus, once its message is on the page. */
  const focusFirstError = () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const errorOf = (field: ContactField) => (errors[field] ? translate(errors[field] as string) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateContact(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstError();
      return;
    }
    setBusy(true);
    setFailure(null);
    const failed = await onSave(values);
    if (!failed) return;
    if (failed.fields && Object.keys(failed.fields).length > 0) {
      setErrors(failed.fields);
      focusFirstError();
    }
    setFailure(failed.message);
    setBusy(false);
  };

  const formId = contact ? `contact-form-${contact.id}` : 'contact-form-new';
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={labels.title}
      closeLabel={labels.close}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {labels.save}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap={16}>
          {failure && <Alert tone="danger">{failure}</Alert>}
          <Grid min={220} gap={14}>
            {FIELDS.map((field) => {
              if (field.name === 'country') {
                return (
                  <Select
                    key="country"
                    label={labels.fields.country}
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
                    label={labels.fields.phoneNumber}
                    codeLabel={labels.fields.phoneCode}
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
                    label={labels.fields.stateProvince}
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
                  label={labels.fields[field.name]}
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
