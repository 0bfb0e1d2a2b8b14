import type { CallbackReceipt } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { recordAnomaly } from './anomalies.repository';
import { completeSession } from './complete-session';
import { recordDepsOf } from './idempotent-call';
import type { RecordingDeps } from './payment-calls';
import type { CallbackDelivery, CallbackReceiver, ReportedCallback } from './providers/payment-provider';
import { sessionIdByProviderReference } from './sessions.repository';

/** A signed callback refused before it reached a session: kept for staff (payment_anomalies), by the api's clock. */
async function keepRefused(deps: Pick<AreaDeps, 'db' | 'clock'>, log: AreaDeps['log'], provider: CallbackReceiver, said: ReportedCallback, reason: string): Promise<void> {
  await recordAnomaly(deps.db, { ...said, provider: provider.method, reason, now: deps.clock.now() });
  log.warn({ provider: provider.method, reason }, 'signed payment callback refused');
}

/**
 * A provider's callback (POST /api/payment/callback/{method}), handed to the provider it names: the provider checks
 * its own signature on the exact bytes received and reads its own body; then the outcome lands once (a callback
 * delivered twice records one payment), and only for the session's own charge in USD.
 * Refused: a wrong, missing or stale signature → 403 FORBIDDEN (nothing kept: anyone can post); a signed body the
 * provider cannot read → 400 BAD_REQUEST with its fields; a session that is not one of ours or of another method →
 * 404 NOT_FOUND; another amount than the session charged → 409 CANNOT_COMPLETE_PAYMENT — each signed refusal kept
 * for staff (GET /api/admin/payment-anomalies). A provider whose callbacks are unsigned (PayWay) finds the session by
 * the reference it kept and confirms with its own API first: a reference no session holds → 404 (nothing kept); an
 * outcome the provider does not confirm → 409 CANNOT_COMPLETE_PAYMENT (kept); the provider down → 502
 * PAYMENT_GATEWAY_ERROR with its code (nothing recorded, the order stays payable). A webhook that records nothing (a
 * PayPal event of another type) is acknowledged: 200, recorded false.
 * `wallNow` is the wall clock, not the business clock: the provider signs with the real time of day, so a moved
 * development clock must not make its callbacks stale.
 */
export async function receiveCallback(deps: RecordingDeps, log: AreaDeps['log'], provider: CallbackReceiver, delivery: CallbackDelivery, wallNow: Date = new Date()): Promise<CallbackReceipt> {
  const sessions = { byReference: (reference: string) => sessionIdByProviderReference(deps.db, provider.method, reference) };
  const verified = await provider.verifyCallback(delivery, wallNow, sessions);
  if (!verified.ok && verified.reason === 'signature') {
    log.warn({ provider: provider.method, reason: verified.signature }, 'payment callback refused');
    throw new AppError('FORBIDDEN', undefined, { signature: verified.signature }, 'Invalid callback signature');
  }
  if (!verified.ok && verified.reason === 'acknowledged') {
    log.info({ provider: provider.method, event: verified.description }, 'payment notification acknowledged');
    return { received: true, recorded: false };
  }
  if (!verified.ok && verified.reason === 'unknownReference') {
    log.warn({ provider: provider.method }, 'payment callback for a reference no session holds');
    throw new AppError('NOT_FOUND');
  }
  if (!verified.ok && verified.reason === 'unconfirmed') {
    await keepRefused(deps, log, provider, verified.kept, `not confirmed by the provider: ${verified.description}`);
    throw new AppError('CANNOT_COMPLETE_PAYMENT', undefined, { reason: verified.description });
  }
  if (!verified.ok) {
    if (verified.kept) await keepRefused(deps, log, provider, verified.kept, `invalid callback: ${verified.description}`);
    else log.warn({ provider: provider.method, reason: verified.description }, 'payment callback refused');
    // Worded as the api's validation errors are: the first field's words are the answer's message.
    throw new AppError('BAD_REQUEST', undefined, { fields: verified.fields }, verified.fields[0]?.message);
  }
  const { sessionId, outcome } = verified;
  const session = await deps.db.selectFrom('payment_sessions').select(['id', 'method']).where('id', '=', sessionId).executeTakeFirst();
  if (!session || session.method !== provider.method) {
    const said = { sessionId, transactionId: outcome.transactionId, status: outcome.status, reported: { amount: outcome.charged?.amount, currency: outcome.charged?.currency } };
    await keepRefused(deps, log, provider, said, session ? `a session of another method (${session.method})` : 'unknown session');
    throw new AppError('NOT_FOUND');
  }
  const completed = await completeSession(deps.db, recordDepsOf(deps), session.id, outcome);
  log.info({ sessionId: session.id, status: outcome.status, recorded: completed.recorded }, 'payment callback');
  return { received: true, recorded: completed.recorded };
}
