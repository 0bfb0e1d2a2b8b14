import { formatUsd } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { CHECKOUT_NS } from '../../i18n/register';
import { useGetCashbackPreviewQuery } from '../../shared/programmes-api';

/**
 * The VIP cashback paying this order will credit as promo credit (GET /loyalty/cashback-preview), under the totals.
 * Nothing while it loads, when it fails or when the order earns none: the order is paid the same either way.
 * Keyed by the order's total where it is used, so a change of the total asks again.
 */
export function CashbackLine({ orderId }: { orderId: string }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const { data } = useGetCashbackPreviewQuery({ query: { orderId } }, { refetchOnMountOrArgChange: true });
  if (!data || data.amount <= 0) return null;
  return (
    <>
      <dt data-testid="cashback-label">{t('summary.cashback', { tier: data.tierName ?? '', percent: data.cashbackBasisPoints / 100 })}</dt>
      <dd data-testid="cashback-amount">+{formatUsd(data.amount, locale)}</dd>
    </>
  );
}
