import type { Transaction } from 'kysely';
import type { Database, OrderRow } from '../db/database';
import { moveLedger } from '../ledger/ledger.repository';

/**
 * The promo credit an order (or the cart) takes: all of the customer's credit up to the total after discount
 * and VAT, never more (the order's total then never goes below zero). Integer cents in, integer cents out.
 */
export function appliedPromoCredit(available: number, totalAfterVat: number): number {
  return Math.max(0, Math.min(available, totalAfterVat));
}

/**
 * Takes the promo credit an order carries (order.promo_credit, already off its total) when the order is paid,
 * in the payment's transaction: one 'payment' ledger row referencing the order. Called by recordPayment, so
 * every provider redeems it the same way; PROMO_CREDIT_NOT_ENOUGH when the customer no longer holds it
 * (spent elsewhere since the order was made), which rolls the whole payment back.
 */
export async function redeemPromoCredit(trx: Transaction<Database>, order: OrderRow, now: Date): Promise<void> {
  if (order.promo_credit <= 0) return;
  await moveLedger(trx, 'promoCredit', { userId: order.user_id, amount: -order.promo_credit, kind: 'payment', reference: order.id, reason: 'Order payment', now });
}
