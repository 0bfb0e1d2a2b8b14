import type { AreaDeps } from '../deps';
import { recordAnomaly, type NewAnomaly } from './anomalies.repository';
import { completeSession, type CompletedSession, type SessionOutcome } from './complete-session';
import { recordDepsOf } from './idempotent-call';
import type { RecordingDeps } from './payment-calls';

/** What a provider's signed callback (routes/payment/callback.ts) reads and records, once its signature is checked. */

/** A signed callback refused before it reached a session, kept for staff, by the api's clock. */
export const keepRefusedCallback = (deps: Pick<AreaDeps, 'db' | 'clock'>, anomaly: Omit<NewAnomaly, 'now'>): Promise<void> => recordAnomaly(deps.db, { ...anomaly, now: deps.clock.now() });

/** The session a callback names, with its method (undefined: none). */
export const callbackSessionOf = (deps: Pick<AreaDeps, 'db'>, sessionId: string) =>
  deps.db.selectFrom('payment_sessions').select(['id', 'method']).where('id', '=', sessionId).executeTakeFirst();

/** The outcome lands once (a callback delivered twice records one payment). */
export const completeCallbackSession = (deps: RecordingDeps, sessionId: string, outcome: SessionOutcome): Promise<CompletedSession> => completeSession(deps.db, recordDepsOf(deps), sessionId, outcome);
