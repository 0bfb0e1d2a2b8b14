import { formatUsd, roleCan, type StaffOrderDetail } from '@storefront/contracts';
import { selectUser, useAppSelector, useLocale, useTranslation } from '@storefront/platform';
import { Stack } from '@storefront/ui';
import { ReasonAction } from '../../components/ReasonAction';
import { answerOf, useCancelStaffOrderMutation, useRefundOrderMutation } from '../../shared/staff-api';
import { ORDERS_NS } from './orders.words';

/**
 * What staff can do with an order, each with a reason: cancel an unpaid one (orders.cancel), refund a paid one to
 * the customer's balance (refunds.issue, spec §4: refunds go to the wallet). A role without the capability sees no button.
 */
export function OrderActions({ detail, onDone }: { detail: StaffOrderDetail; onDone: (message: string) => void }) {
  const { t } = useTranslation(ORDERS_NS);
  const { locale } = useLocale();
  const role = useAppSelector(selectUser)?.role;
  const [cancelOrder] = useCancelStaffOrderMutation();
  const [refundOrder] = useRefundOrderMutation();
  const { order } = detail;
  const cancellable = (order.status === 'open' || order.status === 'processing') && roleCan(role, 'orders.cancel');
  const refundable = order.status === 'paid' && !order.refunded && roleCan(role, 'refunds.issue');
  if (!cancellable && !refundable) return null;
  return (
    <Stack direction="row" gap={8} wrap>
      {cancellable && (
        <ReasonAction
          danger
          size="md"
          label={t('detail.cancel')}
          description={t('detail.cancelHelp')}
          onConfirm={async (reason) => {
            await answerOf(cancelOrder({ params: { orderId: order.id }, body: { reason } }));
            onDone(t('detail.cancelled'));
          }}
        />
      )}
      {refundable && (
        <ReasonAction
          danger
          size="md"
          label={t('detail.refundAction')}
          description={t('detail.refundHelp')}
          onConfirm={async (reason) => {
            const refund = await answerOf(refundOrder({ params: { orderId: order.id }, body: { reason } }));
            onDone(t('detail.refundedNotice', { amount: formatUsd(refund.amount, locale) }));
          }}
        />
      )}
    </Stack>
  );
}
