import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from './database';

export interface DbOptions {
  databaseUrl: string | null;
  dbSchema: string | null;
  dataDir: string | null;
  /** PostgreSQL pool size (default 20). */
  dbPoolSize?: number;
}

export interface Db {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  close: () => Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** PostgreSQL's type id of int8 (bigint, bigserial, count(*)). */
export const INT8_OID = 20;

/**
 * int8 read as a JS number on both drivers (pg answers strings, PGlite numbers or BigInt): money is bigint
 * cents bounded far below 2^53 (MAX_BALANCE_CENTS), so a value beyond a safe integer is a fault, not money.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} is beyond a safe JS integer`);
  return value;
}

/** PostgreSQL when DATABASE_URL is set (optionally in a schema of its own), else embedded PGlite. */
export async function connect(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { Pool, types } = await import('pg');
    const schema = options.dbSchema;
    if (schema) {
      if (!SCHEMA_NAME.test(schema)) throw new Error(`DB_SCHEMA "${schema}" is not a plain schema name`);
      const admin = new Pool({ connectionString: options.databaseUrl, max: 1 });
      await admin.query(`create schema if not exists "${schema}"`);
      await admin.end();
    }
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.dbPoolSize ?? 20,
      types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8_OID && format !== 'binary' ? parseInt8 : types.getTypeParser(oid, format))) as typeof types.getTypeParser },
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const parsers = { [INT8_OID]: parseInt8 };
  const pglite = options.dataDir ? new PGlite(options.dataDir, { parsers }) : new PGlite({ parsers });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
