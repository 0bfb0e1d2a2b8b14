import { useState } from 'react';
import { roleCan, type StaffAlert } from '@storefront/contracts';
import { selectUser, useAppSelector, useLocale, useTranslation } from '@storefront/platform';
import { Button, Stack, Text } from '@storefront/ui';
import { answerOf, readOf, useGetStaffAlertPartyStateQuery, useMarkStaffAlertDoneMutation, useRetryStaffAlertMutation } from '../shared/staff-api';
import { bangkokTimeText } from '../pages/approval-wording';
import { PartyStateView } from './PartyStateView';
import { ReasonAction } from './ReasonAction';

/** The alert's subject at its party (the registry, the provider), asked live when staff open it. */
function AlertPartyState({ alert }: { alert: StaffAlert }) {
  return <PartyStateView read={readOf(useGetStaffAlertPartyStateQuery({ params: { id: alert.id } }, { refetchOnMountOrArgChange: true }))} />;
}

export interface AlertActionsProps {
  alert: StaffAlert;
  /** Said when an action is done (the page's notice); the list reads again through the tags. */
  onDone: (message: string) => void;
}

/**
 * Issue 31 item 5: an alert's subject at its party, on demand; and, for staff who act on services at their party
 * (sla.incidents), Retry (the failed job again under its own key) and Mark done (done by hand at the party), each
 * with a reason kept in the audit log. A resolved alert says who resolved it, when and how.
 */
export function AlertActions({ alert, onDone }: AlertActionsProps) {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  const signedIn = useAppSelector(selectUser);
  const [showParty, setShowParty] = useState(false);
  const [retry] = useRetryStaffAlertMutation();
  const [markDone] = useMarkStaffAlertDoneMutation();
  const canAct = roleCan(signedIn?.role, 'sla.incidents');
  return (
    <Stack gap={8}>
      <Button size="sm" variant="secondary" aria-expanded={showParty} aria-label={t('alerts.party.show', { name: alert.subject })} onClick={() => setShowParty((open) => !open)}>
        {showParty ? t('alerts.party.hide') : t('alerts.party.check')}
      </Button>
      {showParty && <AlertPartyState alert={alert} />}
      {alert.resolution ? (
        <Text variant="small">
          {t(`alerts.resolved.${alert.resolution.how}`, { by: alert.resolution.by, when: bangkokTimeText(alert.resolution.at, t, locale), reason: alert.resolution.reason })}
        </Text>
      ) : (
        canAct && (
          <>
            <ReasonAction
              label={t('alerts.retry.label')}
              ariaLabel={t('alerts.retry.title', { name: alert.subject })}
              description={t('alerts.retry.help')}
              onConfirm={async (reason) => {
                const answer = await answerOf(retry({ params: { id: alert.id }, body: { reason } }));
                onDone(answer.outcome === 'queued' ? t('alerts.retry.queued', { name: alert.subject }) : t('alerts.retry.alreadyDone', { name: alert.subject }));
              }}
            />
            {/* A service is finished by its job (what the provider built, the customer's access): its alert has Retry only (the api refuses Mark done). */}
            {alert.kind !== 'provisioning-failed' && (
              <ReasonAction
                label={t('alerts.markDone.label')}
                ariaLabel={t('alerts.markDone.title', { name: alert.subject })}
                description={t('alerts.markDone.help')}
                onConfirm={async (reason) => {
                  await answerOf(markDone({ params: { id: alert.id }, body: { reason } }));
                  onDone(t('alerts.markDone.done', { name: alert.subject }));
                }}
              />
            )}
          </>
        )
      )}
    </Stack>
  );
}
