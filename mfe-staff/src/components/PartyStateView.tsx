import type { StaffPartyState } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { bangkokTimeText } from '../pages/approval-wording';
import { DataView, type StaffRead } from './DataView';

/**
 * A domain at the registry (registered, statuses, registrar, expiry, a transfer) or a service at its provider (state,
 * IPs, suspended), as the party answered when asked, with when; loading, the party down (retry) and errors as
 * DataView shows them. An alert's subject and a customer's service read the same way.
 */
export function PartyStateView({ read }: { read: StaffRead<StaffPartyState> }) {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  return (
    <DataView read={read} retry height={48}>
      {(party) =>
        party.party === 'registry' ? (
          <dl aria-label={t('alerts.party.registryTitle', { name: party.domain })}>
            <dt>{t('alerts.party.registered')}</dt>
            <dd>{party.registered ? t('alerts.party.yes') : t('alerts.party.no')}</dd>
            {party.registered && (
              <>
                <dt>{t('alerts.party.statuses')}</dt>
                <dd>{party.statuses.join(', ') || '—'}</dd>
                <dt>{t('alerts.party.registrar')}</dt>
                <dd>{party.registrar ?? '—'}</dd>
                <dt>{t('alerts.party.expires')}</dt>
                <dd>{party.expiresAt ? bangkokTimeText(party.expiresAt, t, locale) : '—'}</dd>
              </>
            )}
            <dt>{t('alerts.party.transfer')}</dt>
            <dd>{party.transfer ? t(`alerts.party.transfers.${party.transfer.status}`) : '—'}</dd>
            <dt>{t('alerts.party.asked')}</dt>
            <dd>{bangkokTimeText(party.askedAt, t, locale)}</dd>
          </dl>
        ) : (
          <dl aria-label={t('alerts.party.providerTitle', { name: party.name })}>
            <dt>{t('alerts.party.state')}</dt>
            <dd>{party.state ?? t('alerts.party.notBuilt')}</dd>
            <dt>{t('alerts.party.ips')}</dt>
            <dd>{party.ips.join(', ') || '—'}</dd>
            <dt>{t('alerts.party.suspended')}</dt>
            <dd>{party.suspended === null ? '—' : party.suspended ? t('alerts.party.yes') : t('alerts.party.no')}</dd>
            <dt>{t('alerts.party.asked')}</dt>
            <dd>{bangkokTimeText(party.askedAt, t, locale)}</dd>
          </dl>
        )
      }
    </DataView>
  );
}
