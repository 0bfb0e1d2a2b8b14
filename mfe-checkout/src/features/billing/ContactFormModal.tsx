import { useState, type FormEvent } from 'react';
import { validateContact, type Contact, type ContactField, type ContactValues } from '@storefront/contracts';
import { translateMessage, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Button, Grid, Modal, Select, Stack, TextField } from '@storefront/ui';
import { useAddAddressMutation, useUpdateAddressMutation } from '../../shared/account-api';
import { apiErrorOf, useErrorText } from '../../shared/error-text';
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

/** Add or edit a billing contact: the §5 rules of contracts (validateContact) before the api checks them again. */
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

  const set = (field: ContactField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

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
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={t(`billing.fields.${field.name}`)}
                name={field.name}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                required={field.required}
                value={(values[field.name] as string | null | undefined) ?? ''}
                onChange={(event) => set(field.name, event.target.value)}
                error={errors[field.name] ? translateMessage(t, errors[field.name] as string) : undefined}
              />
            ))}
            <Select
              label={t('billing.fields.country')}
              name="country"
              required
              value={values.country}
              onChange={(event) => set('country', event.target.value)}
              options={BILLING_COUNTRIES.map((code) => ({ value: code, label: countryName(code, locale) }))}
              error={errors.country ? translateMessage(t, errors.country) : undefined}
            />
          </Grid>
        </Stack>
      </form>
    </Modal>
  );
}
