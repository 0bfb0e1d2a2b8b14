import { useState } from 'react';
import { REMOTES, type DisabledMode, type RemoteConfig, type RemoteName, type RemotePreview } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Alert, Badge, Button, Select, Stack, TextField } from '@storefront/ui';
import { AuditList } from '../components/AuditList';
import { DataView } from '../components/DataView';
import { StaffPageIntro } from '../components/StaffPage';
import { StaffTable } from '../components/StaffTable';
import { ReasonDialog } from '../components/ReasonDialog';
import { answerOf, readOf, useListRemotesQuery, useSetRemoteCanaryMutation, useStartRemotePreviewMutation, useUpdateRemoteMutation } from '../shared/staff-api';
import { VersionSelect } from '../components/VersionSelect';

type Action = { kind: 'toggle' | 'mode' | 'pin' | 'canary' | 'preview'; remote: RemoteConfig };

const shortOf = (name: string) => REMOTES[name as RemoteName]?.short ?? name;

/** Remotes (issue 18 item 2): the registry with its actions, each asking for a reason, and their audit beside it. */
export function RemotesPage({ admin }: { admin: boolean }) {
  const { t } = useTranslation('staff');
  const remotes = readOf(useListRemotesQuery());
  const [action, setAction] = useState<Action | null>(null);
  const [previews, setPreviews] = useState<Record<string, RemotePreview>>({});

  return (
    <Stack gap={32}>
      <StaffPageIntro title={t('remotes.title')} intro={t('remotes.intro')}>
        {!admin && <Alert tone="info">{t('remotes.readOnly')}</Alert>}
        <DataView read={remotes} retry height={240}>
          {(data) => (
            <StaffTable caption={t('remotes.caption')} columns={[t('remotes.name'), t('remotes.enabled'), t('remotes.mode'), t('remotes.pointer'), t('remotes.canary'), t('remotes.preview'), admin && t('remotes.actions')]}>
              {data.map((remote) => (
                <tr key={remote.name}>
                  <th scope="row">{shortOf(remote.name)}</th>
                  <td>
                    <Badge tone={remote.enabled ? 'success' : 'danger'}>{t(remote.enabled ? 'remotes.on' : 'remotes.off')}</Badge>
                  </td>
                  <td>{t(`remotes.modes.${remote.disabledMode}`)}</td>
                  <td>
                    <code>{remote.version}</code>
                  </td>
                  <td>{remote.canary && remote.canary.percent > 0 ? t('remotes.canaryShare', { version: remote.canary.version, percent: remote.canary.percent }) : '—'}</td>
                  <td>{previews[remote.name] ? t('remotes.previewing', { version: previews[remote.name]!.version, until: new Date(previews[remote.name]!.expiresAt).toLocaleTimeString() }) : '—'}</td>
                  {admin && (
                    <td>
                      <Stack direction="row" gap={8} wrap>
                        <Button size="sm" variant={remote.enabled ? 'danger' : 'primary'} onClick={() => setAction({ kind: 'toggle', remote })} aria-label={t(remote.enabled ? 'remotes.disableOne' : 'remotes.enableOne', { name: shortOf(remote.name) })}>
                          {t(remote.enabled ? 'remotes.disable' : 'remotes.enable')}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setAction({ kind: 'mode', remote })} aria-label={t('remotes.modeOne', { name: shortOf(remote.name) })}>
                          {t('remotes.changeMode')}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setAction({ kind: 'pin', remote })} aria-label={t('remotes.pinOne', { name: shortOf(remote.name) })}>
                          {t('remotes.pin')}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setAction({ kind: 'canary', remote })} aria-label={t('remotes.canaryOne', { name: shortOf(remote.name) })}>
                          {t('remotes.setCanary')}
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setAction({ kind: 'preview', remote })} aria-label={t('remotes.previewOne', { name: shortOf(remote.name) })}>
                          {t('remotes.startPreview')}
                        </Button>
                      </Stack>
                    </td>
                  )}
                </tr>
              ))}
            </StaffTable>
          )}
        </DataView>
      </StaffPageIntro>
      <AuditList area="remote" title={t('remotes.auditTitle')} />
      {action && <RemoteActionDialog action={action} onClose={() => setAction(null)} onPreview={(preview) => setPreviews((current) => ({ ...current, [action.remote.name]: preview }))} />}
    </Stack>
  );
}

function RemoteActionDialog({ action, onClose, onPreview }: { action: Action; onClose: () => void; onPreview: (preview: RemotePreview) => void }) {
  const { t } = useTranslation('staff');
  const { remote } = action;
  const name = shortOf(remote.name);
  const [mode, setMode] = useState<DisabledMode>(remote.disabledMode === 'maintenance' ? 'construction' : 'maintenance');
  const [version, setVersion] = useState(remote.canary?.version ?? '');
  const [percent, setPercent] = useState(String(remote.canary?.percent ?? 10));
  const params = { name: remote.name };
  const [updateRemote] = useUpdateRemoteMutation();
  const [setRemoteCanary] = useSetRemoteCanaryMutation();
  const [startRemotePreview] = useStartRemotePreviewMutation();

  switch (action.kind) {
    case 'toggle':
      return (
        <ReasonDialog
          title={t(remote.enabled ? 'remotes.disableOne' : 'remotes.enableOne', { name })}
          description={t(remote.enabled ? 'remotes.disableHelp' : 'remotes.enableHelp', { mode: t(`remotes.modes.${remote.disabledMode}`) })}
          confirmLabel={t(remote.enabled ? 'remotes.disable' : 'remotes.enable')}
          danger={remote.enabled}
          onClose={onClose}
          onConfirm={async (reason) => {
            await answerOf(updateRemote({ params, body: { enabled: !remote.enabled, reason } }));
          }}
        />
      );
    case 'mode':
      return (
        <ReasonDialog
          title={t('remotes.modeOne', { name })}
          description={t('remotes.modeHelp')}
          confirmLabel={t('actions.save')}
          onClose={onClose}
          onConfirm={async (reason) => {
            await answerOf(updateRemote({ params, body: { disabledMode: mode, reason } }));
          }}
        >
          <Select label={t('remotes.mode')} value={mode} onChange={(event) => setMode(event.target.value as DisabledMode)} options={[{ value: 'maintenance', label: t('remotes.modes.maintenance') }, { value: 'construction', label: t('remotes.modes.construction') }]} />
        </ReasonDialog>
      );
    case 'pin':
      return (
        <ReasonDialog
          title={t('remotes.pinOne', { name })}
          description={t('remotes.pinHelp', { version: remote.version })}
          confirmLabel={t('remotes.pin')}
          onClose={onClose}
          onConfirm={async (reason) => {
            await answerOf(updateRemote({ params, body: { version: version || remote.version, reason } }));
          }}
        >
          <VersionSelect remote={remote.name} value={version || remote.version} onChange={setVersion} />
        </ReasonDialog>
      );
    case 'canary':
      return (
        <ReasonDialog
          title={t('remotes.canaryOne', { name })}
          description={t('remotes.canaryHelp')}
          confirmLabel={t('actions.save')}
          onClose={onClose}
          onConfirm={async (reason) => {
            await answerOf(setRemoteCanary({ params, body: { version: version || remote.version, percent: Number(percent), reason } }));
          }}
        >
          <VersionSelect remote={remote.name} value={version || remote.version} onChange={setVersion} />
          <TextField label={t('remotes.percent')} type="number" min={0} max={100} step={1} value={percent} onChange={(event) => setPercent(event.target.value)} />
        </ReasonDialog>
      );
    case 'preview':
      return (
        <ReasonDialog
          title={t('remotes.previewOne', { name })}
          description={t('remotes.previewHelp')}
          confirmLabel={t('remotes.startPreview')}
          onClose={onClose}
          onConfirm={async (reason) => {
            const preview = await answerOf(startRemotePreview({ params, body: { version: version || remote.version, reason } }));
            onPreview(preview);
          }}
        >
          <VersionSelect remote={remote.name} value={version || remote.version} onChange={setVersion} />
        </ReasonDialog>
      );
  }
}
