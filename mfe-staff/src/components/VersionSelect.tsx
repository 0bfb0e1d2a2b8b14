import { translateError, useTranslation } from '@storefront/platform';
import { Alert, Select, Skeleton } from '@storefront/ui';
import { readOf, useListRemoteVersionsQuery } from '../shared/staff-api';

/** The published versions of a remote (GET /api/admin/remotes/{name}/versions), newest first, to pin, roll back, canary or preview. */
export function VersionSelect({ remote, value, onChange }: { remote: string; value: string; onChange: (version: string) => void }) {
  const { t } = useTranslation('staff');
  // Read afresh each time a dialog opens: versions are published outside the console (npm run remotes); a pin made
  // here (updateRemote names 'RemoteVersion') makes the list stale too.
  const versions = readOf(useListRemoteVersionsQuery({ params: { name: remote } }, { refetchOnMountOrArgChange: true }));
  if (versions.error) return <Alert tone="danger">{translateError(t, versions.error)}</Alert>;
  if (!versions.data || versions.loading) return <Skeleton height={48} />;
  const options = versions.data.map((v) => ({
    value: v.version,
    label: [
      v.version,
      v.pinned ? t('remotes.versionCurrent') : null,
      v.published && v.publishedAt ? t('remotes.versionPublished', { at: new Date(v.publishedAt).toLocaleString(), by: v.publishedBy ?? '?' }) : null,
      v.localBuild ? t('remotes.versionLocal') : null,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  return <Select label={t('remotes.version')} value={value} onChange={(event) => onChange(event.target.value)} options={options} />;
}
