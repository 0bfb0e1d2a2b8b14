import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database';

/** A worker that missed this many heartbeats in a row is gone: its jobs go back to the queue. */
export const MISSED_BEATS = 3;

/** Hands one job back to its queue (pg-boss's fail, in the sweep's transaction): its retry policy then applies. */
export type FailBack = (trx: Transaction<Database>, run: { queue: string; jobId: string }) => Promise<void>;

/**
 * Which api process has which job in hand, so that a process that dies in the middle of a job (a crash, a kill, a
 * machine lost) loses nothing and delays nothing. pg-boss 10 has no heartbeat of its own: a job whose worker died
 * stays `active` until its expiry (15 minutes by default; pg-boss's author advises tuning the expiry to a run's
 * normal length, timgit/pg-boss#436), and a run that follows a Proxmox task may legitimately take longer. So each
 * process registers as a worker and beats every `beatSeconds` (the database's clock, so replicas need not agree on
 * theirs); each run is written beside the job while it runs; and every process sweeps: the runs of a worker that
 * missed MISSED_BEATS beats are failed back to pg-boss — retried under its policy, the handler finding at the party
 * what the dead run did (each is idempotent on its key) — in one transaction, so two sweeping replicas never hand the
 * same run back twice. A graceful stop marks the worker gone at once: what it could not finish is retried by the
 * next sweep of any replica, or its own next start.
 */
export class WorkerLiveness {
  readonly workerId = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly beatSeconds: number,
    private readonly failBack: FailBack,
    private readonly log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void },
  ) {}

  /** Registers this worker, hands back what dead workers left, and keeps beating and sweeping until stop(). */
  async start(): Promise<void> {
    await this.beat();
    await this.sweep();
    this.timer = setInterval(() => {
      if (this.ticking) return;
      this.ticking = this.beat()
        .then(() => this.sweep())
        .then(() => undefined)
        .catch((error: unknown) => this.log.error({ err: error }, 'job worker heartbeat failed'))
        .finally(() => {
          this.ticking = null;
        });
    }, this.beatSeconds * 1000);
    this.timer.unref();
  }

  /** This worker is alive (registered again if a sweep took it for gone: its runs were handed back then). */
  async beat(): Promise<void> {
    await this.db
      .insertInto('job_workers')
      .values({ id: this.workerId })
      .onConflict((oc) => oc.column('id').doUpdateSet({ seen_at: sql`now()` }))
      .execute();
  }

  /** Runs `work` for a job, recorded as this worker's while it runs. */
  async run<T>(queue: string, jobId: string, work: () => Promise<T>): Promise<T> {
    await this.db
      .insertInto('job_runs')
      .values({ job_id: jobId, queue, worker_id: this.workerId })
      .onConflict((oc) => oc.column('job_id').doUpdateSet({ worker_id: this.workerId, started_at: sql`now()` }))
      .execute();
    try {
      return await work();
    } finally {
      await this.db
        .deleteFrom('job_runs')
        .where('job_id', '=', jobId)
        .where('worker_id', '=', this.workerId)
        .execute()
        .catch((error: unknown) => this.log.warn({ err: error, jobId }, 'job run record not removed (a sweep hands it back, which is a no-op once the job is done)'));
    }
  }

  /** Hands back the runs of workers gone silent; answers how many. Workers gone with nothing left are forgotten. */
  async sweep(): Promise<number> {
    const stale = sql<Date>`now() - make_interval(secs => ${this.beatSeconds * MISSED_BEATS})`;
    return this.db.transaction().execute(async (trx) => {
      const orphans = await trx
        .deleteFrom('job_runs')
        .where('worker_id', 'in', trx.selectFrom('job_workers').select('id').where('seen_at', '<', stale))
        .returning(['job_id', 'queue', 'worker_id'])
        .execute();
      for (const run of orphans) {
        this.log.warn({ jobId: run.job_id, queue: run.queue, workerId: run.worker_id }, 'job handed back: its worker stopped before it finished');
        await this.failBack(trx, { queue: run.queue, jobId: run.job_id });
      }
      await trx
        .deleteFrom('job_workers')
        .where('seen_at', '<', stale)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('job_runs').select('job_id').whereRef('job_runs.worker_id', '=', 'job_workers.id'))))
        .execute();
      return orphans.length;
    });
  }

  /** Stops beating; the worker is marked gone, so whatever it still holds is handed back by the next sweep. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
    await this.db.updateTable('job_workers').set({ seen_at: sql`'epoch'::timestamptz` }).where('id', '=', this.workerId).execute();
  }
}
