import type { Kysely } from 'kysely';
import type { PaymentResult } from '@storefront/contracts';
import { moveLedger } from '../ledger/ledger.repository';
import type { Database } from '../db/database';
import { payOrderNow, type ImmediateMethod } from './pay-order-now';
import type { RecordDeps } from './record-payment';

export const BALANCE_PROVIDER = 'balance';

/**
 * Pays an order from the account balance: the balance is debited by a conditional UPDATE inside the payment's
 * transaction (BALANCE_NOT_ENOUGH leaves everything as it was), with its ledger row.
 */
export async function payWithBalance(db: Kysely<Database>, deps: RecordDeps, userId: string, orderId: string, clientCartUpdatedAt?: string): Promise<PaymentResult> {
  return payOrderNow(db, deps, userId, orderId, clientCartUpdatedAt, balanceMethod(userId, deps.clock));
}

/** Paying from the balance: a conditional debit of the order's total with its ledger row (BALANCE_NOT_ENOUGH otherwise). */
export function balanceMethod(userId: string, clock: { now(): Date }, reason = 'Order payment'): ImmediateMethod {
  return {
    provider: BALANCE_PROVIDER,
    take: async (trx, order) => {
      if (order.total > 0) await moveLedger(trx, 'balance', { userId, amount: -order.total, kind: 'payment', reference: order.id, reason, now: clock.now() });
      return order.total;
    },
  };
}
