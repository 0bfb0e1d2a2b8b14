import { useState, type FormEvent } from 'react';
import { AWS_SMS_MESSAGES, SMS_BRAND_NAME_PATTERN, SMS_OPERATORS, type SmsOperator } from '@storefront/contracts';
import { translateMessage, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Checkbox, Heading, Price, Stack, Text, TextField } from '@storefront/ui';
import { useListProductsQuery } from '../../shared/catalogue-api';
import { useAddPartnerItem } from './use-add-partner-item';
import { HOSTING_NS } from '../../i18n/register';

/** A brand name (sender name, category SMS_BRAND_NAME) registered with the chosen operators for a year; priced by the api. */
export function SmsBrandNameForm() {
  const { t, i18n } = useTranslation(HOSTING_NS);
  const products = useListProductsQuery({ query: { type: 'sms-brand-name' } });
  const product = products.data?.[0];
  const { add, busy, error, added } = useAddPartnerItem();
  const [brandName, setBrandName] = useState('');
  const [operators, setOperators] = useState<SmsOperator[]>([...SMS_OPERATORS]);
  const [touched, setTouched] = useState(false);
  const nameProblem = SMS_BRAND_NAME_PATTERN.test(brandName.trim()) ? null : AWS_SMS_MESSAGES.brandName;
  const operatorProblem = operators.length === 0 ? AWS_SMS_MESSAGES.operators : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameProblem || operatorProblem) return;
    void add({ type: 'sms-brand-name', product: 'sms-brand-name', brandName: brandName.trim(), operators });
  };
  const toggle = (operator: SmsOperator, on: boolean) => setOperators((current) => (on ? [...current, operator] : current.filter((o) => o !== operator)));

  return (
    <Card as="form" onSubmit={submit} aria-labelledby="sms-brand" noValidate>
      <Stack gap={16}>
        <Heading level={2} id="sms-brand">
          {t('awsSms.brand.title')}
        </Heading>
        <Text variant="muted">{t('awsSms.brand.intro')}</Text>
        {product && <Price cents={product.price} suffix={t('awsSms.perOperatorYear')} size="lg" locale={i18n.language} />}
        <TextField label={t('awsSms.brand.name')} value={brandName} maxLength={11} required onChange={(e) => setBrandName(e.target.value)} hint={t('awsSms.brand.hint')} error={touched && nameProblem ? translateMessage(t, nameProblem) : undefined} />
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend>{t('awsSms.brand.operators')}</legend>
          <Stack gap={8}>
            {SMS_OPERATORS.map((operator) => (
              <Checkbox key={operator} label={t(`awsSms.operators.${operator}`)} checked={operators.includes(operator)} onChange={(e) => toggle(operator, e.target.checked)} />
            ))}
          </Stack>
        </fieldset>
        {touched && operatorProblem && <Alert tone="warning">{translateMessage(t, operatorProblem)}</Alert>}
        {error && <Alert tone="danger">{error}</Alert>}
        {added && <Alert tone="success">{t('awsSms.added')}</Alert>}
        <div>
          <Button type="submit" loading={busy} disabled={!product}>
            {t('awsSms.brand.submit')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
