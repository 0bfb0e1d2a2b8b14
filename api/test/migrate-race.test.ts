import { randomBytes } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { expect } from 'expect';
import { Pool } from 'pg';
import { connect } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';

const databaseUrl = process.env.DATABASE_URL || null;
const skip = databaseUrl ? false : 'the race is between schemas of one PostgreSQL database (set DATABASE_URL)';
const schemaName = () => `test_${randomBytes(6).toString('hex')}`;

describe('migrations beside other schemas being dropped (PostgreSQL)', { skip }, () => {
  const own = schemaName();
  const admin = databaseUrl ? new Pool({ connectionString: databaseUrl, max: 2 }) : null;
  after(async () => {
    await admin?.query(`drop schema if exists "${own}" cascade`);
    await admin?.end();
  });

  it('brings a schema of its own to the latest migration while other schemas come and go (the api suite drops each file\'s schema when done)', async () => {
    const connection = await connect({ databaseUrl, dbSchema: own, dataDir: null });
    let churning = true;
    // Another test file's life, again and again: a schema with a table appears and is dropped.
    const churn = (async () => {
      while (churning) {
        const other = schemaName();
        await admin!.query(`create schema "${other}"; create table "${other}".t (id int)`);
        await admin!.query(`drop schema "${other}" cascade`);
      }
    })();
    try {
      await migrateToLatest(connection.db, own);
      await migrateToLatest(connection.db, own);
    } finally {
      churning = false;
      await churn;
      await connection.close();
    }
    const tables = await admin!.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = $1`, [own]);
    expect(tables.rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(['kysely_migration', 'users', 'orders']));
  });
});
