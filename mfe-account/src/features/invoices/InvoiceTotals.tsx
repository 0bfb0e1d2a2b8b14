import styled from 'styled-components';
import { formatUsd, type Invoice } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { ACCOUNT_NS } from '../../i18n/register';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  row-gap: 8px;
  width: 100%;
  max-width: 360px;
  margin: 16px 0 0 auto;
  font-variant-numeric: tabular-nums;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    padding-left: 24px;
    text-align: right;
  }
  .total {
    padding-top: 10px;
    border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.text};
    font-size: 18px;
    font-weight: 700;
  }
`;

/** Subtotal, discount, VAT with its name and percent (snapshotted on the invoice), the total, and any part paid by promo credit; cents from the api. */
export function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const percent = new Intl.NumberFormat(locale === 'km' ? 'km-KH' : 'en-US', { maximumFractionDigits: 2 }).format(invoice.vatPercent);
  return (
    <Totals aria-label={t('invoice.totals')}>
      <dt>{t('invoice.subtotal')}</dt>
      <dd>{formatUsd(invoice.subtotal, locale)}</dd>
      <dt>{t('invoice.discount')}</dt>
      <dd>{invoice.discount > 0 ? `−${formatUsd(invoice.discount, locale)}` : formatUsd(0, locale)}</dd>
      <dt>{t('invoice.vat', { name: invoice.vatName, percent })}</dt>
      <dd>{formatUsd(invoice.vat, locale)}</dd>
      <dt className="total">{t('invoice.total')}</dt>
      <dd className="total">{formatUsd(invoice.total, locale)}</dd>
      {invoice.promoCredit > 0 && (
        <>
          <dt>{t('invoice.promoCredit')}</dt>
          <dd>−{formatUsd(invoice.promoCredit, locale)}</dd>
          <dt>{t('invoice.paidByCustomer')}</dt>
          <dd>{formatUsd(invoice.total - invoice.promoCredit, locale)}</dd>
        </>
      )}
    </Totals>
  );
}
