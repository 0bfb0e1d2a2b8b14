import styled from 'styled-components';
import { cartItemDetails, type CartItem, type CartItemDetail } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { CHECKOUT_NS } from '../../i18n/register';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  li + li::before {
    content: '·';
    padding: 0 6px;
  }
`;

/**
 * What a configured item is (cartItemDetails: a cloud server's name, region, OS, storage type and add-ons, a
 * hosting plan's website, region and add-ons, an SSL certificate's names), in the reader's language; nothing for
 * an item without details.
 */
export function CartItemDetails({ item }: { item: Pick<CartItem, 'type' | 'data' | 'title'> }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const details = cartItemDetails(item);
  if (details.length === 0) return null;
  const text = (detail: CartItemDetail): string => {
    switch (detail.kind) {
      case 'name':
      case 'os':
        return detail.value;
      case 'region':
        return t(`details.region.${detail.value}`);
      case 'storageType':
        return t(`details.storageType.${detail.value}`);
      case 'addon':
        return t(`details.addon.${detail.key}`, { quantity: detail.quantity, unit: detail.unit });
      case 'names':
        return detail.value.join(', ');
    }
  };
  return (
    <List aria-label={t('details.label', { title: item.title })}>
      {details.map((detail) => (
        <li key={detail.kind === 'addon' ? detail.key : detail.kind}>{text(detail)}</li>
      ))}
    </List>
  );
}
