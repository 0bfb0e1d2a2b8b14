import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, LIMITS, type OwnedDomain } from '@storefront/contracts';
import { addCartItems, selectCart, translateError, useAppDispatch, useAppSelector, useLocale, useTranslation } from '@storefront/platform';
import { Badge, Button, Price, Select, Text, media } from '@storefront/ui';
import { actionFor, FULFILMENT_TONE, STATUS_TONE } from './domain-actions';
import { ACCOUNT_NS } from '../../i18n/register';

const Row = styled.li`
  display: grid;
  gap: 12px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${media.md} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
`;

const Name = styled.h3`
  margin: 0 0 6px;
  font-size: 18px;
  word-break: break-all;
`;

const YEARS = Array.from({ length: LIMITS.priceSearchYears }, (_, i) => i + 1);

/** One of the customer's domains: its state and dates, and Renew or Reactivate into the one cart. */
export function OwnedDomainRow({ domain }: { domain: OwnedDomain }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const inCart = useAppSelector(selectCart)?.items.some((item) => item.title === domain.domain) ?? false;
  const [years, setYears] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // While the registry still carries out what was paid, nothing more is offered for the name.
  const fulfilment = domain.fulfilment ?? null;
  const action = fulfilment ? null : actionFor(domain.status);

  const add = async () => {
    if (!action) return;
    setBusy(true);
    setError(null);
    const item = { type: 'domain' as const, action, domain: domain.domain, years: action === 'renew' ? years : 1 };
    const outcome = await dispatch(addCartItems({ items: [item], source: 'mfe-account' }));
    setBusy(false);
    if (addCartItems.rejected.match(outcome)) {
      const failure = outcome.payload as { code?: string; message?: string } | undefined;
      setError(failure?.code ? translateError(t, { code: failure.code, message: failure.message ?? '' }) : t('domains.addFailed'));
    }
  };

  return (
    <Row aria-labelledby={`owned-${domain.domain}`}>
      <div>
        <Name id={`owned-${domain.domain}`}>{domain.domain}</Name>
        {fulfilment ? (
          <Badge tone={FULFILMENT_TONE[fulfilment]}>{t(`domains.fulfilment.${fulfilment}`)}</Badge>
        ) : (
          <Badge tone={STATUS_TONE[domain.status]}>{t(`domains.status.${domain.status}`)}</Badge>
        )}
        {fulfilment && <Text variant="small">{t(fulfilment === 'failed' ? 'domains.fulfilmentFailedHint' : 'domains.fulfilmentHint')}</Text>}
        <Text variant="small" style={{ marginTop: 8 }}>
          {domain.status === 'pendingTransfer' && domain.transferCompletesAt
            ? t('domains.transferBy', { date: formatDate(domain.transferCompletesAt, locale) })
            : t(domain.status === 'active' ? 'domains.expiresOn' : 'domains.expiredOn', { date: formatDate(domain.expiresAt, locale) })}
        </Text>
        {domain.status === 'redemption' && <Text variant="small">{t('domains.redemptionHint')}</Text>}
        {error && (
          <Text variant="small" role="alert">
            {error}
          </Text>
        )}
      </div>
      {action && (
        <Actions>
          {action === 'renew' && (
            <Select
              label={t('domains.years')}
              value={String(years)}
              onChange={(event) => setYears(Number(event.target.value))}
              options={YEARS.map((n) => ({ value: String(n), label: t('domains.yearsOption', { count: n }) }))}
              aria-label={t('domains.yearsLabel', { domain: domain.domain })}
            />
          )}
          <Price cents={action === 'renew' ? domain.renewPrice * years : domain.reactivatePrice} />
          <Button
            onClick={() => void add()}
            loading={busy}
            disabled={inCart}
            aria-label={inCart ? t('domains.inCartLabel', { domain: domain.domain }) : t(`domains.${action}Label`, { domain: domain.domain })}
          >
            {inCart ? t('domains.inCart') : t(`domains.${action}`)}
          </Button>
        </Actions>
      )}
    </Row>
  );
}
