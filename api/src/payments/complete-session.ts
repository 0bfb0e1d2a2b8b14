import type { Kysely } from 'kysely';
import type { PaymentSession } from '@storefront/contracts';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { lockPayableRows, setProcessing, settlePayable, type Settlement } from './payables';
import type { RecordDeps } from './record-payment';
import { lockSession, sessionInvoiceIds, toPaymentSession, updateSession } from './sessions.repository';

export type SessionOutcome =
  | { status: 'succeeded'; transactionId: string; charged: number }
  | { status: 'failed'; code: string; declineCode?: string | null; message?: string | null };

export interface CompletedSession {
  /** False when this outcome was already recorded (a callback delivered twice, a repeated capture). */
  recorded: boolean;
  settlement: Settlement | null;
  session: PaymentSession;
}

/**
 * The one place a provider's outcome lands (signed callback, wallet capture, staff confirming a transfer):
 * under the session's row lock, an outcome already recorded changes nothing; money taken is settled on what
 * it paid (or credited to the balance when that can no longer take it); a failure is kept with its code and
 * releases what a transfer held as processing.
 */
export async function completeSession(db: Kysely<Database>, deps: RecordDeps, sessionId: string, outcome: SessionOutcome): Promise<CompletedSession> {
  return db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const peek = await trx.selectFrom('payment_sessions').select(['kind', 'reference_id', 'user_id']).where('id', '=', sessionId).executeTakeFirst();
    if (!peek) throw new AppError('NOT_FOUND');
    // Locks in the order every payment path takes them (cart, then what is paid, then the session): a
    // callback racing a new attempt or a balance payment waits rather than deadlocks.
    await lockPayableRows(trx, peek.kind, peek.reference_id, peek.user_id);
    const row = await lockSession(trx, sessionId);
    if (!row) throw new AppError('NOT_FOUND');
    const state = row.provider_state as Record<string, unknown>;
    if (row.status === 'succeeded' || (row.status === 'failed' && outcome.status === 'failed')) {
      return { recorded: false, settlement: null, session: toPaymentSession(row, now, await sessionInvoiceIds(trx, row)) };
    }
    if (outcome.status === 'failed') {
      const failed = await updateSession(trx, row.id, { status: 'failed', failure: { code: outcome.code, declineCode: outcome.declineCode, message: outcome.message } }, now);
      if (row.status === 'pending') await setProcessing(trx, row.kind, row.reference_id, false, now);
      return { recorded: true, settlement: null, session: toPaymentSession(failed, now) };
    }
    const settlement = await settlePayable(trx, deps, row.kind, row.reference_id, {
      provider: row.method,
      transactionId: outcome.transactionId,
      charged: outcome.charged,
      sessionId: row.id,
      cartUpdatedAt: (state.cartUpdatedAt as string | null | undefined) ?? null,
    });
    const succeeded = await updateSession(trx, row.id, { status: 'succeeded', state: { ...state, transactionId: outcome.transactionId, ...(settlement.settled ? {} : { refunded: settlement.refunded, refundReason: settlement.reason }) } }, now);
    return { recorded: true, settlement, session: toPaymentSession(succeeded, now, settlement.settled ? settlement.invoiceIds : []) };
  });
}
