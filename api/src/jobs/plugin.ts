import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cardVaultFor, savedCardCharger } from '../cards/charge-saved-card';
import { createProvisioner } from '../provisioning/create-provisioner';
import type { Provisioner } from '../provisioning/provisioner';
import { removeOldNotifications, runLifecycleSweep, type LifecycleDeps } from '../services/lifecycle';
import { provisionService } from '../services/provision-service';
import { runProviderAction, type ProviderAction } from '../services/provider-action-job';
import { runDomainFulfilment } from '../domains/domain-fulfilment-job';
import { JobQueue } from './job-queue';
import { matureReferrals } from '../programmes/affiliate';
import { expireSlaCredits, proposeSlaCredits } from '../sla/sla';
import { reconcilePendingSessions } from '../payments/reconcile-sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (pg-boss on the app's database). */
    jobs: JobQueue;
    /** The control panel and CA chosen by PROVISIONING_PROVIDER. */
    provisioner: Provisioner;
  }
}

/** What the lifecycle needs, from the app. */
export const lifecycleDepsOf = (app: FastifyInstance): LifecycleDeps => ({
  db: app.db,
  clock: app.clock,
  provisioner: app.provisioner,
  jobs: app.jobs,
  registry: app.registry,
  tldCatalogue: app.tldCatalogue,
  config: { vatName: app.config.vatName, vatRateBasisPoints: app.config.vatRateBasisPoints, publicUrl: app.config.publicUrl },
  // Renewals the balance cannot cover go to the default saved card (the provider's vault the configuration names).
  renewalCards: savedCardCharger(cardVaultFor(app.config), app.clock),
});

/** How often the lifecycle sweep and the notification retention run (Asia/Bangkok, spec §9). */
export const SCHEDULES = [
  { name: 'service-lifecycle', cron: '*/10 * * * *' },
  { name: 'notification-retention', cron: '30 3 * * *' },
  { name: 'affiliate-maturity', cron: '*/15 * * * *' },
  { name: 'sla-proposals', cron: '20 * * * *' },
  { name: 'payment-reconciliation', cron: '*/5 * * * *' },
] as const;

/**
 * app.jobs and app.provisioner: the queue starts with the api (its tables created or migrated in its own
 * schema — the app's PostgreSQL schema when it has one, else `pgboss`), works the provisioning, lifecycle and
 * retention queues, and stops before the database closes (preClose: jobs in hand finish or are failed back to
 * the queue, so a test or a restart never hangs on it).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('provisioner', createProvisioner(app.config, { clock: app.clock }));
    const jobs = new JobQueue({ db: app.db, schema: (app.config.databaseUrl && app.config.dbSchema) || 'pgboss', pollSeconds: app.config.jobPollSeconds, heartbeatSeconds: app.config.jobHeartbeatSeconds, log: app.log });
    app.decorate('jobs', jobs);
    app.addHook('preClose', async () => jobs.stop());
    const deps = lifecycleDepsOf(app);
    await jobs.start(
      {
        'provision-service': async (data, attempt) => provisionService({ ...deps, publicUrl: app.config.publicUrl }, String(data.serviceId), attempt),
        'fulfil-domain': async (data, attempt) => runDomainFulfilment({ ...deps, publicUrl: app.config.publicUrl }, String(data.key), attempt),
        'service-provider-action': async (data, attempt) =>
          runProviderAction(deps, { serviceId: String(data.serviceId), action: data.action as ProviderAction, key: String(data.key) }, attempt),
        'service-lifecycle': async () => {
          const report = await runLifecycleSweep(deps);
          const expiredSlaCredits = await expireSlaCredits(app.db, app.clock.now());
          if (expiredSlaCredits) app.log.info({ expiredSlaCredits }, 'SLA credits expired');
          app.log.info({ report }, 'service lifecycle sweep');
        },
        'affiliate-maturity': async () => {
          const credited = await matureReferrals(app.db, app.clock.now());
          if (credited) app.log.info({ credited }, 'affiliate referrals credited');
        },
        'sla-proposals': async () => {
          const proposed = await proposeSlaCredits(app.db, app.clock.now(), app.config.publicUrl);
          if (proposed) app.log.info({ proposed }, 'SLA credits proposed to customers');
        },
        'payment-reconciliation': async () => {
          const report = await reconcilePendingSessions(app);
          if (report.asked) app.log.info({ report }, 'payment sessions reconciled');
        },
        'notification-retention': async () => {
          const removed = await removeOldNotifications(app.db, app.clock, app.config.notificationRetentionDays);
          app.log.info({ removed }, 'old notifications removed');
        },
      },
      [...SCHEDULES],
    );
  },
  { name: 'jobs', dependencies: ['config', 'clock', 'db', 'domains'] },
);
