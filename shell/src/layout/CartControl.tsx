import { selectCartCount, useAppSelector, useTranslation } from '@storefront/platform';
import { Icon } from '@storefront/ui';
import { HeaderCount, HeaderIconLink } from './HeaderIconLink';

/** The header's cart: its accessible name includes the item count, and it follows the one cart store. */
export function CartControl() {
  const { t } = useTranslation('shell');
  const count = useAppSelector(selectCartCount);
  return (
    <HeaderIconLink to="/checkout-basket" aria-label={t('cart.label', { count })} data-testid="cart-control">
      <Icon name="cart" />
      {count > 0 && <HeaderCount aria-hidden="true">{count}</HeaderCount>}
    </HeaderIconLink>
  );
}
