import type { Kysely, Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { closingSqlAdapter, kyselySqlAdapter, type ClosingSqlAdapter } from './sql-adapter';
import { WorkerLiveness } from './worker-liveness';

/** The queues the storefront runs, with their retry policy. */
export const QUEUES = {
  /** Provision one service (create, poll, issue): retried with backoff when the provider fails. */
  provision: { name: 'provision-service', retryLimit: 8, retryDelay: 2, retryBackoff: true },
  /** Carry out one paid domain item at the registry (register, transfer, renew, reactivate): domains/domain-fulfilment-job.ts. */
  fulfilDomain: { name: 'fulfil-domain', retryLimit: 8, retryDelay: 5, retryBackoff: true },
  /** Suspend, resume or destroy a service at its provider after the lifecycle changed its status: services/provider-action-job.ts. */
  providerAction: { name: 'service-provider-action', retryLimit: 8, retryDelay: 5, retryBackoff: true },
  /** The renewal lifecycle of every service and domain that is due (spec §4). */
  lifecycle: { name: 'service-lifecycle', retryLimit: 3, retryDelay: 30, retryBackoff: true },
  /** Notifications past their retention removed. */
  retention: { name: 'notification-retention', retryLimit: 3, retryDelay: 60, retryBackoff: false },
  /** Affiliate rewards whose maturity has passed credited to their referrers (programmes/affiliate.ts). */
  affiliateMaturity: { name: 'affiliate-maturity', retryLimit: 3, retryDelay: 60, retryBackoff: true },
  /** Cloud server months closed below the SLA target proposed to their customers without a claim (sla/sla.ts). */
  slaProposals: { name: 'sla-proposals', retryLimit: 3, retryDelay: 60, retryBackoff: true },
  /** Payment sessions still open after a few minutes asked about at their provider (payments/reconcile-sessions.ts); the next run is the retry. */
  reconcilePayments: { name: 'payment-reconciliation', retryLimit: 0, retryDelay: 60, retryBackoff: false },
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

/** Which try this is: `retryCount` tries failed before it; the last is the one where retryCount reaches retryLimit. */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
}

export const isLastTry = (attempt: JobAttempt): boolean => attempt.retryCount >= attempt.retryLimit;

export type JobHandler = (data: Record<string, unknown>, attempt: JobAttempt) => Promise<void>;

export interface JobQueueOptions {
  db: Kysely<Database>;
  /** Where pg-boss keeps its tables: the app's PostgreSQL schema when it has one (tests), else `pgboss`. */
  schema: string;
  pollSeconds: number;
  /** How often this process tells the others it is alive (worker-liveness.ts); three missed beats and its jobs are retried. */
  heartbeatSeconds: number;
  log: { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

/**
 * The job queue: pg-boss (10.x, Node 20) on the app's own database — PostgreSQL or embedded PGlite — through
 * Kysely (sql-adapter.ts), so a job can be written in the transaction of the change that needs it (a paid order's
 * provisioning) and is never lost: it is done, retried with backoff, or left failed for the next sweep to pick up.
 * Schedules (cron) run the lifecycle sweep and the notification retention; development moves the business
 * clock and runs the sweep at once. Started with the api, stopped before the database closes.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly adapter: ClosingSqlAdapter;
  private readonly liveness: WorkerLiveness;
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    this.adapter = closingSqlAdapter(kyselySqlAdapter(options.db));
    this.boss = new PgBoss({
      db: this.adapter,
      schema: options.schema,
      pollingIntervalSeconds: options.pollSeconds,
      // Maintenance (expiring, archiving) and cron are pg-boss's own timers; they stop with stop().
      supervise: true,
      schedule: true,
      migrate: true,
    } as PgBoss.ConstructorOptions);
    this.boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
    this.liveness = new WorkerLiveness(
      options.db,
      options.heartbeatSeconds,
      (trx, run) => this.boss.fail(run.queue, run.jobId, { message: 'its worker stopped (a crash, a kill or a lost machine) before it finished' }, { db: kyselySqlAdapter(trx) } as PgBoss.ConnectionOptions),
      options.log,
    );
  }

  async start(handlers: Record<QueueName, JobHandler>, schedules: { name: QueueName; cron: string }[]): Promise<void> {
    await this.boss.start();
    // Before any work is taken: registered as a worker, and what a worker that died (this process's last run among them) left is retried.
    await this.liveness.start();
    for (const queue of Object.values(QUEUES)) {
      await this.boss.createQueue(queue.name, { name: queue.name, retryLimit: queue.retryLimit, retryDelay: queue.retryDelay, retryBackoff: queue.retryBackoff });
      const handler = handlers[queue.name];
      await this.boss.work<Record<string, unknown>>(queue.name, { pollingIntervalSeconds: this.options.pollSeconds, batchSize: 1, includeMetadata: true }, async ([job]) => {
        if (job) await this.liveness.run(queue.name, job.id, () => handler(job.data ?? {}, { retryCount: job.retryCount, retryLimit: job.retryLimit }));
      });
    }
    for (const { name, cron } of schedules) await this.boss.schedule(name, cron, {}, { tz: 'Asia/Bangkok' });
    this.started = true;
    this.options.log.info({ queues: Object.values(QUEUES).map((q) => q.name) }, 'job queue ready');
  }

  /**
   * Adds a job; inside `trx` it exists only if the transaction commits. A `singletonKey` keeps one job of that
   * key waiting at a time.
   */
  async send(name: QueueName, data: Record<string, unknown>, options: { trx?: Transaction<Database>; startAfterSeconds?: number; singletonKey?: string } = {}): Promise<string | null> {
    const sendOptions: PgBoss.SendOptions & { db?: unknown } = {};
    // Its own adapter, never the closing one: a send is the api's work, answered or refused, never left waiting.
    sendOptions.db = kyselySqlAdapter(options.trx ?? this.options.db);
    if (options.startAfterSeconds) sendOptions.startAfter = options.startAfterSeconds;
    if (options.singletonKey) sendOptions.singletonKey = options.singletonKey;
    return this.boss.send(name, data, sendOptions as PgBoss.SendOptions);
  }

  /** Jobs of a queue not finished yet (created, retry or active): tests and the dev route wait on it. */
  async pending(name: QueueName): Promise<number> {
    return this.boss.getQueueSize(name, { before: 'completed' });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    await this.liveness.stop().catch((error: unknown) => this.options.log.warn({ err: error }, 'job worker not marked stopped (its runs are retried once its beats are missed)'));
    // A worker's fetch or a maintenance query may still be on its way: it ends before the database closes.
    const stillRunning = await this.adapter.close();
    if (stillRunning > 0) this.options.log.warn({ stillRunning }, 'job queue stopped with queries still running');
  }
}
