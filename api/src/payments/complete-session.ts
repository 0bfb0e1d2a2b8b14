import type { Kysely } from 'kysely';
import type { PaymentSession } from '@storefront/contracts';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { chargeMismatch, recordAnomaly, type ReportedCharge } from './anomalies.repository';
import { lockPayableRows, setProcessing, settlePayable, type Settlement } from './payables';
import type { RecordDeps } from './record-payment';
import { lockSession, sessionInvoiceIds, toPaymentSession, updateSession, type SessionRow } from './sessions.repository';

/** A provider's outcome, with what it says it took (or tried to): the session's own charge in USD, or it is refused. */
export type SessionOutcome =
  | { status: 'succeeded'; transactionId: string; charged: ReportedCharge }
  /** Taken, settled later (PayPal's capture PENDING): the session waits as pending, holding what it pays as processing. */
  | { status: 'pending'; transactionId: string; reason: string; charged?: undefined }
  | { status: 'failed'; code: string; declineCode?: string | null; message?: string | null; transactionId?: string; charged?: ReportedCharge };

/** What became of the money of a succeeded session: it paid what it was for, or it was credited to the balance (and why). */
export type MoneyOutcome = { outcome: 'paid'; reason: null } | { outcome: 'creditedToBalance'; reason: string };

export interface CompletedSession {
  /** False when this outcome was already recorded (a callback delivered twice, a repeated capture). */
  recorded: boolean;
  settlement: Settlement | null;
  session: PaymentSession;
  /** Set once the session succeeded (now or before). */
  money: MoneyOutcome | null;
}

/** What a succeeded session's money did, from what settling it kept on the session. */
function moneyOf(row: SessionRow): MoneyOutcome | null {
  if (row.status !== 'succeeded') return null;
  const state = row.provider_state as { refundReason?: string };
  return state.refundReason ? { outcome: 'creditedToBalance', reason: state.refundReason } : { outcome: 'paid', reason: null };
}

/**
 * The one place a provider's outcome lands (signed callback, wallet capture, staff confirming a transfer).
 * First, what the provider says it took must be exactly what the session charged, in USD: anything else is
 * refused (CANNOT_COMPLETE_PAYMENT), credits nothing, leaves the session as it was, and is kept for staff
 * (payment_anomalies). Then, under the session's row lock, an outcome already recorded changes nothing;
 * money taken is settled on what it paid (or credited to the balance when that can no longer take it, which
 * releases what a transfer held as processing); a failure is kept with its code and releases it too.
 */
export async function completeSession(db: Kysely<Database>, deps: RecordDeps, sessionId: string, outcome: SessionOutcome): Promise<CompletedSession> {
  // The charge, method and owner of a session never change after it began: read without a lock.
  const peek = await db.selectFrom('payment_sessions').select(['kind', 'reference_id', 'user_id', 'method', 'charge']).where('id', '=', sessionId).executeTakeFirst();
  if (!peek) throw new AppError('NOT_FOUND');
  const mismatch = outcome.charged ? chargeMismatch(outcome.charged, peek.charge) : null;
  if (mismatch) {
    await recordAnomaly(db, {
      sessionId,
      provider: peek.method,
      transactionId: outcome.transactionId ?? null,
      status: outcome.status,
      reported: outcome.charged,
      expectedAmount: peek.charge,
      reason: mismatch,
      now: deps.clock.now(),
    });
    throw new AppError('CANNOT_COMPLETE_PAYMENT', undefined, { reason: mismatch });
  }
  return db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    // Locks in the order every payment path takes them (cart, then what is paid, then the session): a
    // callback racing a new attempt or a balance payment waits rather than deadlocks.
    await lockPayableRows(trx, peek.kind, peek.reference_id, peek.user_id);
    const row = await lockSession(trx, sessionId);
    if (!row) throw new AppError('NOT_FOUND');
    const state = row.provider_state as Record<string, unknown>;
    if (row.status === 'succeeded' || (row.status === 'failed' && outcome.status === 'failed') || (outcome.status === 'pending' && row.status !== 'requiresAction')) {
      return { recorded: false, settlement: null, session: toPaymentSession(row, now, await sessionInvoiceIds(trx, row)), money: moneyOf(row) };
    }
    if (outcome.status === 'pending') {
      const waiting = await updateSession(trx, row.id, { status: 'pending', state: { ...state, transactionId: outcome.transactionId, pendingReason: outcome.reason } }, now);
      await setProcessing(trx, row.kind, row.reference_id, true, now);
      return { recorded: true, settlement: null, session: toPaymentSession(waiting, now), money: null };
    }
    if (outcome.status === 'failed') {
      const failed = await updateSession(trx, row.id, { status: 'failed', failure: { code: outcome.code, declineCode: outcome.declineCode, message: outcome.message } }, now);
      if (row.status === 'pending') await setProcessing(trx, row.kind, row.reference_id, false, now);
      return { recorded: true, settlement: null, session: toPaymentSession(failed, now), money: null };
    }
    const settlement = await settlePayable(trx, deps, row.kind, row.reference_id, {
      provider: row.method,
      transactionId: outcome.transactionId,
      charged: row.charge,
      sessionId: row.id,
      cartUpdatedAt: (state.cartUpdatedAt as string | null | undefined) ?? null,
    });
    // A transfer's money that went to the balance instead no longer holds what it was for as processing.
    if (!settlement.settled && row.status === 'pending') await setProcessing(trx, row.kind, row.reference_id, false, now);
    const succeeded = await updateSession(trx, row.id, { status: 'succeeded', state: { ...state, transactionId: outcome.transactionId, ...(settlement.settled ? {} : { refunded: settlement.refunded, refundReason: settlement.reason }) } }, now);
    return { recorded: true, settlement, session: toPaymentSession(succeeded, now, settlement.settled ? settlement.invoiceIds : []), money: moneyOf(succeeded) };
  });
}
