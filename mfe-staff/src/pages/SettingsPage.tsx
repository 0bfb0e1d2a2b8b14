import { useState } from 'react';
import { FEATURE_FLAG_KEYS, SEASONAL_THEMES, type FeatureFlags, type SeasonalTheme } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Alert, Badge, Button, Select, Stack, Text } from '@storefront/ui';
import { AuditList } from '../components/AuditList';
import { DataView } from '../components/DataView';
import { StaffPageIntro } from '../components/StaffPage';
import { StaffTable } from '../components/StaffTable';
import { useAuditRefresh } from '../components/use-audit-refresh';
import { ReasonDialog } from '../components/ReasonDialog';
import { answerOf, readOf, useGetSettingsQuery, useUpdateSettingsMutation } from '../shared/staff-api';

type Change = { kind: 'flag'; key: keyof FeatureFlags; on: boolean } | { kind: 'theme'; theme: SeasonalTheme };

/** Feature flags and the seasonal theme at runtime (issue 18 item 3): the storefront follows within 10 s. */
export function SettingsPage({ admin }: { admin: boolean }) {
  const { t } = useTranslation('staff');
  const settings = readOf(useGetSettingsQuery());
  const [updateSettings] = useUpdateSettingsMutation();
  const [change, setChange] = useState<Change | null>(null);
  const [theme, setTheme] = useState<SeasonalTheme | ''>('');
  const audit = useAuditRefresh();

  return (
    <Stack gap={32}>
      <StaffPageIntro title={t('settings.title')} intro={t('settings.intro')}>
        {!admin && <Alert tone="info">{t('settings.readOnly')}</Alert>}
        <DataView read={settings} retry height={240}>
          {(data) => (
            <>
              <StaffTable caption={t('settings.flagsCaption')} columns={[t('settings.flag'), t('settings.state'), admin && t('remotes.actions')]}>
                {FEATURE_FLAG_KEYS.map((key) => {
                  const on = data.flags[key];
                  return (
                    <tr key={key}>
                      <th scope="row">{t(`settings.flags.${key}`)}</th>
                      <td>
                        <Badge tone={on ? 'success' : 'neutral'}>{t(on ? 'remotes.on' : 'remotes.off')}</Badge>
                      </td>
                      {admin && (
                        <td>
                          <Button size="sm" variant={on ? 'secondary' : 'primary'} onClick={() => setChange({ kind: 'flag', key, on: !on })} aria-label={t(on ? 'settings.switchOff' : 'settings.switchOn', { flag: t(`settings.flags.${key}`) })}>
                            {t(on ? 'settings.off' : 'settings.on')}
                          </Button>
                        </td>
                      )}
                    </tr>
                  );
                })}
              </StaffTable>
              <Stack direction="row" gap={12} wrap align="end" collapseBelow="md">
                <Select
                  label={t('settings.theme')}
                  value={theme || data.theme}
                  disabled={!admin}
                  onChange={(event) => setTheme(event.target.value as SeasonalTheme)}
                  options={SEASONAL_THEMES.map((value) => ({ value, label: t(`settings.themes.${value}`) }))}
                />
                {admin && (
                  <Button onClick={() => setChange({ kind: 'theme', theme: (theme || data.theme) as SeasonalTheme })} disabled={!theme || theme === data.theme}>
                    {t('settings.applyTheme')}
                  </Button>
                )}
              </Stack>
              {data.updatedBy && <Text variant="small">{t('settings.lastChange', { by: data.updatedBy, at: new Date(data.updatedAt ?? '').toLocaleString() })}</Text>}
            </>
          )}
        </DataView>
      </StaffPageIntro>
      <AuditList area="flags" title={t('settings.auditTitle')} refresh={audit.version} />
      {change && (
        <ReasonDialog
          title={change.kind === 'flag' ? t(change.on ? 'settings.switchOn' : 'settings.switchOff', { flag: t(`settings.flags.${change.key}`) }) : t('settings.applyThemeTitle', { theme: t(`settings.themes.${change.theme}`) })}
          description={t('settings.followHelp')}
          confirmLabel={t('actions.save')}
          onClose={() => setChange(null)}
          onConfirm={async (reason) => {
            await answerOf(updateSettings({ body: change.kind === 'flag' ? { flags: { [change.key]: change.on }, reason } : { theme: change.theme, reason } }));
            setTheme('');
            audit.bump();
          }}
        />
      )}
    </Stack>
  );
}
