import { useState } from 'react';
import type { OwnedService } from '@storefront/contracts';
import { translateError, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, Stack, Text } from '@storefront/ui';
import { apiErrorOf } from './service-status';
import { useCompleteSslValidationMutation } from '../../shared/services-api';
import { ACCOUNT_NS } from '../../i18n/register';

/** The SSL certificate's domain validation: the DNS record to publish or the approver email, then "done". */
export function SslValidationPanel({ service }: { service: OwnedService }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const step = service.sslValidation!;
  const [complete, { isLoading }] = useCompleteSslValidationMutation();
  const [error, setError] = useState<string | null>(null);
  if (step.completed) {
    return <Alert tone={service.status === 'active' ? 'success' : 'info'}>{service.status === 'active' ? t('services.ssl.issued') : t('services.ssl.issuing')}</Alert>;
  }
  const done = async (method: 'dns' | 'email') => {
    setError(null);
    const result = await complete({ params: { id: service.id }, body: { method } });
    if ('error' in result) {
      const failure = apiErrorOf(result.error);
      setError(failure ? translateError(t, failure) : t('services.saveFailed'));
    }
  };
  return (
    <Card>
      <Stack gap={12}>
        <Heading level={2} size="card">
          {t('services.ssl.title')}
        </Heading>
        <Text>{t('services.ssl.intro', { name: service.name })}</Text>
        <div>
          <Text weight="bold">{t('services.ssl.dns')}</Text>
          <Text variant="small">{t('services.ssl.dnsHow')}</Text>
          <code style={{ display: 'block', wordBreak: 'break-all', margin: '6px 0' }}>
            {step.recordName} TXT {step.recordValue}
          </code>
          <Button size="sm" variant="secondary" onClick={() => void done('dns')} loading={isLoading}>
            {t('services.ssl.dnsDone')}
          </Button>
        </div>
        <div>
          <Text weight="bold">{t('services.ssl.email')}</Text>
          <Text variant="small">{t('services.ssl.emailHow', { email: step.approverEmail })}</Text>
          <Button size="sm" variant="secondary" onClick={() => void done('email')} loading={isLoading}>
            {t('services.ssl.emailDone')}
          </Button>
        </div>
        {error && (
          <Text variant="small" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
