import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { moveLedger, readLedgerTotal } from '../ledger/ledger.repository';
import { lockPayableForPayment, settlePayable } from './payables';
import { acquirePaymentLock, releasePaymentLock } from './payment-lock';
import type { RecordDeps } from './record-payment';

/**
 * Pays a bulk payment of invoices from the balance in one transaction, like an order: the invoices locked,
 * the balance debited by a conditional UPDATE (BALANCE_NOT_ENOUGH writes nothing), the invoices marked paid.
 */
export async function payBulkWithBalance(db: Kysely<Database>, deps: RecordDeps, userId: string, bulkPaymentId: string) {
  const token = await acquirePaymentLock(db, userId, bulkPaymentId);
  try {
    return await db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      const payable = await lockPayableForPayment(trx, userId, 'bulk', bulkPaymentId, undefined, now);
      const debit = payable.amount > 0 ? await moveLedger(trx, 'balance', { userId, amount: -payable.amount, kind: 'payment', reference: bulkPaymentId, reason: 'Invoices payment', now }) : null;
      const settlement = await settlePayable(trx, deps, 'bulk', bulkPaymentId, { provider: 'balance', transactionId: bulkPaymentId, charged: payable.amount, sessionId: null });
      if (!settlement.settled) throw new AppError('ORDER_STATUS_INVALID');
      const balance = debit?.total ?? (await readLedgerTotal(trx, 'balance', userId));
      return { bulkPaymentId, status: 'paid' as const, invoiceIds: settlement.invoiceIds, amount: payable.amount, balance };
    });
  } finally {
    await releasePaymentLock(db, userId, token);
  }
}
