import { formatUsd, paymentsEndpoints } from '@storefront/contracts';
import { useAppDispatch, useLocale, useTranslation } from '@storefront/platform';
import { Text } from '@storefront/ui';
import { callPaying, useGetBulkPaymentQuery } from '../../shared/payments-api';
import { PaymentOutcome } from './PaymentOutcome';
import { useReturnedSession } from './use-returned-session';
import { CHECKOUT_NS } from '../../i18n/register';

/** /payment/success?bulkPaymentId=…: the invoices paid together at /online-payment. */
export function BulkOutcomeView({ bulkPaymentId, sessionId }: { bulkPaymentId: string; sessionId: string | null }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const returned = useReturnedSession(sessionId, (id, key) => callPaying(dispatch, paymentsEndpoints.captureWalletBulk, { params: { id: bulkPaymentId }, body: { sessionId: id } }, key));
  const read = useGetBulkPaymentQuery({ params: { id: bulkPaymentId } }, { skip: !returned.ready, refetchOnMountOrArgChange: true });
  return (
    <PaymentOutcome
      returned={returned}
      read={read}
      show={(bulk) => {
        const session = returned.session ?? bulk.session;
        if (bulk.status === 'paid') {
          const details = (
            <Text>
              {t('outcome.amountPaid')} <strong>{formatUsd(bulk.total, locale)}</strong>
            </Text>
          );
          return { kind: 'paid', title: t('outcome.paidTitle'), description: t('outcome.bulkPaid', { count: bulk.invoiceIds.length }), action: { to: '/account/invoices', label: t('outcome.viewInvoices') }, details };
        }
        if (bulk.status === 'processing') return { kind: 'pending', description: t('outcome.pendingDescription'), amount: formatUsd(bulk.total, locale), instructions: session?.instructions };
        return { kind: 'open', failure: session?.failure, back: { to: '/online-payment', label: t('outcome.backToInvoices') } };
      }}
    />
  );
}
