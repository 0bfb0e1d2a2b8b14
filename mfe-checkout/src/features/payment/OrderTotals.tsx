import styled from 'styled-components';
import { formatUsd, type CheckoutOrder } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { CashbackLine } from './CashbackLine';
import { CHECKOUT_NS } from '../../i18n/register';

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 0;
  margin: 0;
  font-variant-numeric: tabular-nums;
  dd {
    margin: 0;
    padding-inline-start: 12px;
    text-align: end;
    font-weight: 600;
  }
  .total {
    padding-top: 10px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 20px;
    font-weight: 700;
  }
`;

/** Subtotal, discount, VAT with its percent, promo credit and total — every amount in cents from the api — and the VIP cashback paying it earns. */
export function OrderTotals({ order }: { order: CheckoutOrder }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const usd = (cents: number) => formatUsd(cents, locale);
  return (
    <Lines aria-label={t('summary.totalsLabel')}>
      <dt>{t('summary.subtotal')}</dt>
      <dd>{usd(order.subtotal)}</dd>
      {order.discount > 0 && (
        <>
          <dt>{order.voucherCode ? t('summary.discountCode', { code: order.voucherCode }) : t('summary.discount')}</dt>
          <dd>−{usd(order.discount)}</dd>
        </>
      )}
      <dt>{t('summary.vat', { percent: order.vatPercent })}</dt>
      <dd>{usd(order.vat)}</dd>
      {(order.promoCredit ?? 0) > 0 && (
        <>
          <dt>{t('summary.promoCredit')}</dt>
          <dd>−{usd(order.promoCredit ?? 0)}</dd>
        </>
      )}
      <dt className="total">{t('summary.total')}</dt>
      <dd className="total" data-testid="order-total">
        {usd(order.total)}
      </dd>
      <CashbackLine key={order.total} orderId={order.orderId} />
    </Lines>
  );
}
