import { useTranslation } from '@storefront/platform';
import { Text } from '@storefront/ui';
import { useGetPromoCreditServicesQuery } from '../../shared/billing-api';
import { ACCOUNT_NS } from '../../i18n/register';

/** What promo credit pays for (GET /promo-credit/services), shown beside it; nothing while it loads or if it fails. */
export function PromoCreditServices() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { data } = useGetPromoCreditServicesQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data || data.categories.length === 0) return null;
  return (
    <Text variant="caption" data-testid="promo-credit-services">
      {t('balance.promoCreditServices.paysFor', { categories: data.categories.map((category) => t(`balance.promoCreditServices.categories.${category}`)).join(', ') })}{' '}
      {t('balance.promoCreditServices.noVoucher')}
    </Text>
  );
}
