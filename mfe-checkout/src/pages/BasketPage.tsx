import { useEffect } from 'react';
import styled from 'styled-components';
import { fetchCart, LocaleLink, selectCart, selectCartStatus, useAppDispatch, useAppSelector, useTranslation } from '@storefront/platform';
import { Button, Card, EmptyState, ErrorState, Icon, Skeleton, Stack, media } from '@storefront/ui';
import { CartItemRow } from '../features/basket/CartItemRow';
import { OrderSummary } from '../features/basket/OrderSummary';
import { CheckoutFrame } from '../features/checkout/CheckoutFrame';
import { VoucherSuggestionModal } from '../features/voucher-suggestion/VoucherSuggestionModal';
import { CHECKOUT_NS } from '../i18n/register';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: 1fr 340px;
  }
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /checkout-basket, step 1: the one shared cart. */
export function BasketPage() {
  const { t } = useTranslation(CHECKOUT_NS);
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const status = useAppSelector(selectCartStatus);

  useEffect(() => {
    if (status === 'idle') void dispatch(fetchCart());
  }, [dispatch, status]);

  return (
    <CheckoutFrame step="basket">
      {(status === 'idle' || status === 'loading') && !cart && (
        <Stack gap={12} aria-busy="true">
          <Skeleton height={88} />
          <Skeleton height={88} />
        </Stack>
      )}
      {status === 'failed' && !cart && (
        <ErrorState title={t('errors.loadTitle')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void dispatch(fetchCart())} />
      )}
      {cart && cart.items.length === 0 && (
        <EmptyState
          icon={<Icon name="cart" size={40} />}
          title={t('empty.title')}
          description={t('empty.description')}
          action={
            <Stack direction="row" gap={8} wrap>
              <Button as={LocaleLink} to="/domain">
                {t('empty.domains')}
              </Button>
              <Button as={LocaleLink} to="/hosting/shared" variant="secondary">
                {t('empty.hosting')}
              </Button>
            </Stack>
          }
        />
      )}
      {cart && cart.items.length > 0 && (
        <Layout>
          <Card>
            <Items aria-label={t('itemsLabel')}>
              {cart.items.map((item) => (
                <CartItemRow key={item.key} item={item} />
              ))}
            </Items>
          </Card>
          <OrderSummary cart={cart} />
        </Layout>
      )}
      {cart && cart.items.length > 0 && (
        <VoucherSuggestionModal cart={cart} />
      )}
    </CheckoutFrame>
  );
}
