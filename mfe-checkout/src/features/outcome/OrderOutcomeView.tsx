import { useEffect } from 'react';
import { formatUsd, paymentsEndpoints } from '@storefront/contracts';
import { LocaleLink, bus, fetchCart, track, useAppDispatch, useLocale, useTranslation } from '@storefront/platform';
import { Button, Container, ErrorState, StatusPage, Text } from '@storefront/ui';
import { checkoutSession } from '../../shared/checkout-session';
import { useErrorText, useFailureText } from '../../shared/error-text';
import { callPaying, useGetOrderOutcomeQuery } from '../../shared/payments-api';
import { OutcomeLoading } from './OutcomeLoading';
import { PendingOutcome } from './PendingOutcome';
import { useReturnedSession } from './use-returned-session';
import { CHECKOUT_NS } from '../../i18n/register';

/** Whether this order's purchase was tracked already in this browser tab's session (and remember it now). */
function purchaseTracked(orderId: string): boolean {
  const key = `storefront.purchase-tracked.${orderId}`;
  try {
    if (sessionStorage.getItem(key)) return true;
    sessionStorage.setItem(key, '1');
  } catch {
    // No storage (private mode): counted on each visit, which only overcounts a reload.
  }
  return false;
}

/** /payment/success?orderId=…[&sessionId=…]: paid, pending (transfer under review) or not completed. */
export function OrderOutcomeView({ orderId, sessionId }: { orderId: string; sessionId: string | null }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const returned = useReturnedSession(sessionId, (id, key) => callPaying(dispatch, paymentsEndpoints.captureWalletOrder, { params: { id: orderId }, body: { sessionId: id } }, key));
  const loaded = useGetOrderOutcomeQuery({ params: { id: orderId } }, { skip: !returned.ready, refetchOnMountOrArgChange: true });
  const outcome = loaded.currentData;
  const error = returned.error ?? (loaded.isError ? loaded.error : null);

  useEffect(() => {
    if (outcome && outcome.outcome !== 'open') {
      checkoutSession.forget();
      void dispatch(fetchCart());
    }
    // A paid order wrote an "order paid" notification: the shell's bell and mobile navbar recount without a reload.
    if (outcome?.outcome === 'paid') bus.publish('notifications/changed', { reason: 'created' });
    // A purchase is counted once per order, however often its outcome page is opened or reloaded.
    if (outcome?.outcome === 'paid' && !purchaseTracked(orderId)) track({ type: 'purchase', value: outcome.total });
  }, [outcome, dispatch, orderId]);

  if (!outcome && !error) return <OutcomeLoading />;
  if (!outcome) {
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
  const session = returned.session;
  const total = <strong>{formatUsd(outcome.total, locale)}</strong>;

  if (outcome.outcome === 'paid') {
    return (
      <Container>
        <StatusPage
          kind="success"
          title={t('outcome.paidTitle')}
          description={t('outcome.paidDescription')}
          actions={
            <>
              {outcome.invoiceId && (
                <Button as={LocaleLink} to={`/account/invoices/${encodeURIComponent(outcome.invoiceId)}`}>
                  {t('outcome.viewInvoice')}
                </Button>
              )}
              <Button as={LocaleLink} to="/" variant="secondary">
                {t('outcome.continueShopping')}
              </Button>
            </>
          }
        >
          {outcome.invoiceNumber && <Text>{t('outcome.invoiceNumber', { number: outcome.invoiceNumber })}</Text>}
          <Text>
            {t('outcome.amountPaid')} {total}
          </Text>
        </StatusPage>
      </Container>
    );
  }
  if (outcome.outcome === 'pending') {
    return <PendingOutcome description={t('outcome.pendingDescription')} amount={formatUsd(outcome.total, locale)} instructions={session?.instructions} />;
  }
  return (
    <Container>
      <StatusPage
        kind="error"
        title={t('outcome.openTitle')}
        description={session?.failure ? failureText(session.failure) : t('outcome.openDescription')}
        actions={
          <Button as={LocaleLink} to={`/checkout-basket?step=payment&orderId=${encodeURIComponent(orderId)}${sessionId ? `&sessionId=${encodeURIComponent(sessionId)}` : ''}`}>
            {t('outcome.backToCheckout')}
          </Button>
        }
      />
    </Container>
  );
}
