import { CHECKOUT_PROCESSING_LEASE_SECONDS } from '@storefront/contracts';
import type { Db, OrderRow } from '../db/database';
import { AppError } from '../errors';

/** A tab paying from the balance or promo credit finishes within this; past it, only a live provider session blocks. */
const IN_FLIGHT_SECONDS = 60;

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

/**
 * The refusal above, kept only while the other tab's payment is still alive: a payment in flight (its state
 * said less than a minute ago), or a provider session still waiting on the customer or under review. A tab
 * that went to a provider's page and was abandoned stops blocking once that session ends or expires.
 */
export async function otherTabBlocks(db: Db, order: Pick<OrderRow, 'id' | 'status' | 'checkout_tab' | 'checkout_state' | 'checkout_state_at'>, tabId: string | undefined, now: Date): Promise<AppError | null> {
  const refusal = otherTabRefusal(order, tabId, now);
  if (!refusal) return null;
  if (now.getTime() - new Date(order.checkout_state_at!).getTime() <= IN_FLIGHT_SECONDS * 1000) return refusal;
  const live = await db
    .selectFrom('payment_sessions')
    .select('id')
    .where('kind', '=', 'order')
    .where('reference_id', '=', order.id)
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'requiresAction'), eb('expires_at', '>', now)])]))
    .executeTakeFirst();
  return live ? refusal : null;
}
