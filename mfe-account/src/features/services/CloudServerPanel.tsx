import { useState } from 'react';
import { formatDate, type OwnedService } from '@storefront/contracts';
import { translateError, useLocale, useTranslation } from '@storefront/platform';
import { Badge, Button, Card, Heading, Skeleton, Stack, Text } from '@storefront/ui';
import { CloudServerMetrics } from './CloudServerMetrics';
import { CloudServerUpgrade } from './CloudServerUpgrade';
import { ServerAddresses, ServerResources } from './ServerFacts';
import { apiErrorOf } from './service-status';
import { useCreateCloudServerBackupMutation, useListCloudServerBackupsQuery } from '../../shared/services-api';
import { ACCOUNT_NS } from '../../i18n/register';

const POWER_TONE = { running: 'success', creating: 'info', stopped: 'neutral' } as const;

/** A cloud server's power state, every address, its OS and resources (with the add-ons paid for), its backups (taken now with POST /user/cloud-servers/backups), its use over the last day, and its upgrade. */
export function CloudServerPanel({ service }: { service: OwnedService }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const server = service.cloudServer!;
  const backups = useListCloudServerBackupsQuery({ params: { id: service.id } });
  const [createBackup, { isLoading }] = useCreateCloudServerBackupMutation();
  const [error, setError] = useState<string | null>(null);
  const running = service.status === 'active' && server.powerState === 'running';

  const backup = async () => {
    setError(null);
    const result = await createBackup({ body: { serviceId: service.id } });
    if ('error' in result) {
      const failure = apiErrorOf(result.error);
      setError(failure ? translateError(t, failure) : t('services.backupFailed'));
    } else void backups.refetch();
  };

  return (
    <>
      <Card>
        <Stack gap={12}>
          <Heading level={2} size="card">
            {t('services.server.title')}
          </Heading>
          <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 12, margin: 0 }}>
            <div>
              <dt>{t('services.server.power')}</dt>
              <dd style={{ margin: 0 }}>
                <Badge tone={POWER_TONE[server.powerState]}>{t(`services.server.powerState.${server.powerState}`)}</Badge>
              </dd>
            </div>
            <div>
              <dt>{t('services.server.ips', { count: Math.max(1, server.ips.length) })}</dt>
              <dd style={{ margin: 0 }}>{server.ips.length > 0 ? <ServerAddresses ips={server.ips} /> : t('services.server.ipPending')}</dd>
            </div>
            <div>
              <dt>{t('services.server.os')}</dt>
              <dd style={{ margin: 0 }}>{server.os ?? '—'}</dd>
            </div>
            {server.region && (
              <div>
                <dt>{t('services.server.region')}</dt>
                <dd style={{ margin: 0 }}>{t(`services.server.regions.${server.region}`, { defaultValue: server.region })}</dd>
              </div>
            )}
            {server.resources && (
              <div>
                <dt>{t('services.server.resources')}</dt>
                <dd style={{ margin: 0 }}>
                  <ServerResources resources={server.resources} />
                </dd>
              </div>
            )}
          </dl>
          <Heading level={3} size="minor">
            {t('services.backups.title')}
          </Heading>
          {backups.isLoading && <Skeleton height={40} />}
          {backups.isError && <Text variant="small">{t('services.backups.loadFailed')}</Text>}
          {backups.data && backups.data.length === 0 && <Text variant="small">{t('services.backups.empty')}</Text>}
          {backups.data && backups.data.length > 0 && (
            <ul aria-label={t('services.backups.listLabel')} style={{ margin: 0, paddingLeft: 18 }}>
              {backups.data.map((item) => (
                <li key={item.id}>
                  {item.label} · {t('services.backups.size', { count: item.sizeGb })} · {formatDate(item.createdAt, locale)}
                </li>
              ))}
            </ul>
          )}
          <div>
            <Button size="sm" variant="secondary" onClick={() => void backup()} loading={isLoading} disabled={!running}>
              {t('services.backups.create')}
            </Button>
            {!running && <Text variant="small">{t('services.backups.needsRunning')}</Text>}
            {error && (
              <Text variant="small" role="alert">
                {error}
              </Text>
            )}
          </div>
        </Stack>
      </Card>
      <CloudServerMetrics serviceId={service.id} />
      <CloudServerUpgrade service={service} />
    </>
  );
}
