import { CHECKOUT_PROCESSING_LEASE_SECONDS } from '@storefront/contracts';
import type { OrderRow } from '../db/database';
import { AppError } from '../errors';

/**
 * INIT_CHECKOUT_ORDER_IN_OTHER_TAB when another browser tab said it is paying the order ('processing') less
 * than CHECKOUT_PROCESSING_LEASE_SECONDS ago, so this tab must neither show nor remake it. A paid order, a
 * 'done' state, the same tab, or no tabId (older clients) never blocks; a lapsed lease (closed tab) neither.
 */
export function otherTabRefusal(order: Pick<OrderRow, 'status' | 'checkout_tab' | 'checkout_state' | 'checkout_state_at'>, tabId: string | undefined, now: Date): AppError | null {
  if (!tabId || order.status === 'paid') return null;
  if (order.checkout_state !== 'processing' || !order.checkout_tab || order.checkout_tab === tabId || !order.checkout_state_at) return null;
  const age = now.getTime() - new Date(order.checkout_state_at).getTime();
  if (age > CHECKOUT_PROCESSING_LEASE_SECONDS * 1000) return null;
  return new AppError('INIT_CHECKOUT_ORDER_IN_OTHER_TAB');
}
