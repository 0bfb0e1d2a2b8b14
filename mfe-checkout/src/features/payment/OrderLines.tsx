import styled from 'styled-components';
import type { Cart, CheckoutOrder } from '@storefront/contracts';
import { selectCart, useAppSelector, useTranslation } from '@storefront/platform';
import { Text } from '@storefront/ui';
import { CartItemDetails } from '../basket';
import { CHECKOUT_NS } from '../../i18n/register';

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The cart items an order was made of, line by line, when the order is the cart's snapshot (the same cart time
 * and as many lines, in the same order); null for an order of other items (one a rejected transfer reopened).
 */
function cartItemsOf(order: CheckoutOrder, cart: Cart | null): Cart['items'] | null {
  return cart && cart.updatedAt === order.cartUpdatedAt && cart.items.length === order.items.length ? cart.items : null;
}

/** The checkout summary's lines: each item's title and term, and what a configured item is (CartItemDetails). */
export function OrderLines({ order }: { order: CheckoutOrder }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const items = cartItemsOf(order, useAppSelector(selectCart));
  return (
    <List aria-label={t('summary.linesLabel')}>
      {order.items.map((line, index) => {
        const item = items?.[index];
        return (
          <li key={line.id} aria-label={line.title}>
            <Text weight="semibold">{line.title}</Text>
            <Text variant="small">{t(line.periodUnit === 'year' ? 'years' : 'months', { count: line.period })}</Text>
            {item && item.type === line.type && <CartItemDetails item={item} />}
          </li>
        );
      })}
    </List>
  );
}
