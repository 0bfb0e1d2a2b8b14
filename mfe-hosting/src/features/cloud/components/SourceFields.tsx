import type { CloudServerSource } from '@storefront/contracts';
import { bus, selectUser, useAppSelector, useTranslation } from '@storefront/platform';
import { Alert, Button, SegmentedControl, Select, Spinner, Stack, Text } from '@storefront/ui';
import { useListRestorePointsQuery } from '../../../shared/cloud-api';
import { HOSTING_NS } from '../../../i18n/register';

interface Props {
  source: CloudServerSource;
  backupId: string | null;
  onSource: (source: CloudServerSource) => void;
  onBackup: (id: string | null) => void;
}

/** Source: a new server, or one restored from the customer's own backup (signed in; their backups listed by the api). */
export function SourceFields({ source, backupId, onSource, onBackup }: Props) {
  const { t, i18n } = useTranslation(HOSTING_NS);
  const user = useAppSelector(selectUser);
  const points = useListRestorePointsQuery(undefined, { skip: source !== 'BACKUP' || !user });
  return (
    <Stack gap={12}>
      <SegmentedControl
        label={t('cloud.steps.source')}
        value={source}
        onChange={onSource}
        options={[
          { value: 'NEW', label: t('cloud.sourceNew') },
          { value: 'BACKUP', label: t('cloud.sourceBackup') },
        ]}
      />
      {source === 'BACKUP' && !user && (
        <Alert tone="info">
          <Stack gap={8}>
            <span>{t('cloud.backupSignIn')}</span>
            <div>
              <Button size="sm" variant="secondary" onClick={() => bus.publish('auth/loginRequested', { reason: 'cloud-backup', returnTo: '/cloud' })}>
                {t('cloud.signIn')}
              </Button>
            </div>
          </Stack>
        </Alert>
      )}
      {source === 'BACKUP' && user && points.isLoading && <Spinner label={t('cloud.loadingBackups')} />}
      {source === 'BACKUP' && user && points.isError && <Alert tone="danger">{t('cloud.backupsFailed')}</Alert>}
      {source === 'BACKUP' && user && points.data && points.data.length === 0 && <Text variant="muted">{t('cloud.noBackups')}</Text>}
      {source === 'BACKUP' && user && points.data && points.data.length > 0 && (
        <Select
          label={t('cloud.backup')}
          placeholder={t('cloud.chooseBackup')}
          value={backupId ?? ''}
          onChange={(event) => onBackup(event.target.value || null)}
          options={points.data.map((point) => ({
            value: point.id,
            disabled: !point.available,
            label: `${point.serverName} — ${point.label} (${point.sizeGb} GB, ${new Date(point.createdAt).toLocaleDateString(i18n.language)})${point.available ? '' : ` — ${t('cloud.unavailable')}`}`,
          }))}
        />
      )}
    </Stack>
  );
}
