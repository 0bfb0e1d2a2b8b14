import { useState, type FormEvent } from 'react';
import { AWS_COMPANY_MAX, AWS_MONTHLY_SPEND, AWS_NOTES_MAX, AWS_REGIONS, AWS_SMS_MESSAGES, PATTERNS, type AwsMonthlySpend, type AwsRegion } from '@storefront/contracts';
import { translateMessage, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Grid, Heading, Price, Select, Stack, Text, TextField } from '@storefront/ui';
import { useListProductsQuery } from '../../shared/catalogue-api';
import { useAddPartnerItem } from './use-add-partner-item';
import { HOSTING_NS } from '../../i18n/register';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The AWS account request (category AWS): the company, a contact, the expected spend and region; priced by the api. */
export function AwsAccountForm() {
  const { t, i18n } = useTranslation(HOSTING_NS);
  const products = useListProductsQuery({ query: { type: 'aws' } });
  const product = products.data?.[0];
  const { add, busy, error, added } = useAddPartnerItem();
  const [company, setCompany] = useState('');
  const [email, setEmail] = useState('');
  const [spend, setSpend] = useState<AwsMonthlySpend>('under-1k');
  const [region, setRegion] = useState<AwsRegion>('ap-southeast-1');
  const [notes, setNotes] = useState('');
  const [touched, setTouched] = useState(false);

  const companyProblem = !company.trim() ? AWS_SMS_MESSAGES.companyRequired : company.trim().length > AWS_COMPANY_MAX ? AWS_SMS_MESSAGES.companyMax : null;
  const emailProblem = EMAIL.test(email.trim()) && PATTERNS.domain.test(email.split('@')[1] ?? '') ? null : AWS_SMS_MESSAGES.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (companyProblem || emailProblem) return;
    void add({ type: 'aws', product: 'aws-account', company: company.trim(), contactEmail: email.trim(), monthlySpend: spend, region, notes: notes.trim() });
  };

  return (
    <Card as="form" onSubmit={submit} aria-labelledby="aws-order" noValidate>
      <Stack gap={16}>
        <Heading level={2} id="aws-order">
          {t('awsSms.aws.title')}
        </Heading>
        <Text variant="muted">{t('awsSms.aws.intro')}</Text>
        {product && (
          <>
            <Price cents={product.price} suffix={t('awsSms.oneTime')} size="lg" locale={i18n.language} />
            <ul>
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </>
        )}
        <Grid min={240} gap={12}>
          <TextField label={t('awsSms.aws.company')} value={company} maxLength={AWS_COMPANY_MAX + 10} required onChange={(e) => setCompany(e.target.value)} error={touched && companyProblem ? translateMessage(t, companyProblem) : undefined} />
          <TextField label={t('awsSms.aws.email')} type="email" value={email} required onChange={(e) => setEmail(e.target.value)} error={touched && emailProblem ? translateMessage(t, emailProblem) : undefined} />
          <Select label={t('awsSms.aws.spend')} value={spend} onChange={(e) => setSpend(e.target.value as AwsMonthlySpend)} options={AWS_MONTHLY_SPEND.map((value) => ({ value, label: t(`awsSms.aws.spends.${value}`) }))} />
          <Select label={t('awsSms.aws.region')} value={region} onChange={(e) => setRegion(e.target.value as AwsRegion)} options={AWS_REGIONS.map((value) => ({ value, label: t(`awsSms.aws.regions.${value}`) }))} />
        </Grid>
        <TextField label={t('awsSms.aws.notes')} value={notes} maxLength={AWS_NOTES_MAX} onChange={(e) => setNotes(e.target.value)} hint={t('awsSms.aws.voucher')} />
        {error && <Alert tone="danger">{error}</Alert>}
        {added && <Alert tone="success">{t('awsSms.added')}</Alert>}
        <div>
          <Button type="submit" loading={busy} disabled={!product}>
            {t('awsSms.aws.submit')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
