import { useState } from 'react';
import styled from 'styled-components';
import type { DomainResult, RegisterInfo } from '@storefront/contracts';
import { LocaleLink, useLocale, useTranslation } from '@storefront/platform';
import { Badge, Button, Price, Select, Skeleton, Text, media } from '@storefront/ui';
import { useAddDomain, type DomainCartRequest } from '../../cart';
import { useErrorText } from '../../../shared/error-text';
import { requestSignIn } from '../../../shared/sign-in';
import { useViewer } from '../../../shared/use-viewer';
import { useDomainChoices } from './domain-choices';
import { OwnerDetails } from './OwnerDetails';
import { DOMAINS_NS } from '../../../i18n/register';

const Row = styled.li<{ $exact: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'info total'
    'years action';
  align-items: center;
  gap: 12px 16px;
  padding: ${({ $exact }) => ($exact ? '20px' : '16px')};
  border: ${({ theme, $exact }) => ($exact ? `2px solid ${theme.colors.brand}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $exact }) => ($exact ? theme.shadows.md : 'none')};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto auto auto;
    grid-template-areas: 'info years total action';
    gap: 12px 20px;
    padding: ${({ $exact }) => ($exact ? '24px 28px' : '16px 20px')};
  }
`;

const Info = styled.div`
  grid-area: info;
  align-self: start;
  min-width: 0;
`;

const Action = styled.div`
  grid-area: action;
  justify-self: end;
`;

const Name = styled.h3<{ $exact: boolean }>`
  margin: 0;
  font-size: ${({ $exact }) => ($exact ? 'clamp(1.25rem, 1.1rem + 0.8vw, 1.625rem)' : '18px')};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 6px;
`;

const Total = styled.div`
  grid-area: total;
  align-self: start;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  text-align: end;
  ${media.md} {
    align-self: center;
    min-width: 104px;
  }
`;

const Years = styled(Select)`
  grid-area: years;
  width: 128px;
  select {
    min-height: 40px;
    padding-top: 6px;
    padding-bottom: 6px;
  }
`;

const ErrorLine = styled(Text)`
  margin-top: 8px;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const STATUS_TONE = { available: 'success', taken: 'neutral', premium: 'premium' } as const;

export interface DomainResultRowProps {
  result: DomainResult;
  /** The server's totals for each term (register-info); the 1-year price is the result's own. */
  info?: RegisterInfo;
  inCart: boolean;
  exact?: boolean;
  /** Heading level of the name (h3 in lists, h2 for the exact name on top). */
  headingLevel?: 2 | 3;
}

/**
 * One searched domain: status (available / taken / premium) and tags (hot, sale, premium); who owns a taken
 * name (or that it is hidden); the term and the server's total, and the action that fits — add to cart,
 * renew or reactivate a name of yours, transfer someone else's.
 */
export function DomainResultRow({ result, info, inCart, exact = false, headingLevel = 3 }: DomainResultRowProps) {
  const { t } = useTranslation(DOMAINS_NS);
  const { locale } = useLocale();
  const { signedIn } = useViewer();
  const { years: chosen, setYears, owned } = useDomainChoices();
  const addDomain = useAddDomain();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const registrable = result.status !== 'taken';
  const maxYears = Math.max(1, info?.maxYears ?? result.maxYears);
  const years = Math.min(chosen[result.domain] ?? 1, maxYears);
  const nameId = `result-${result.domain}`;
  const yours = result.yours && result.yours !== 'released' ? result.yours : null;

  const add = async (request: DomainCartRequest) => {
    setBusy(true);
    setError(null);
    const outcome = await addDomain(request);
    setBusy(false);
    if (!outcome.ok) setError(errorText(outcome.error, t('errors.addFailed')));
  };

  const total = years === 1 ? result.registerPrice : info?.prices.find((price) => price.years === years)?.amount;

  let action: React.ReactNode = null;
  if (inCart) {
    action = (
      <Button disabled variant="secondary" aria-label={t('result.inCartLabel', { domain: result.domain })}>
        {t('result.inCart')}
      </Button>
    );
  } else if (registrable) {
    action = (
      <Button onClick={() => void add({ action: 'register', domain: result.domain, years })} loading={busy} variant={exact ? 'primary' : 'secondary'} aria-label={t('result.addLabel', { domain: result.domain })}>
        {t('result.add')}
      </Button>
    );
  } else if (yours === 'active' || yours === 'expired') {
    action = (
      <Button onClick={() => void (signedIn ? add({ action: 'renew', domain: result.domain, years: 1 }) : requestSignIn('domain-renew'))} loading={busy} variant="secondary" aria-label={t('result.renewLabel', { domain: result.domain })}>
        {t('result.renew')}
      </Button>
    );
  } else if (yours === 'redemption') {
    action = (
      <Button onClick={() => void (signedIn ? add({ action: 'reactivate', domain: result.domain, years: 1 }) : requestSignIn('domain-reactivate'))} loading={busy} variant="secondary" aria-label={t('result.reactivateLabel', { domain: result.domain })}>
        {t('result.reactivate')}
      </Button>
    );
  } else if (yours === 'pendingTransfer') {
    action = <Badge tone="info">{t('result.transferPending')}</Badge>;
  } else {
    const target = `/domain/transfer?domain=${encodeURIComponent(result.domain)}`;
    action = (
      <Button
        as={LocaleLink}
        to={target}
        variant="secondary"
        aria-label={t('result.transferLabel', { domain: result.domain })}
        onClick={(event: React.MouseEvent) => {
          if (signedIn) return;
          // Spec §6: picking an existing domain as a guest asks to sign in first; the transfer page follows.
          event.preventDefault();
          requestSignIn('domain-transfer', target);
        }}
      >
        {t('result.transfer')}
      </Button>
    );
  }

  const owner = owned[result.domain];
  const price = registrable ? (
    total !== undefined ? (
      <Price cents={total} locale={locale} suffix={years === 1 ? t('tlds.perYear') : t('result.forYears', { count: years })} />
    ) : (
      <Skeleton width={88} height={24} />
    )
  ) : yours === 'redemption' && owner ? (
    <>
      <Price cents={owner.reactivatePrice} locale={locale} size="sm" />
      <Text variant="caption">{t('result.toReactivate')}</Text>
    </>
  ) : yours === 'active' || yours === 'expired' ? (
    <Price cents={owner?.renewPrice ?? result.renewPrice} locale={locale} size="sm" suffix={t('tlds.perYear')} />
  ) : !yours ? (
    <>
      <Price cents={result.transferPrice} locale={locale} size="sm" />
      <Text variant="caption">{t('result.toTransfer')}</Text>
    </>
  ) : null;

  return (
    <Row $exact={exact} aria-labelledby={nameId} data-status={result.status}>
      <Info>
        <Name as={`h${headingLevel}`} id={nameId} $exact={exact}>
          {result.domain}
        </Name>
        <Tags>
          <Badge tone={STATUS_TONE[result.status]} variant={result.status === 'available' ? 'solid' : 'soft'}>
            {t(`status.${result.status}`)}
          </Badge>
          {yours && <Badge tone="info">{t(`lifecycle.${yours}`)}</Badge>}
          {result.tags
            .filter((tag) => !(tag === 'premium' && result.status === 'premium'))
            .map((tag) => (
              <Badge key={tag} tone={tag}>
                {t(`tags.${tag}`)}
              </Badge>
            ))}
        </Tags>
        {result.status === 'taken' && !yours && <OwnerDetails owner={result.owner} />}
        {result.status === 'premium' && (
          <Text variant="caption" style={{ marginTop: 6 }}>
            {t('result.premiumOneYear')}
          </Text>
        )}
        {error && (
          <ErrorLine variant="small" role="alert">
            {error}
          </ErrorLine>
        )}
      </Info>
      {registrable && !inCart && (
        <Years
          label={t('result.yearsLabel', { domain: result.domain })}
          hideLabel
          value={String(years)}
          disabled={maxYears === 1}
          onChange={(event) => setYears(result.domain, Number(event.target.value))}
          options={Array.from({ length: maxYears }, (_, index) => ({ value: String(index + 1), label: t('result.years', { count: index + 1 }) }))}
        />
      )}
      {price && <Total>{price}</Total>}
      <Action>{action}</Action>
    </Row>
  );
}
