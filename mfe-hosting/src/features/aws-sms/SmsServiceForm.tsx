import { useState, type FormEvent } from 'react';
import { AWS_SMS_MESSAGES, SMS_BRAND_NAME_PATTERN, SMS_SERVICE_MAX_QUANTITY, type SmsPackage } from '@storefront/contracts';
import { translateMessage, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, Price, Select, Skeleton, Stack, Text, TextField } from '@storefront/ui';
import { useListProductsQuery } from '../../shared/catalogue-api';
import { useAddPartnerItem } from './use-add-partner-item';
import { HOSTING_NS } from '../../i18n/register';

/** An SMS package (category SMS_SERVICE): credits, how many packages, and the brand name to send as; priced by the api. */
export function SmsServiceForm() {
  const { t, i18n } = useTranslation(HOSTING_NS);
  const products = useListProductsQuery({ query: { type: 'sms-service' } });
  const { add, busy, error, added } = useAddPartnerItem();
  const [chosen, setChosen] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [brandName, setBrandName] = useState('');
  const [touched, setTouched] = useState(false);
  const packages = products.data ?? [];
  const current = packages.find((p) => p.key === chosen) ?? packages[0];
  const brandProblem = brandName.trim() && !SMS_BRAND_NAME_PATTERN.test(brandName.trim()) ? AWS_SMS_MESSAGES.brandName : null;
  const quantityProblem = Number.isInteger(quantity) && quantity >= 1 && quantity <= SMS_SERVICE_MAX_QUANTITY ? null : AWS_SMS_MESSAGES.quantity;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!current || brandProblem || quantityProblem) return;
    void add({ type: 'sms-service', product: current.key as SmsPackage, quantity, ...(brandName.trim() ? { brandName: brandName.trim() } : {}) });
  };

  return (
    <Card as="form" onSubmit={submit} aria-labelledby="sms-service" noValidate>
      <Stack gap={16}>
        <Heading level={2} id="sms-service">
          {t('awsSms.service.title')}
        </Heading>
        <Text variant="muted">{t('awsSms.service.intro')}</Text>
        {products.isLoading && <Skeleton height={48} />}
        {products.isError && <Alert tone="danger">{t('awsSms.loadFailed')}</Alert>}
        {current && (
          <>
            <Select label={t('awsSms.service.package')} value={current.key} onChange={(e) => setChosen(e.target.value)} options={packages.map((p) => ({ value: p.key, label: p.name }))} />
            <Price cents={current.price} suffix={t('awsSms.perPackage')} size="lg" locale={i18n.language} />
            <ul>
              {current.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </>
        )}
        <TextField label={t('awsSms.service.quantity')} type="number" min={1} max={SMS_SERVICE_MAX_QUANTITY} value={String(quantity)} onChange={(e) => setQuantity(Number(e.target.value))} error={touched && quantityProblem ? translateMessage(t, quantityProblem) : undefined} />
        <TextField label={t('awsSms.service.brand')} value={brandName} maxLength={11} onChange={(e) => setBrandName(e.target.value)} hint={t('awsSms.service.brandHint')} error={touched && brandProblem ? translateMessage(t, brandProblem) : undefined} />
        {error && <Alert tone="danger">{error}</Alert>}
        {added && <Alert tone="success">{t('awsSms.added')}</Alert>}
        <div>
          <Button type="submit" loading={busy} disabled={!current}>
            {t('awsSms.service.submit')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
