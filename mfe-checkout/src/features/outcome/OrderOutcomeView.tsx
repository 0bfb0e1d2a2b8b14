import { useEffect } from 'react';
import { formatUsd } from '@storefront/contracts';
import { LocaleLink, fetchCart, useAppDispatch, useLocale, useTranslation } from '@storefront/platform';
import { Button, Container, ErrorState, StatusPage, Text } from '@storefront/ui';
import { checkoutApi } from '../../shared/checkout-api';
import { checkoutSession } from '../../shared/checkout-session';
import { useErrorText, useFailureText } from '../../shared/error-text';
import { OutcomeLoading } from './OutcomeLoading';
import { PendingOutcome } from './PendingOutcome';
import { useReturnedOutcome } from './use-returned-session';

/** /payment/success?orderId=…[&sessionId=…]: paid, pending (transfer under review) or not completed. */
export function OrderOutcomeView({ orderId, sessionId }: { orderId: string; sessionId: string | null }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const loaded = useReturnedOutcome(
    `order:${orderId}:${sessionId ?? ''}`,
    sessionId,
    (id, key) => checkoutApi.captureWalletOrder(orderId, id, key),
    () => checkoutApi.orderOutcome(orderId),
  );
  const outcome = loaded.data?.outcome;

  useEffect(() => {
    if (outcome && outcome.outcome !== 'open') {
      checkoutSession.forget();
      void dispatch(fetchCart());
    }
  }, [outcome, dispatch]);

  if (loaded.loading && !loaded.data) return <OutcomeLoading />;
  if (!outcome) {
    return (
      <Container style={{ paddingTop: 48, paddingBottom: 48 }}>
        <ErrorState title={t('outcome.loadFailed')} description={loaded.error ? errorText(loaded.error) : undefined} retryLabel={t('errors.retry')} onRetry={() => void loaded.reload()} />
      </Container>
    );
  }
  const session = loaded.data?.session ?? null;
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
