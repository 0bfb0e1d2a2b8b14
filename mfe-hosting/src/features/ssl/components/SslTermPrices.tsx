import styled from 'styled-components';
import { formatUsd, type SslCertificate } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { smallFontSize } from '@storefront/ui';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    padding-bottom: 10px;
    text-align: start;
    color: ${({ theme }) => theme.colors.muted};
    ${smallFontSize(14)}
  }
  th,
  td {
    padding: 10px 8px;
    text-align: end;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-child {
    text-align: start;
    white-space: nowrap;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    ${smallFontSize(13)}
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
  }
  .saving {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  }
`;

/** The price of each term as the api computed it: the total, per month, and the saving against paying year by year when there is one. */
export function SslTermPrices({ certificate }: { certificate: SslCertificate }) {
  const { t } = useTranslation('hosting');
  const money = (cents: number) => formatUsd(cents);
  const savings = certificate.prices.some((term) => term.saving > 0);
  return (
    <Table>
      <caption>{t('ssl.detail.pricesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ssl.detail.term')}</th>
          <th scope="col">{t('ssl.detail.price')}</th>
          <th scope="col">{t('ssl.detail.perMonth')}</th>
          {savings && <th scope="col">{t('ssl.detail.saving')}</th>}
        </tr>
      </thead>
      <tbody>
        {certificate.prices.map((term) => (
          <tr key={term.years}>
            <th scope="row">{t('plans.years', { count: term.years })}</th>
            <td>{money(term.price)}</td>
            <td>{money(term.perMonth)}</td>
            {savings && <td className={term.saving > 0 ? 'saving' : undefined}>{term.saving > 0 ? money(term.saving) : '—'}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
