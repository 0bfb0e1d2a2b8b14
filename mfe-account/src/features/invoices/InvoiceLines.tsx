import styled from 'styled-components';
import { formatUsd, type Invoice } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { media, smallFontSize } from '@storefront/ui';
import { ACCOUNT_NS } from '../../i18n/register';

/**
 * The invoice's lines as a table; under 640 px each line becomes a block: the description on top,
 * then qty, unit price and amount as labelled rows (the labels come from data-label).
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    vertical-align: top;
  }
  th:first-child,
  td:first-child {
    text-align: left;
    overflow-wrap: anywhere;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.muted};
    ${smallFontSize(13)}
    font-weight: 600;
    white-space: nowrap;
  }
  td.amount {
    font-weight: 700;
  }
  ${media.belowSm} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tr {
      display: block;
      padding: 12px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: 16px;
      padding: 2px 0;
      border: 0;
    }
    td:first-child {
      display: block;
      padding-bottom: 6px;
      font-weight: 600;
    }
    td[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.muted};
      font-weight: 400;
    }
  }
  @media print {
    thead {
      position: static;
      width: auto;
      height: auto;
      clip: auto;
    }
  }
`;

export function InvoiceLines({ lines }: { lines: Invoice['lines'] }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const qty = t('invoice.lines.qty');
  const unitPrice = t('invoice.lines.unitPrice');
  const amount = t('invoice.lines.amount');
  return (
    <Table>
      <caption style={{ textAlign: 'left', fontWeight: 700, padding: '0 0 8px' }}>{t('invoice.lines.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('invoice.lines.description')}</th>
          <th scope="col">{qty}</th>
          <th scope="col">{unitPrice}</th>
          <th scope="col">{amount}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td>{line.description}</td>
            <td data-label={qty}>{line.qty}</td>
            <td data-label={unitPrice}>{formatUsd(line.unitPrice, locale)}</td>
            <td data-label={amount} className="amount">
              {formatUsd(line.amount, locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
