import { describe, it } from 'node:test';
import { expect } from 'expect';
import { closingSqlAdapter, splitStatements, type SqlAdapter } from './sql-adapter';

describe('splitStatements (pg-boss scripts on PGlite, one statement at a time)', () => {
  it('splits at top-level semicolons only', () => {
    const script = `
      BEGIN;
      SET LOCAL lock_timeout = '30s';
      CREATE FUNCTION s.f(q text) RETURNS VOID AS
      $$
      DECLARE t varchar := 'a;b';
      BEGIN
        EXECUTE format('CREATE TABLE s.%I (x int); -- not here', t);
      END;
      $$ LANGUAGE plpgsql;
      -- a comment; with a semicolon
      SELECT 'it''s; fine', "odd;name" FROM s.t;
      COMMIT;
    `;
    const statements = splitStatements(script);
    expect(statements).toHaveLength(5);
    expect(statements[0]).toBe('BEGIN');
    expect(statements[2]).toMatch(/^CREATE FUNCTION[\s\S]*LANGUAGE plpgsql$/);
    expect(statements[3]).toMatch(/SELECT 'it''s; fine', "odd;name" FROM s\.t$/);
    expect(statements[4]).toBe('COMMIT');
  });

  it('leaves a single statement (and tagged dollar quotes) whole', () => {
    expect(splitStatements('SELECT 1')).toEqual(['SELECT 1']);
    expect(splitStatements('DO $body$ BEGIN PERFORM 1; END $body$;')).toEqual(['DO $body$ BEGIN PERFORM 1; END $body$']);
  });
});

/** Whether a promise has settled by the next task. */
const settledSoon = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true, () => true), new Promise<boolean>((resolve) => setImmediate(() => resolve(false)))]);

describe('closingSqlAdapter (the queue stops before the database closes)', () => {
  it('closes only once the calls already running have ended, and answers no call after it', async () => {
    const answers: ((rows: unknown[]) => void)[] = [];
    const inner: SqlAdapter = { executeSql: () => new Promise((resolve) => answers.push((rows) => resolve({ rows }))) };
    const adapter = closingSqlAdapter(inner);
    const fetch = adapter.executeSql('select 1');
    const maintenance = adapter.executeSql('select 2');
    let closed = false;
    const closing = adapter.close().then(() => {
      closed = true;
    });
    // a call after close reaches nothing and is never answered: no rows to act on, no error left unhandled
    expect(await settledSoon(adapter.executeSql('select 3'))).toBe(false);
    expect(answers).toHaveLength(2);
    answers[0]!([{ a: 1 }]);
    expect(await fetch).toEqual({ rows: [{ a: 1 }] });
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    answers[1]!([]);
    await closing;
    expect(closed).toBe(true);
    expect(await maintenance).toEqual({ rows: [] });
  });

  it('does not wait for ever for a call that never ends: closed after its grace, naming how many still run', async () => {
    const adapter = closingSqlAdapter({ executeSql: () => new Promise(() => undefined) });
    void adapter.executeSql('select pg_sleep(1e9)');
    expect(await adapter.close(20)).toBe(1);
    expect(await settledSoon(adapter.executeSql('select 1'))).toBe(false);
  });

  it('closes at once when nothing is running, and a failed call does not hold it', async () => {
    const adapter = closingSqlAdapter({ executeSql: () => Promise.reject(new Error('syntax error')) });
    await expect(adapter.executeSql('select')).rejects.toThrow('syntax error');
    expect(await adapter.close()).toBe(0);
    expect(await settledSoon(adapter.executeSql('select 1'))).toBe(false);
  });
});
