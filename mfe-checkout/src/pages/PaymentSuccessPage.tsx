import { LocaleLink, useSearchParams, useTranslation } from '@storefront/platform';
import { Button, Container, StatusPage } from '@storefront/ui';
import { BulkOutcomeView } from '../features/outcome/BulkOutcomeView';
import { OrderOutcomeView } from '../features/outcome/OrderOutcomeView';
import { CHECKOUT_NS } from '../i18n/register';

/** /payment/success?orderId=…|bulkPaymentId=…[&sessionId=…] (no footer): success, its pending variant, or not completed. */
export default function PaymentSuccessPage() {
  const { t } = useTranslation(CHECKOUT_NS);
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const bulkPaymentId = params.get('bulkPaymentId');
  const sessionId = params.get('sessionId');
  if (orderId) return <OrderOutcomeView key={orderId} orderId={orderId} sessionId={sessionId} />;
  if (bulkPaymentId) return <BulkOutcomeView key={bulkPaymentId} bulkPaymentId={bulkPaymentId} sessionId={sessionId} />;
  return (
    <Container>
      <StatusPage
        kind="notFound"
        title={t('outcome.nothingTitle')}
        description={t('outcome.nothingDescription')}
        actions={
          <Button as={LocaleLink} to="/">
            {t('outcome.continueShopping')}
          </Button>
        }
      />
    </Container>
  );
}
