import styled from 'styled-components';
import type { Cart } from '@storefront/contracts';
import { Button, Card, Heading, Price, Stack, Text } from '@storefront/ui';
import { useTranslation } from '@storefront/platform';

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
`;

/** The summary beside the basket: item count and subtotal from the api (VAT and discounts come next step). */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('checkout');
  return (
    <Card as="aside" aria-labelledby="order-summary">
      <Stack gap={14}>
        <Heading level={2} id="order-summary">
          {t('summary.title')}
        </Heading>
        <Line>
          <span>{t('summary.items', { count: cart.itemCount })}</span>
        </Line>
        <Line>
          <strong>{t('summary.subtotal')}</strong>
          <Price cents={cart.subtotal} size="lg" />
        </Line>
        <Text variant="small">{t('summary.taxNote')}</Text>
        <Button fullWidth disabled aria-describedby="billing-soon">
          {t('summary.continue')}
        </Button>
        <Text variant="small" id="billing-soon">
          {t('summary.billingSoon')}
        </Text>
      </Stack>
    </Card>
  );
}
