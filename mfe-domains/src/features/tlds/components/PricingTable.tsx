import styled from 'styled-components';
import { formatUsd } from '@storefront/contracts';
import { LocaleLink, useLocale, useTranslation } from '@storefront/platform';
import { Badge, media, smallFontSize } from '@storefront/ui';
import type { PricingRow } from '../pricing-table';
import { DOMAINS_NS } from '../../../i18n/register';

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-variant-numeric: tabular-nums;
  caption {
    padding: 0 0 12px;
    text-align: start;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  th,
  td {
    padding: 12px 16px;
    text-align: end;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
  thead th {
    position: sticky;
    top: 64px;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    ${smallFontSize(13)}
    font-weight: 700;
    letter-spacing: 0.03em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  tbody th {
    font-weight: 700;
    font-size: 17px;
  }
  tbody th a {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: none;
  }
  tbody th a:hover {
    text-decoration: underline;
  }
  /* Phones: each TLD becomes a small card, each price labelled. */
  ${media.belowMd} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody {
      display: grid;
      gap: 12px;
    }
    tr {
      display: grid;
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: 8px;
      padding: 14px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.surface};
    }
    th,
    td {
      padding: 0;
      border: 0;
      text-align: start;
    }
    tbody th {
      grid-column: 1 / -1;
    }
    td::before {
      content: attr(data-label);
      display: block;
      ${smallFontSize(12)}
      font-weight: 600;
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;

const Cell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
`;

/** The price table: one row per TLD with the server's register, renew and transfer totals for the term. */
export function PricingTable({ rows, years }: { rows: readonly PricingRow[]; years: number }) {
  const { t } = useTranslation(DOMAINS_NS);
  const { locale } = useLocale();
  const money = (cents: number | null) => (cents === null ? '—' : formatUsd(cents, locale));
  const columns = { register: t('pricing.register'), renew: t('pricing.renew'), transfer: t('pricing.transfer') };
  return (
    <Table>
      <caption>{t('pricing.caption', { count: years })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pricing.tld')}</th>
          <th scope="col">{columns.register}</th>
          <th scope="col">{columns.renew}</th>
          <th scope="col">{columns.transfer}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.tld}>
            <th scope="row">
              <Cell>
                <LocaleLink to={`/domain/tld/${encodeURIComponent(row.tld)}`}>.{row.tld}</LocaleLink>
                {row.tags.map((tag) => (
                  <Badge key={tag} tone={tag} size="sm">
                    {t(`tags.${tag}`)}
                  </Badge>
                ))}
              </Cell>
            </th>
            <td data-label={columns.register}>{money(row.register)}</td>
            <td data-label={columns.renew}>{money(row.renew)}</td>
            <td data-label={columns.transfer}>{money(row.transfer)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
