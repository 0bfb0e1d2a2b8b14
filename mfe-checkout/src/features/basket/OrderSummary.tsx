import styled from 'styled-components';
import type { Cart } from '@storefront/contracts';
import { Alert, Button, Card, Heading, Price, Stack, Text } from '@storefront/ui';
import { useLocale, useTranslation } from '@storefront/platform';
import { useStartCheckout } from './use-start-checkout';
import { CHECKOUT_NS } from '../../i18n/register';

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
`;

/** The summary beside the basket: item count and subtotal from the api; Checkout goes to billing (or sign-in). */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const checkout = useStartCheckout();
  return (
    <Card as="aside" aria-labelledby="order-summary">
      <Stack gap={14}>
        <Heading level={2} size="card" id="order-summary">
          {t('summary.title')}
        </Heading>
        <Line>
          <span>{t('summary.items', { count: cart.itemCount })}</span>
        </Line>
        <Line>
          <strong>{t('summary.subtotal')}</strong>
          <Price cents={cart.subtotal} size="lg" locale={locale} />
        </Line>
        <Text variant="small">{t('summary.taxNote')}</Text>
        {checkout.error && <Alert tone="danger">{checkout.error}</Alert>}
        <Button fullWidth loading={checkout.busy} onClick={() => void checkout.start()}>
          {t('summary.continue')}
        </Button>
        {!checkout.signedIn && <Text variant="small">{t('summary.signInNote')}</Text>}
      </Stack>
    </Card>
  );
}
