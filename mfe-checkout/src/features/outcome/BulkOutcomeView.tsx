import { formatUsd } from '@storefront/contracts';
import { LocaleLink, useLocale, useTranslation } from '@storefront/platform';
import { Button, Container, ErrorState, StatusPage, Text } from '@storefront/ui';
import { checkoutApi } from '../../shared/checkout-api';
import { useErrorText, useFailureText } from '../../shared/error-text';
import { OutcomeLoading } from './OutcomeLoading';
import { PendingOutcome } from './PendingOutcome';
import { useReturnedOutcome } from './use-returned-session';

/** /payment/success?bulkPaymentId=…: the invoices paid together at /online-payment. */
export function BulkOutcomeView({ bulkPaymentId, sessionId }: { bulkPaymentId: string; sessionId: string | null }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const loaded = useReturnedOutcome(
    `bulk:${bulkPaymentId}:${sessionId ?? ''}`,
    sessionId,
    (id, key) => checkoutApi.captureWalletBulk(bulkPaymentId, id, key),
    () => checkoutApi.bulkPayment(bulkPaymentId),
  );
  const bulk = loaded.data?.outcome;

  if (loaded.loading && !loaded.data) return <OutcomeLoading />;
  if (!bulk) {
    return (
      <Container style={{ paddingTop: 48, paddingBottom: 48 }}>
        <ErrorState title={t('outcome.loadFailed')} description={loaded.error ? errorText(loaded.error) : undefined} retryLabel={t('errors.retry')} onRetry={() => void loaded.reload()} />
      </Container>
    );
  }
  const session = loaded.data?.session ?? bulk.session;
  const total = <strong>{formatUsd(bulk.total, locale)}</strong>;
  if (bulk.status === 'paid') {
    return (
      <Container>
        <StatusPage
          kind="success"
          title={t('outcome.paidTitle')}
          description={t('outcome.bulkPaid', { count: bulk.invoiceIds.length })}
          actions={
            <>
              <Button as={LocaleLink} to="/account/invoices">
                {t('outcome.viewInvoices')}
              </Button>
              <Button as={LocaleLink} to="/" variant="secondary">
                {t('outcome.continueShopping')}
              </Button>
            </>
          }
        >
          <Text>
            {t('outcome.amountPaid')} {total}
          </Text>
        </StatusPage>
      </Container>
    );
  }
  if (bulk.status === 'processing') {
    return <PendingOutcome description={t('outcome.pendingDescription')} amount={formatUsd(bulk.total, locale)} instructions={session?.instructions} />;
  }
  return (
    <Container>
      <StatusPage
        kind="error"
        title={t('outcome.openTitle')}
        description={session?.failure ? failureText(session.failure) : t('outcome.openDescription')}
        actions={
          <Button as={LocaleLink} to="/online-payment">
            {t('outcome.backToInvoices')}
          </Button>
        }
      />
    </Container>
  );
}
