import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Kysely, PostgresDialect, type DatabaseIntrospector } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import lockfile from 'proper-lockfile';
import type { Database } from './database';
import { SchemaIntrospector } from './schema-introspector';

export interface DbOptions {
  databaseUrl: string | null;
  dbSchema: string | null;
  dataDir: string | null;
  /** PostgreSQL pool size (default 20). */
  dbPoolSize?: number;
  /**
   * In-memory PGlite only: start from this dump of a data folder (PGlite's `dumpDataDir`) instead of an empty
   * database, which skips its initdb (the api tests start each file from one migrated dump: test/helpers/pglite-dump.ts).
   */
  pgliteDump?: Blob;
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
    // In a schema of its own, the migrator looks only there (schema-introspector.ts says why).
    const dialect = schema
      ? new (class extends PostgresDialect {
          override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
            return new SchemaIntrospector(db, schema);
          }
        })({ pool })
      : new PostgresDialect({ pool });
    const db = new Kysely<Database>({ dialect });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const release = options.dataDir ? await lockDataDir(options.dataDir) : async () => undefined;
  const parsers = { [INT8_OID]: parseInt8 };
  const pglite = options.dataDir ? new PGlite(options.dataDir, { parsers }) : new PGlite({ parsers, loadDataDir: options.pgliteDump });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await release();
    },
  };
}

/**
 * One process per embedded database folder. PGlite does not lock its folder, and two servers writing one folder
 * (a second `npm start`, a server left running) corrupt it or hang at start. The folder is locked while the
 * server runs (proper-lockfile: a lock directory refreshed every few seconds, so the lock of a process that
 * died goes stale and is taken over); a second server is refused with what to do. The holder's process id is kept
 * beside the lock (`<folder>.pid`): a server that was killed (`kill -9`, a crash) leaves a lock that looks fresh for a
 * minute, and a start on the same machine takes it over at once when that process is gone.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockfilePath = `${dataDir}.lock`;
  const pidFile = `${dataDir}.pid`;
  const take = () =>
    lockfile.lock(dataDir, {
      lockfilePath,
      // Stale after a minute: opening PGlite can hold the event loop for many seconds on a saturated machine, and a
      // lock not refreshed meanwhile must not look abandoned (a second server would take it over).
      stale: 60_000,
      update: 10_000,
      realpath: false,
      // A refresh that came late (a saturated machine) must not stop the server: say it, and carry on.
      onCompromised: (error) => process.emitWarning(`The lock of ${dataDir} could not be kept fresh: ${error.message}`),
    });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    if (!holderIsGone(pidFile)) throw new Error(`The database folder ${dataDir} is in use by another storefront server: stop that server, or give this one another DATA_DIR.`);
    // Its holder died without releasing it (PostgreSQL's own recovery replays the folder's log as PGlite opens it).
    rmSync(lockfilePath, { recursive: true, force: true });
    release = await take();
  }
  writeFileSync(pidFile, String(process.pid));
  return async () => {
    rmSync(pidFile, { force: true });
    await release();
  };
}

/** Whether the process that wrote `pidFile` is gone (no file, or no such process: ESRCH); alive or unknown is not gone. */
function holderIsGone(pidFile: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim());
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as { code?: string }).code === 'ESRCH';
  }
}
