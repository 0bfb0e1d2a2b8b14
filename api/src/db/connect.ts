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

/** PostgreSQL when DATABASE_URL is set (optionally in a schema of its own), else embedded PGlite. */
export async function connect(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
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
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
