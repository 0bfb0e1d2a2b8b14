import { PROVIDER_METHODS } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { completeSession } from './complete-session';
import { recordDepsOf } from './idempotent-call';
import type { RecordingDeps } from './payment-calls';
import { reconciles, type PaymentProvider } from './providers/payment-provider';

/** A session is asked about once it has been open this long: its callback, or its customer, had time to come. */
export const RECONCILE_AFTER_MINUTES = 5;
/** How far back sessions are asked about: past it, an answer would come too late to pay what the session paid for. */
export const RECONCILE_WITHIN_DAYS = 3;
/** A hosted page's session is asked about until this long after it expired (a pending capture until RECONCILE_WITHIN_DAYS). */
export const RECONCILE_PAST_EXPIRY_HOURS = 24;
/** At most this many sessions per run, newest first (the likeliest to have been paid). */
export const RECONCILE_BATCH = 100;

export interface ReconcileReport {
  asked: number;
  recorded: number;
  waiting: number;
  /** The provider could not be asked, or its answer was refused (kept for staff): asked again next run. */
  failed: number;
}

/**
 * The reconciliation job (pg-boss `payment-reconciliation`, every few minutes): every session of a provider that can
 * be asked (PayWay, PayPal, CyberSource) still waiting on it after RECONCILE_AFTER_MINUTES — waiting on the customer (expired or
 * not), superseded by a newer attempt, or a capture pending — is asked about, and what the provider says lands
 * through completeSession exactly as its callback or capture would have: under the session's lock, once, so a
 * callback and the reconciliation arriving together record one payment, and money taken for what can no longer take
 * it goes to the balance with its ledger row. Only the provider that opened a session is asked about it.
 */
export async function reconcilePendingSessions(deps: RecordingDeps & Pick<AreaDeps, 'paymentProviders' | 'log'>): Promise<ReconcileReport> {
  const now = deps.clock.now();
  const report: ReconcileReport = { asked: 0, recorded: 0, waiting: 0, failed: 0 };
  const providers = PROVIDER_METHODS.map((method): PaymentProvider => deps.paymentProviders[method]).filter(reconciles);
  if (!providers.length) return report;
  const rows = await deps.db
    .selectFrom('payment_sessions')
    .select(['id', 'method', 'charge', 'provider_state'])
    .where('method', 'in', providers.map((provider) => provider.method))
    .where('status', 'in', ['requiresAction', 'pending', 'cancelled'])
    .where('updated_at', '<=', new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60_000))
    .where('created_at', '>=', new Date(now.getTime() - RECONCILE_WITHIN_DAYS * 86_400_000))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>=', new Date(now.getTime() - RECONCILE_PAST_EXPIRY_HOURS * 3_600_000))]))
    .orderBy('created_at', 'desc')
    .limit(RECONCILE_BATCH)
    .execute();
  // A provider found down is not asked again this run: its sessions wait for the next.
  const down = new Set<string>();
  for (const row of rows) {
    const state = row.provider_state as Record<string, unknown>;
    const provider = providers.find((candidate) => candidate.method === row.method && candidate.identifier === state.provider);
    if (!provider || down.has(provider.identifier)) continue;
    report.asked += 1;
    try {
      const answer = await provider.reconcile({ id: row.id, charge: row.charge }, state, now);
      if (!answer.outcome) {
        report.waiting += 1;
        continue;
      }
      const completed = await completeSession(deps.db, recordDepsOf(deps), row.id, answer.outcome);
      if (completed.recorded) report.recorded += 1;
      deps.log.info({ sessionId: row.id, provider: provider.identifier, status: answer.outcome.status, recorded: completed.recorded }, 'payment session reconciled');
    } catch (error) {
      report.failed += 1;
      // A provider down (PAYMENT_GATEWAY_ERROR; a card processor's PAYMENT_PROCESSOR_ERROR) or an answer refused
      // (CANNOT_COMPLETE_PAYMENT, kept for staff): the next run asks again.
      if (!(error instanceof AppError)) throw error;
      if (error.body.code === 'PAYMENT_GATEWAY_ERROR' || error.body.code === 'PAYMENT_PROCESSOR_ERROR') down.add(provider.identifier);
      deps.log.warn({ sessionId: row.id, provider: provider.identifier, code: error.body.code }, 'payment session not reconciled');
    }
  }
  return report;
}
