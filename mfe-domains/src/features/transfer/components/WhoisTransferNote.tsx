import type { WhoisPendingTransfer } from '@storefront/contracts';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { Text } from '@storefront/ui';
import { DOMAINS_NS } from '../../../i18n/register';

interface Props {
  domain: string;
  /** The WHOIS answer's pendingTransfer: a transfer to us already under way, and whose. */
  pendingTransfer: WhoisPendingTransfer | null | undefined;
}

/**
 * Under a registered name's WHOIS record: the way to transfer it to us, unless a transfer of it is already
 * under way (the customer who started it is sent to their domains instead; anyone else is told it is taken care of).
 */
export function WhoisTransferNote({ domain, pendingTransfer }: Props) {
  const { t } = useTranslation(DOMAINS_NS);
  if (pendingTransfer === 'yours') {
    return (
      <Text variant="muted">
        {t('whois.transferYours', { domain })} <LocaleLink to="/account/domains">{t('transfer.myDomains')}</LocaleLink>
      </Text>
    );
  }
  if (pendingTransfer === 'another') return <Text variant="muted">{t('whois.transferAnother', { domain })}</Text>;
  return (
    <Text variant="muted">
      {t('whois.transferHint')} <LocaleLink to={`/domain/transfer?domain=${encodeURIComponent(domain)}`}>{t('whois.transferLink', { domain })}</LocaleLink>
    </Text>
  );
}
