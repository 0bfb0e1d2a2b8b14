import styled from 'styled-components';
import { formatDate, formatUsd, type LedgerEntry } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { media, toneColors, VisuallyHidden } from '@storefront/ui';
import { ACCOUNT_NS } from '../../i18n/register';

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'kind amount'
    'detail detail'
    'date date';
  gap: 2px 16px;
  padding: 14px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  ${media.md} {
    grid-template-columns: 180px minmax(0, 1fr) auto;
    grid-template-areas:
      'date kind amount'
      'date detail amount';
    padding: 14px 20px;
  }
`;

const Kind = styled.span`
  grid-area: kind;
  font-weight: 600;
`;

const Detail = styled.span`
  grid-area: detail;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  overflow-wrap: anywhere;
`;

const When = styled.time`
  grid-area: date;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Amount = styled.span<{ $credit: boolean }>`
  grid-area: amount;
  align-self: center;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ $credit, theme }) => toneColors(theme, $credit ? 'success' : 'danger').fg};
`;

/** Signed cents with an explicit sign: +$10.00 for a credit, −$5.00 for a debit. */
export function signedUsd(amount: number, locale: string): string {
  const formatted = formatUsd(Math.abs(amount), locale);
  return amount < 0 ? `−${formatted}` : `+${formatted}`;
}

/** One balance movement: when, what kind, its reason or reference, and the signed amount (credits green, debits red). */
export function LedgerEntryRow({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const detail = [entry.reason, entry.reference ? t('balance.reference', { reference: entry.reference }) : null].filter(Boolean).join(' · ');
  const credit = entry.amount >= 0;
  return (
    <Row>
      <When dateTime={entry.createdAt}>{formatDate(entry.createdAt, locale, true)}</When>
      <Kind>{t(`balance.kind.${entry.kind}`)}</Kind>
      {detail && <Detail>{detail}</Detail>}
      <Amount $credit={credit}>
        <VisuallyHidden>{t(credit ? 'balance.credit' : 'balance.debit')} </VisuallyHidden>
        {signedUsd(entry.amount, locale)}
      </Amount>
    </Row>
  );
}
