import type { Cart } from '@storefront/contracts';
import { Alert, Button, Price, Text } from '@storefront/ui';
import { useLocale, useTranslation } from '@storefront/platform';
import { useStartCheckout } from './use-start-checkout';
import { SummaryCard, SummaryLine as Line } from '../../shared/SummaryCard';
import { CHECKOUT_NS } from '../../i18n/register';

/** The summary beside the basket: item count and subtotal from the api; Checkout goes to billing (or sign-in). */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const checkout = useStartCheckout();
  return (
    <SummaryCard id="order-summary" title={t('summary.title')}>
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
    </SummaryCard>
  );
}
