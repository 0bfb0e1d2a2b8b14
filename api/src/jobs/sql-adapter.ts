import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database';

/** pg-boss's database adapter: `executeSql(text, values)` answering `{ rows }`. */
export interface SqlAdapter {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Splits a script of several statements at its top-level semicolons, leaving those inside quotes,
 * dollar-quoted bodies ($$ … $$, $tag$ … $tag$) and comments alone.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < script.length) {
    const ch = script[i]!;
    if (ch === "'" || ch === '"') {
      const close = script.indexOf(ch, i + 1);
      i = close === -1 ? script.length : close + 1;
      continue;
    }
    if (ch === '-' && script[i + 1] === '-') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end + 1;
      continue;
    }
    if (ch === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(i));
      if (tag) {
        const close = script.indexOf(tag[0], i + tag[0].length);
        i = close === -1 ? script.length : close + tag[0].length;
        continue;
      }
    }
    if (ch === ';') {
      statements.push(script.slice(start, i));
      start = i + 1;
    }
    i += 1;
  }
  statements.push(script.slice(start));
  return statements.map((s) => s.trim()).filter((s) => s !== '');
}

/**
 * Runs pg-boss's SQL through Kysely, so the queue shares the app's database and its connection discipline:
 * on PGlite (one connection) every call waits its turn behind the app's transactions instead of slipping into
 * one of them; in a transaction (`trx`) a job is written with the change that caused it, or not at all.
 * A script of several statements without parameters (pg-boss's schema and maintenance, wrapped in
 * BEGIN … COMMIT) runs statement by statement on one connection: PGlite's extended protocol takes one at a time.
 */
export function kyselySqlAdapter(db: Db): SqlAdapter {
  return {
    async executeSql(text, values = []) {
      if (values.length === 0) {
        const statements = splitStatements(text);
        if (statements.length > 1) {
          return db.connection().execute(async (conn) => {
            let last: { rows: unknown[] } = { rows: [] };
            try {
              for (const statement of statements) last = await conn.executeQuery(CompiledQuery.raw(statement, []));
            } catch (error) {
              // A script that opened a transaction and failed inside it must not leave the connection in it.
              if (/^begin\b/i.test(statements[0]!)) await conn.executeQuery(CompiledQuery.raw('rollback', [])).catch(() => undefined);
              throw error;
            }
            return { rows: [...last.rows] };
          });
        }
      }
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: [...result.rows] };
    },
  };
}

/** The queue's own adapter, which its stop() closes (closingSqlAdapter). */
export interface ClosingSqlAdapter extends SqlAdapter {
  /**
   * Refuses every later call and settles once the calls already running have, or after `graceMs` at most (answering
   * the number still running then): a call that can never end must not hold the api's shutdown for ever.
   */
  close(graceMs?: number): Promise<number>;
}

/**
 * An adapter its owner can close before the database closes. pg-boss's stop() waits for the jobs in hand but not for
 * a worker's fetch or a maintenance query already sent (a worker only stops looping), so one of those could reach a
 * destroyed database after the api had closed it ("driver has already been destroyed", seen once in CI). Closed, it
 * waits for the calls running, within a grace period, and a later call of pg-boss's leftovers (a timer callback
 * already under way) is never answered: neither rows it would act on nor an error, which some of pg-boss's timer
 * paths leave unhandled (an unhandled JobQueueStoppedError failed a CI run). A pending promise holds no handle, so
 * the process still exits. The queue's own sends never come here (job-queue.ts gives each its adapter).
 */
export function closingSqlAdapter(inner: SqlAdapter): ClosingSqlAdapter {
  const running = new Set<Promise<unknown>>();
  let closed = false;
  return {
    async executeSql(text, values) {
      if (closed) return new Promise<never>(() => undefined);
      const call = inner.executeSql(text, values);
      running.add(call);
      try {
        return await call;
      } finally {
        running.delete(call);
      }
    },
    async close(graceMs = 5_000) {
      closed = true;
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), graceMs);
      });
      try {
        while (running.size > 0) {
          if ((await Promise.race([Promise.allSettled([...running]), grace])) === 'late') break;
        }
      } finally {
        clearTimeout(timer);
      }
      return running.size;
    },
  };
}
