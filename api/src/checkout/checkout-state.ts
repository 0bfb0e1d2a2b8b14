import type { Transaction } from 'kysely';
import type { CheckoutState } from '@storefront/contracts';
import type { Database } from '../db/database';
import { otherTabBlocks } from './checkout-tabs';
import { findUserOrder } from './orders.repository';

export interface RecordedCheckoutState {
  orderId: string;
  tabId: string;
  state: CheckoutState;
  stateAt: string;
}

/**
 * PATCH /api/checkout/checkout-state/{orderId}: which tab holds the customer's own order and what it is doing,
 * under the order's row lock. Another tab cannot take over while the holder's 'processing' lease runs
 * (INIT_CHECKOUT_ORDER_IN_OTHER_TAB, nothing written); ORDER_NOT_FOUND for an order that is not theirs.
 */
export async function recordCheckoutState(trx: Transaction<Database>, userId: string, orderId: string, tabId: string, state: CheckoutState, now: Date): Promise<RecordedCheckoutState> {
  const order = await findUserOrder(trx, userId, orderId, true);
  const refusal = await otherTabBlocks(trx, order, tabId, now);
  if (refusal) throw refusal;
  await trx.updateTable('orders').set({ checkout_tab: tabId, checkout_state: state, checkout_state_at: now }).where('id', '=', order.id).execute();
  return { orderId: order.id, tabId, state, stateAt: now.toISOString() };
}
