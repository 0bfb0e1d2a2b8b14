import type { Kysely } from 'kysely';
import type { PayableKind, PaymentSession } from '@storefront/contracts';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { completeSession } from './complete-session';
import { outcomeOfCapture, type CapturingProvider } from './providers/payment-provider';
import type { RecordDeps } from './record-payment';
import { readSession } from './sessions.repository';

/**
 * Captures the customer's approved wallet session of what they pay (an order, a top-up, a bulk payment): not
 * theirs or not for it → ORDER_NOT_FOUND / TOP_UP_NOT_FOUND; already captured → the session as it is; not open
 * or not approved → PAYPAL_ERROR (the session still open to retry); captured and declined by the wallet → the session
 * failed with the wallet's decline, and PAYPAL_ERROR; what the wallet took must be the session's charge in USD (else
 * CANNOT_COMPLETE_PAYMENT, kept for staff); taken but settled later (PayPal's PENDING) → the session waits as
 * pending, what it pays held as processing, until the wallet's webhook completes it. Capturing twice records one payment.
 */
export async function captureWalletSession(
  db: Kysely<Database>,
  deps: RecordDeps & { clock: Clock },
  wallet: CapturingProvider,
  input: { userId: string; kind: PayableKind; id: string; sessionId: string },
): Promise<PaymentSession> {
  const { userId, kind, id, sessionId } = input;
  const row = await db.selectFrom('payment_sessions').selectAll().where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  if (!row || row.kind !== kind || row.reference_id !== id || row.method !== 'wallet') throw new AppError(kind === 'topUp' ? 'TOP_UP_NOT_FOUND' : 'ORDER_NOT_FOUND');
  if (row.status === 'succeeded' || row.status === 'pending') return readSession(db, sessionId, deps.clock.now(), userId);
  if (row.status !== 'requiresAction') throw new AppError('PAYPAL_ERROR');
  const result = await wallet.capture({ id: row.id, charge: row.charge }, row.provider_state as Record<string, unknown>);
  if (result.status === 'refused') throw new AppError('PAYPAL_ERROR');
  const landed = (await completeSession(db, deps, row.id, outcomeOfCapture(result))).session;
  if (result.status === 'declined') throw new AppError('PAYPAL_ERROR');
  return landed;
}
