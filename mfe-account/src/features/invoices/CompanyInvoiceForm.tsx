import { useEffect, useRef, useState, type FormEvent } from 'react';
import { COMPANY_INFO_FIELDS, COMPANY_INFO_LIMITS, validateCompanyInfo, type CompanyInfoField, type CompanyInfoValues } from '@storefront/contracts';
import { translateMessage, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, ErrorState, Grid, Heading, Skeleton, Stack, Text, TextField, useFocusFirstError } from '@storefront/ui';
import { useGetCompanyInfoQuery, useUpdateCompanyInfoMutation } from '../../shared/billing-api';
import { formFailure } from '../profile';
import { ACCOUNT_NS } from '../../i18n/register';

const EMPTY: CompanyInfoValues = { nameEn: '', nameKm: '', addressEn: '', addressKm: '', phoneNumber: '', vatTin: '' };
const MAX: Record<CompanyInfoField, number> = {
  nameEn: COMPANY_INFO_LIMITS.nameMax,
  nameKm: COMPANY_INFO_LIMITS.nameMax,
  addressEn: COMPANY_INFO_LIMITS.addressMax,
  addressKm: COMPANY_INFO_LIMITS.addressMax,
  phoneNumber: 20,
  vatTin: COMPANY_INFO_LIMITS.vatTinMax,
};
const AUTOCOMPLETE: Partial<Record<CompanyInfoField, string>> = { nameEn: 'organization', addressEn: 'street-address', phoneNumber: 'tel' };

/**
 * The issue-company-invoice form (spec §2, §3 company invoice info): the company's name and address in English
 * and Khmer, its phone and VAT TIN (PUT /users/company-info), printed on every invoice and its PDF. The §5 rules
 * of contracts' validateCompanyInfo, each error beside its field and focus on the first.
 */
export function CompanyInvoiceForm() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { data, isLoading, isError, refetch } = useGetCompanyInfoQuery();
  const [save] = useUpdateCompanyInfoMutation();
  const [values, setValues] = useState<CompanyInfoValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CompanyInfoField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, attempt);
  const saved = data?.companyInfo ?? null;
  useEffect(() => {
    if (saved) setValues(saved);
  }, [saved]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    setMessage(null);
    const problems = validateCompanyInfo(values);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, translateMessage(t, text!)])));
    if (Object.keys(problems).length) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await save({ body: values }).unwrap();
      setDone(true);
    } catch (error) {
      const failure = formFailure(t, error);
      if (failure.fields) {
        setErrors(failure.fields);
        setAttempt((n) => n + 1);
      } else setMessage(failure.message);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: CompanyInfoField) => ({
    name,
    label: t(`companyInfo.fields.${name}`),
    value: values[name],
    error: errors[name],
    required: true,
    maxLength: MAX[name],
    autoComplete: AUTOCOMPLETE[name] ?? 'off',
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <Card data-print="hide" style={{ maxWidth: 880 }}>
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('companyInfo.title')}>
        <Stack gap={16}>
          <Heading level={2} size="card">
            {t('companyInfo.title')}
          </Heading>
          <Text variant="muted">{t('companyInfo.description')}</Text>
          {isLoading && (
            <Stack gap={8} aria-busy="true" aria-label={t('companyInfo.loading')}>
              <Skeleton height={40} />
              <Skeleton height={40} />
            </Stack>
          )}
          {isError && <ErrorState title={t('companyInfo.loadFailed')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
          {data && (
            <>
              {!saved && !done && <Alert tone="info">{t('companyInfo.none')}</Alert>}
              {done && <Alert tone="success">{t('companyInfo.saved')}</Alert>}
              {message && <Alert tone="danger">{message}</Alert>}
              <Grid min={240} gap={16} maxColumns={2}>
                {COMPANY_INFO_FIELDS.map((name) => (
                  <TextField key={name} {...field(name)} {...(name === 'vatTin' ? { hint: t('companyInfo.vatTinHint') } : {})} {...(name === 'phoneNumber' ? { type: 'tel' } : {})} />
                ))}
              </Grid>
              <div>
                <Button type="submit" loading={busy}>
                  {t('companyInfo.submit')}
                </Button>
              </div>
            </>
          )}
        </Stack>
      </form>
    </Card>
  );
}
