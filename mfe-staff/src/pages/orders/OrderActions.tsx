import { formatUsd, roleCan, type StaffOrderDetail } from '@storefront/contracts';
import { selectUser, useAppDispatch, useAppSelector, useLocale, useTranslation } from '@storefront/platform';
import { Stack } from '@storefront/ui';
import { ReasonAction } from '../../components/ReasonAction';
import { answerOf, staffOrdersApi, useCancelStaffOrderMutation, useRefundOrderMutation } from '../../shared/staff-api';
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
  const dispatch = useAppDispatch();
  const { order } = detail;
  const actions = [
    {
      when: (order.status === 'open' || order.status === 'processing') && roleCan(role, 'orders.cancel'),
      label: t('detail.cancel'),
      help: t('detail.cancelHelp'),
      run: async (reason: string) => {
        await answerOf(cancelOrder({ params: { orderId: order.id }, body: { reason } }));
        return t('detail.cancelled');
      },
    },
    {
      when: order.status === 'paid' && !order.refunded && roleCan(role, 'refunds.issue'),
      label: t('detail.refundAction'),
      help: t('detail.refundHelp'),
      run: async (reason: string) => {
        const refund = await answerOf(refundOrder({ params: { orderId: order.id }, body: { reason } }));
        // The refund's declaration is the programmes' (its tags are the customer's ledgers; a remote built before
        // would refuse the same endpoint with other tags): the order and the audit read again from here.
        dispatch(staffOrdersApi.util.invalidateTags(['StaffOrder', 'StaffAudit'] as never[]));
        return t('detail.refundedNotice', { amount: formatUsd(refund.amount, locale) });
      },
    },
  ].filter((action) => action.when);
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" gap={8} wrap>
      {actions.map((action) => (
        <ReasonAction key={action.label} danger size="md" label={action.label} description={action.help} onConfirm={async (reason) => onDone(await action.run(reason))} />
      ))}
    </Stack>
  );
}
