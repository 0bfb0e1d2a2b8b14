import { formatUsd, paymentsEndpoints } from '@storefront/contracts';
import { LocaleLink, useAppDispatch, useLocale, useTranslation } from '@storefront/platform';
import { Button, Container, ErrorState, StatusPage, Text } from '@storefront/ui';
import { useErrorText, useFailureText } from '../../shared/error-text';
import { callPaying, useGetBulkPaymentQuery } from '../../shared/payments-api';
import { OutcomeLoading } from './OutcomeLoading';
import { PendingOutcome } from './PendingOutcome';
import { useReturnedSession } from './use-returned-session';
import { CHECKOUT_NS } from '../../i18n/register';

/** /payment/success?bulkPaymentId=…: the invoices paid together at /online-payment. */
export function BulkOutcomeView({ bulkPaymentId, sessionId }: { bulkPaymentId: string; sessionId: string | null }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const returned = useReturnedSession(sessionId, (id, key) => callPaying(dispatch, paymentsEndpoints.captureWalletBulk, { params: { id: bulkPaymentId }, body: { sessionId: id } }, key));
  const loaded = useGetBulkPaymentQuery({ params: { id: bulkPaymentId } }, { skip: !returned.ready, refetchOnMountOrArgChange: true });
  const bulk = loaded.currentData;
  const error = returned.error ?? (loaded.isError ? loaded.error : null);

  if (!bulk && !error) return <OutcomeLoading />;
  if (!bulk) {
    return (
      <Container style={{ paddingTop: 48, paddingBottom: 48 }}>
        <ErrorState
          title={t('outcome.loadFailed')}
          description={error ? errorText(error) : undefined}
          retryLabel={t('errors.retry')}
          onRetry={() => (returned.error ? returned.retry() : void loaded.refetch())}
        />
      </Container>
    );
  }
  const session = returned.session ?? bulk.session;
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
