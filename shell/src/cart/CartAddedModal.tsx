import styled from 'styled-components';
import type { CartItem } from '@storefront/contracts';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { Button, Modal, Price, Stack } from '@storefront/ui';
import { registerAuthTexts } from '../i18n/register-auth';

registerAuthTexts();

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Spec §2 cart-added modal, opened when any remote publishes `cart/itemAdded`. */
export function CartAddedModal({ items, onClose }: { items: CartItem[] | null; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal
      open={items !== null}
      onClose={onClose}
      title={t('cartAdded.title')}
      closeLabel={t('close')}
      footer={
        <Stack direction="row" gap={8} wrap>
          <Button variant="secondary" onClick={onClose}>
            {t('cartAdded.continue')}
          </Button>
          <Button as={LocaleLink} to="/checkout-basket" onClick={onClose}>
            {t('cartAdded.viewCart')}
          </Button>
        </Stack>
      }
    >
      {items && items.length > 0 ? (
        <Items>
          {items.map((item) => (
            <li key={item.key}>
              <span>{item.title}</span>
              <Price cents={item.amount} />
            </li>
          ))}
        </Items>
      ) : (
        <p>{t('cartAdded.already')}</p>
      )}
    </Modal>
  );
}
