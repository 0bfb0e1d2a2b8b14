import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { connect, type Db } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { migratedPgliteDump } from './pglite-dump';

/**
 * A migrated, empty database for unit tests that need one: in-memory PGlite (from the migrated dump), or — when DATABASE_URL is set —
 * a fresh PostgreSQL schema of its own, dropped on close.
 */
export async function openTestDb(): Promise<Db> {
  const databaseUrl = process.env.DATABASE_URL || null;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : null;
  const connection = await connect({ databaseUrl, dbSchema: schema, dataDir: null, pgliteDump: databaseUrl ? undefined : await migratedPgliteDump() });
  await migrateToLatest(connection.db, schema);
  return {
    ...connection,
    close: async () => {
      await connection.close();
      if (databaseUrl && schema) {
        const pool = new Pool({ connectionString: databaseUrl, max: 1 });
        await pool.query(`drop schema if exists "${schema}" cascade`);
        await pool.end();
      }
    },
  };
}
