import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One api process working the job queue, alive while it beats (jobs/worker-liveness.ts). */
export interface JobWorkersTable {
  id: string;
  started_at: Timestamp;
  /** Its last heartbeat, by the database's clock. */
  seen_at: Timestamp;
}

/** A job a worker has in hand: written when its run starts, removed when it ends (done or thrown). */
export interface JobRunsTable {
  /** pg-boss's job id. */
  job_id: string;
  queue: string;
  worker_id: string;
  started_at: Timestamp;
}

export interface JobRunTables {
  job_workers: JobWorkersTable;
  job_runs: JobRunsTable;
}
