import styled from 'styled-components';
import { LocaleLink, selectCartCount, useAppSelector, useTranslation } from '@storefront/platform';
import { Icon, smallFontSize } from '@storefront/ui';

const CartLink = styled(LocaleLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.bg};
  }
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  ${smallFontSize(12)}
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

/** The header's cart: its accessible name includes the item count, and it follows the one cart store. */
export function CartControl() {
  const { t } = useTranslation('shell');
  const count = useAppSelector(selectCartCount);
  return (
    <CartLink to="/checkout-basket" aria-label={t('cart.label', { count })} data-testid="cart-control">
      <Icon name="cart" />
      {count > 0 && <Count aria-hidden="true">{count}</Count>}
    </CartLink>
  );
}
