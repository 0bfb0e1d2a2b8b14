import { LocaleLink, useParams, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Container, PageHeader, Skeleton, Stack, Text } from '@storefront/ui';
import { ServerAddresses } from '../features/services/ServerFacts';
import { useOpenServiceCredentialsQuery } from '../shared/services-api';
import { ACCOUNT_NS } from '../i18n/register';

/** /account/services/credentials/{token}: a service's initial login, shown once (the emailed one-time link). */
export function ServiceCredentialsPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { token = '' } = useParams<{ token: string }>();
  // Opened once: never refetched or cached past this page (the api erases the password as it answers).
  const { data, isLoading, isError } = useOpenServiceCredentialsQuery({ params: { token } }, { refetchOnMountOrArgChange: true, refetchOnFocus: false, refetchOnReconnect: false });
  return (
    <Container style={{ paddingBottom: 48 }}>
      <PageHeader title={t('services.credentials.title')} subtitle={t('services.credentials.subtitle')} />
      <div style={{ maxWidth: 640 }}>
        {isLoading && <Skeleton height={160} />}
        {isError && (
          <Alert tone="warning" title={t('services.credentials.usedTitle')} action={<Button as={LocaleLink} to="/account/services" size="sm">{t('services.back')}</Button>}>
            {t('services.credentials.used')}
          </Alert>
        )}
        {data && (
          <Card>
            <Stack gap={10}>
              <Text weight="bold">{data.name}</Text>
              <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}>
                {data.controlPanelUrl && (
                  <>
                    <dt>{t('services.controlPanel')}</dt>
                    <dd style={{ margin: 0, wordBreak: 'break-all' }}>{data.controlPanelUrl}</dd>
                  </>
                )}
                {data.ips.length > 0 && (
                  <>
                    <dt>{t('services.server.ips', { count: data.ips.length })}</dt>
                    <dd style={{ margin: 0 }}>
                      <ServerAddresses ips={data.ips} />
                    </dd>
                  </>
                )}
                <dt>{t('services.credentials.username')}</dt>
                <dd style={{ margin: 0, fontFamily: 'monospace' }}>{data.username}</dd>
                <dt>{t('services.credentials.password')}</dt>
                <dd style={{ margin: 0, fontFamily: 'monospace', wordBreak: 'break-all' }}>{data.password}</dd>
              </dl>
              <Alert tone="warning">{t('services.credentials.once')}</Alert>
              <Button as={LocaleLink} to={`/account/services/${data.serviceId}`} variant="secondary" size="sm">
                {t('services.credentials.open')}
              </Button>
            </Stack>
          </Card>
        )}
      </div>
    </Container>
  );
}
