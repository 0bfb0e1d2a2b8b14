import type { CheckoutOrder } from '@storefront/contracts';
import { translateMessage, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, Stack, Text } from '@storefront/ui';
import { ContactDetails } from '../billing';
import { PAYMENT_MESSAGES } from './payment-messages';
import { CHECKOUT_NS } from '../../i18n/register';

/** The payment step's 'Billing to' card: the order's billing contact (or that there is none), and a way back to change it. */
export function BillingToCard({ billingTo, onBack }: { billingTo: CheckoutOrder['billingTo']; onBack: () => void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Card>
      <Stack gap={8}>
        <Stack direction="row" justify="between" gap={8} wrap>
          <Heading level={2} size="card">
            {t('pay.billingTo')}
          </Heading>
          <Button variant="ghost" size="sm" onClick={onBack}>
            {t('pay.changeBilling')}
          </Button>
        </Stack>
        {billingTo ? (
          <Text as="div" variant="small">
            <strong style={{ display: 'block' }}>
              {billingTo.firstName} {billingTo.lastName}
            </strong>
            <ContactDetails contact={billingTo} />
          </Text>
        ) : (
          <Alert tone="warning">{translateMessage(t, PAYMENT_MESSAGES.noBilling)}</Alert>
        )}
      </Stack>
    </Card>
  );
}
