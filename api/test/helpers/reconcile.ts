import type { FastifyInstance } from 'fastify';
import { reconcilePendingSessions, type ReconcileReport } from '../../src/payments/reconcile-sessions';

/** The reconciliation job run as if `minutes` had passed (the sessions' own times stay as they were). */
export function reconcileLater(app: FastifyInstance, minutes: number): Promise<ReconcileReport> {
  const later = { now: () => new Date(app.clock.now().getTime() + minutes * 60_000) };
  return reconcilePendingSessions({
    db: app.db,
    registry: app.registry,
    clock: later,
    tldCatalogue: app.tldCatalogue,
    config: app.config,
    jobs: app.jobs,
    provisioner: app.provisioner,
    paymentProviders: app.paymentProviders,
    log: app.log,
  });
}
