import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2026_11_22_0001_initial';
import type { Database } from './database';

/** Migrations by date, imported statically (no folder scan: works the same under tsx, jest and a bundle). */
const MIGRATIONS: Record<string, Migration> = {
  '2026_11_22_0001_initial': initial,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
