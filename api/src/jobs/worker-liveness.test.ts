import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'kysely';
import { openTestDb } from '../../test/helpers/db';
import type { Db } from '../db/connect';
import { MISSED_BEATS, WorkerLiveness } from './worker-liveness';

const quiet = { error: () => undefined, warn: () => undefined };

describe('WorkerLiveness (a job whose process died is retried at once, by whichever process sweeps)', () => {
  let db: Db;
  before(async () => {
    db = await openTestDb();
  });
  after(async () => db.close());

  /** A worker whose handed-back runs are collected instead of failed at pg-boss. */
  const worker = (handedBack: { queue: string; jobId: string }[] = []) => new WorkerLiveness(db.db, 1, async (_trx, run) => void handedBack.push(run), quiet);
  /** A run of `worker` that has started (its record written) and lasts until released. */
  const started = (on: WorkerLiveness, queue: string, jobId: string) => {
    let release: () => void = () => undefined;
    let running: () => void = () => undefined;
    const isRunning = new Promise<void>((resolve) => (running = resolve));
    const done = on.run(queue, jobId, () => {
      running();
      return new Promise<void>((resolve) => (release = resolve));
    });
    return { running: isRunning, done, release: () => release() };
  };
  /** The worker as if its last beat was `seconds` ago. */
  const silence = (id: string, seconds: number) =>
    db.db.updateTable('job_workers').set({ seen_at: sql`now() - make_interval(secs => ${seconds})` }).where('id', '=', id).execute();

  it('hands back the runs of a worker that missed its beats, once, and leaves a live worker\'s alone', async () => {
    const dead = worker();
    const alive = worker();
    await dead.beat();
    await alive.beat();
    // Runs that never end here: the dead worker's as a killed process leaves them, the live one's still working.
    const deadRun = started(dead, 'fulfil-domain', '00000000-0000-4000-8000-000000000001');
    const liveRun = started(alive, 'provision-service', '00000000-0000-4000-8000-000000000002');
    await Promise.all([deadRun.running, liveRun.running]);

    await silence(dead.workerId, MISSED_BEATS + 1);
    const handedBack: { queue: string; jobId: string }[] = [];
    const sweeper = worker(handedBack);
    expect(await sweeper.sweep()).toBe(1);
    expect(handedBack).toEqual([{ queue: 'fulfil-domain', jobId: '00000000-0000-4000-8000-000000000001' }]);
    // Swept once: a second sweep (another replica's) finds nothing, and the dead worker is forgotten once it holds nothing.
    expect(await sweeper.sweep()).toBe(0);
    const workers = (await db.db.selectFrom('job_workers').select('id').execute()).map((row) => row.id);
    expect(workers).toContain(alive.workerId);
    expect(workers).not.toContain(dead.workerId);
    expect((await db.db.selectFrom('job_runs').select('job_id').execute()).map((row) => row.job_id)).toEqual(['00000000-0000-4000-8000-000000000002']);

    deadRun.release();
    liveRun.release();
    await Promise.all([deadRun.done, liveRun.done]);
    expect(await db.db.selectFrom('job_runs').select('job_id').execute()).toEqual([]);
  });

  it('a worker silent for less than its missed beats keeps its runs', async () => {
    const slow = worker();
    await slow.beat();
    const run = started(slow, 'service-provider-action', '00000000-0000-4000-8000-000000000003');
    await run.running;
    await silence(slow.workerId, MISSED_BEATS - 1);
    expect(await worker().sweep()).toBe(0);
    run.release();
    await run.done;
  });

  it('a stopped worker is gone at once: what it still held is handed back by the next sweep', async () => {
    const stopping = worker();
    await stopping.beat();
    const run = started(stopping, 'provision-service', '00000000-0000-4000-8000-000000000004');
    await run.running;
    await stopping.stop();
    const handedBack: { queue: string; jobId: string }[] = [];
    expect(await worker(handedBack).sweep()).toBe(1);
    expect(handedBack).toEqual([{ queue: 'provision-service', jobId: '00000000-0000-4000-8000-000000000004' }]);
    run.release();
    await run.done;
  });

  it('a run that throws is no longer recorded, and its error reaches the queue', async () => {
    const failing = worker();
    await failing.beat();
    await expect(failing.run('fulfil-domain', '00000000-0000-4000-8000-000000000005', async () => Promise.reject(new Error('registry down')))).rejects.toThrow('registry down');
    expect(await db.db.selectFrom('job_runs').select('job_id').where('job_id', '=', '00000000-0000-4000-8000-000000000005').execute()).toEqual([]);
  });
});
