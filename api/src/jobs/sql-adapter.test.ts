import { describe, it } from 'node:test';
import { expect } from 'expect';
import { splitStatements } from './sql-adapter';

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
