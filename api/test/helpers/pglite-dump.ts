import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

const DB_DIR = path.resolve(__dirname, '../../src/db');

/** What the dump depends on: the migrations and the PGlite build that ran them. */
function dumpKey(): string {
  const hash = createHash('sha256');
  const migrations = path.join(DB_DIR, 'migrations');
  for (const file of [path.join(DB_DIR, 'migrate.ts'), ...readdirSync(migrations).sort().map((name) => path.join(migrations, name))]) {
    hash.update(file).update(readFileSync(file));
  }
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  hash.update(readFileSync(path.join(dir, 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

let dump: Promise<Blob> | null = null;

/**
 * A dump of an in-memory PGlite with every migration run, made once and kept in the temp folder for the test
 * processes that follow (keyed by the migrations' and PGlite's own files). A fresh PGlite spends most of its start
 * in initdb (about 3 s here, far more on a busy machine), and every api test file opens one or more: each starts
 * from this dump instead, then seeds as the app always does. Two processes that find no dump both make one; the
 * rename makes either whole file the one kept.
 */
export function migratedPgliteDump(): Promise<Blob> {
  dump ??= (async () => {
    const folder = path.join(os.tmpdir(), 'storefront-api-tests');
    const file = path.join(folder, `pglite-migrated-${dumpKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const pglite = await PGlite.create();
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    try {
      await migrateToLatest(db, null);
      const made = await pglite.dumpDataDir('none');
      mkdirSync(folder, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await made.arrayBuffer()));
      renameSync(partial, file);
      return made;
    } finally {
      await db.destroy();
    }
  })();
  return dump;
}
