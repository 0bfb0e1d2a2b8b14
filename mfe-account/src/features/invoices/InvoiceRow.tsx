import styled from 'styled-components';
import { formatDate, formatUsd, type InvoiceSummary } from '@storefront/contracts';
import { LocaleLink, useLocale, useTranslation } from '@storefront/platform';
import { Icon, media } from '@storefront/ui';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { ACCOUNT_NS } from '../../i18n/register';

/** Phones: number and status, then date and total; from tablets up one line with a chevron. */
const Row = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'number status'
    'date total';
  gap: 6px 16px;
  align-items: center;
  padding: 14px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.bg};
  }
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1fr) 104px 16px;
    grid-template-areas: 'number date total status chevron';
    padding: 16px 20px;
  }
`;

const Number = styled(LocaleLink)`
  grid-area: number;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 700;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
  /* The whole row is the link's click target. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Status = styled.span`
  grid-area: status;
  justify-self: end;
  ${media.md} {
    justify-self: start;
  }
`;

const Issued = styled.span`
  grid-area: date;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Total = styled.span`
  grid-area: total;
  justify-self: end;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Chevron = styled.span`
  grid-area: chevron;
  display: none;
  color: ${({ theme }) => theme.colors.muted};
  ${media.md} {
    display: inline-flex;
  }
`;

/** One invoice in the list: its number (a link to it), issued date, total and paid or unpaid. */
export function InvoiceRow({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  return (
    <Row>
      <Number to={`/account/invoices/${invoice.id}`} aria-label={t('invoices.openLabel', { number: invoice.number })}>
        {invoice.number}
      </Number>
      <Status>
        <InvoiceStatusBadge status={invoice.status} />
      </Status>
      <Issued>{t('invoices.issuedOn', { date: formatDate(invoice.issuedAt, locale) })}</Issued>
      <Total>{formatUsd(invoice.total, locale)}</Total>
      <Chevron aria-hidden="true">
        <Icon name="chevron" size={16} />
      </Chevron>
    </Row>
  );
}
