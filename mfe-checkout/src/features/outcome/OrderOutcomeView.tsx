import { useEffect } from 'react';
import { formatUsd, paymentsEndpoints } from '@storefront/contracts';
import { fetchCart, track, useAppDispatch, useLocale, useTranslation } from '@storefront/platform';
import { Text } from '@storefront/ui';
import { checkoutSession } from '../../shared/checkout-session';
import { callPaying, paymentsApi, useGetOrderOutcomeQuery } from '../../shared/payments-api';
import { PaymentOutcome, withSession } from './PaymentOutcome';
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
  const returned = useReturnedSession(sessionId, (id, key) => callPaying(dispatch, paymentsEndpoints.captureWalletOrder, { params: { id: orderId }, body: { sessionId: id } }, key));
  const read = useGetOrderOutcomeQuery({ params: { id: orderId } }, { skip: !returned.ready, refetchOnMountOrArgChange: true });
  const outcome = read.currentData;

  useEffect(() => {
    if (outcome && outcome.outcome !== 'open') {
      checkoutSession.forget();
      void dispatch(fetchCart());
    }
    // A paid order wrote an "order paid" notification: paid here or by a provider's callback (no call of this page
    // paid it), so its tag is made stale here and the shell's bell and mobile navbar read the count again.
    if (outcome?.outcome === 'paid') dispatch(paymentsApi.util.invalidateTags(['Notification'] as never[]));
    // A purchase is counted once per order, however often its outcome page is opened or reloaded.
    if (outcome?.outcome === 'paid' && !purchaseTracked(orderId)) track({ type: 'purchase', value: outcome.total });
  }, [outcome, dispatch, orderId]);

  return (
    <PaymentOutcome
      returned={returned}
      read={read}
      show={(paid) => {
        if (paid.outcome === 'paid') {
          const details = (
            <>
              {paid.invoiceNumber && <Text>{t('outcome.invoiceNumber', { number: paid.invoiceNumber })}</Text>}
              <Text>
                {t('outcome.amountPaid')} <strong>{formatUsd(paid.total, locale)}</strong>
              </Text>
            </>
          );
          const action = paid.invoiceId ? { to: `/account/invoices/${encodeURIComponent(paid.invoiceId)}`, label: t('outcome.viewInvoice') } : undefined;
          return { kind: 'paid', title: t('outcome.paidTitle'), description: t('outcome.paidDescription'), action, details };
        }
        if (paid.outcome === 'pending') return { kind: 'pending', description: t('outcome.pendingDescription'), amount: formatUsd(paid.total, locale), instructions: returned.session?.instructions };
        const back = withSession(`/checkout-basket?step=payment&orderId=${encodeURIComponent(orderId)}`, sessionId);
        return { kind: 'open', failure: returned.session?.failure, back: { to: back, label: t('outcome.backToCheckout') } };
      }}
    />
  );
}
