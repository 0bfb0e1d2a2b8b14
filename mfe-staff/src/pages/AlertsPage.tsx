import { LocaleLink, useLocale, useTranslation } from '@storefront/platform';
import { Stack, Text } from '@storefront/ui';
import { AlertActions } from '../components/AlertActions';
import { DataView } from '../components/DataView';
import { useDoneNotice } from '../components/DoneNotice';
import { StaffPageIntro } from '../components/StaffPage';
import { StaffTable } from '../components/StaffTable';
import { readOf, useListStaffAlertsQuery } from '../shared/staff-api';
import { bangkokTimeText } from './approval-wording';

/** The kinds of alert the api raises (api/src/staff-alerts); another kind is shown by its name. */
const KNOWN_KINDS = new Set(['domain-fulfilment-failed', 'provider-action-failed', 'provisioning-failed']);

/**
 * What a job gave up on after its last try (issue 29 item 6): a paid domain the registry never carried out, a
 * suspend, resume or destroy the provider never took. The customer sees "Failed — we are on it" meanwhile; staff
 * read here what failed, for whom and why, newest first; each alert shows its subject at the party on demand and
 * can be retried or marked done by hand, with a reason (issue 31 item 5).
 */
export function AlertsPage() {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  const { notice, done } = useDoneNotice();
  const alerts = readOf(useListStaffAlertsQuery({ query: {} }, { refetchOnMountOrArgChange: true }));
  return (
    <Stack gap={24}>
      <StaffPageIntro title={t('alerts.title')} intro={t('alerts.intro')} />
      {notice}
      <DataView read={alerts} retry isEmpty={(data) => data.items.length === 0} emptyTitle={t('alerts.empty')}>
        {(data) => (
          <StaffTable caption={t('alerts.caption')} columns={[t('alerts.kind'), t('alerts.subject'), t('alerts.customer'), t('alerts.message'), t('alerts.when'), t('alerts.actions')]}>
            {data.items.map((alert) => (
              <tr key={alert.id}>
                <th scope="row">{KNOWN_KINDS.has(alert.kind) ? t(`alerts.kinds.${alert.kind}`) : alert.kind}</th>
                <td style={{ overflowWrap: 'break-word' }}>{alert.subject}</td>
                <td>{alert.userId ? <LocaleLink to={`/staff/customers/${alert.userId}`}>{alert.customerEmail ?? alert.userId}</LocaleLink> : <Text variant="small">{t('alerts.noCustomer')}</Text>}</td>
                <td style={{ overflowWrap: 'break-word' }}>{alert.message}</td>
                <td>{bangkokTimeText(alert.createdAt, t, locale)}</td>
                <td>
                  <AlertActions alert={alert} onDone={done} />
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </DataView>
    </Stack>
  );
}
