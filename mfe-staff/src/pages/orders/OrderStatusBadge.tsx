import type { OrderStatus } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Badge } from '@storefront/ui';
import { ORDERS_NS } from './orders.words';

const TONE = { open: 'info', processing: 'warning', paid: 'success', cancelled: 'neutral' } as const satisfies Record<OrderStatus, string>;

/** An order's status as a badge, and "Refunded" beside it when it was. */
export function OrderStatusBadge({ status, refunded }: { status: OrderStatus; refunded: boolean }) {
  const { t } = useTranslation(ORDERS_NS);
  return (
    <>
      <Badge tone={TONE[status]}>{t(`statuses.${status}`)}</Badge> {refunded && <Badge tone="danger">{t('refunded')}</Badge>}
    </>
  );
}

/** A payment method's name, "Not chosen" for none, and the name as stored for one this console does not know. */
export function useMethodName() {
  const { t } = useTranslation(ORDERS_NS);
  return (method: string | null) => t(`methods.${method ?? 'none'}`, { defaultValue: method ?? '' });
}
