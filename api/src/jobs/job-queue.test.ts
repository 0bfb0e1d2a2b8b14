import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'kysely';
import { eventually } from '../../test/helpers/eventually';
import { openTestDb } from '../../test/helpers/db';
import type { Db } from '../db/connect';
import { JobQueue, QUEUES, type JobHandler, type QueueName } from './job-queue';

const quiet = { error: () => undefined, info: () => undefined, warn: () => undefined };

describe('JobQueue: a job whose worker died is handed back and finished by another (pg-boss on this database)', () => {
  let db: Db;
  const queues: JobQueue[] = [];
  /** Lets the delivery that never finished end, so its queue stops (pg-boss races a running handler with a 15-minute timer). */
  let releaseHung: () => void = () => undefined;
  before(async () => {
    db = await openTestDb();
  });
  after(async () => {
    releaseHung();
    for (const queue of queues) await queue.stop();
    await db.close();
  });

  /** A queue over the test database whose provision-service handler is `provision` (retried after 2 s); the others do nothing. */
  const queueWith = async (provision: JobHandler) => {
    // A schema of its own for pg-boss: the test database's (PostgreSQL) or pg-boss's default (PGlite).
    const schema = process.env.DATABASE_URL ? ((await sql<{ schema: string }>`select current_schema() as schema`.execute(db.db)).rows[0]!.schema) : 'pgboss';
    const queue = new JobQueue({ db: db.db, schema, pollSeconds: 0.5, heartbeatSeconds: 60, log: quiet });
    const handlers = Object.fromEntries(Object.values(QUEUES).map((q) => [q.name, async () => undefined])) as unknown as Record<QueueName, JobHandler>;
    await queue.start({ ...handlers, 'provision-service': provision }, []);
    queues.push(queue);
    return queue;
  };

  it('the run the dead worker held is retried once a process sweeps, and done once', async () => {
    let running: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (running = resolve));
    const done: number[] = [];
    // The first delivery never finishes (its process is about to be killed); any later one is done at once.
    const handler: JobHandler = async (_data, attempt) => {
      if (attempt.retryCount === 0) {
        running();
        await new Promise<void>((resolve) => (releaseHung = resolve));
        return;
      }
      done.push(attempt.retryCount);
    };
    const first = await queueWith(handler);
    await first.send('provision-service', { serviceId: 'handed-back' });
    await started;
    const [run] = await db.db.selectFrom('job_runs').selectAll().execute();
    expect(run).toMatchObject({ queue: 'provision-service' });
    // Killed: it beats no more (its last beat long ago), and a second process starts — its first sweep hands the run back.
    await db.db.updateTable('job_workers').set({ seen_at: sql`'epoch'::timestamptz` }).where('id', '=', run!.worker_id).execute();
    await queueWith(handler);
    // pg-boss retried it (its retry count one up, after the queue's retry delay), and it was done once.
    await eventually(() => done, (runs) => runs.length > 0, 'the handed-back job done', 120);
    expect(done).toEqual([1]);
    expect(await db.db.selectFrom('job_runs').select('job_id').where('job_id', '!=', run!.job_id).execute()).toEqual([]);
  });
});
