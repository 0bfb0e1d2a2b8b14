import type { Kysely } from 'kysely';
import { REMOTES, type RemoteConfig, type RemoteName, type RemoteUpdate } from '@storefront/contracts';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';

type RemoteRow = { name: string; version: string; enabled: boolean; routes: string[]; disabled_mode: 'maintenance' | 'construction' };

/** The manifest URL is derived from the version: a rollback is a pointer change. */
export function manifestUrl(config: Pick<AppConfig, 'remotesBaseUrl' | 'remoteUrls'>, name: string, version: string): string {
  const short = REMOTES[name as RemoteName]?.short ?? name;
  const override = config.remoteUrls[short];
  if (override) return `${override}/mf-manifest.json`;
  return `${config.remotesBaseUrl}/${short}/${encodeURIComponent(version)}/mf-manifest.json`;
}

function toConfig(config: Pick<AppConfig, 'remotesBaseUrl' | 'remoteUrls'>, row: RemoteRow): RemoteConfig {
  return {
    name: row.name,
    manifest: manifestUrl(config, row.name, row.version),
    version: row.version,
    enabled: row.enabled,
    routes: row.routes,
    disabledMode: row.disabled_mode,
  };
}

let generation = 0;

/**
 * Counts the registry changes this process made: what was rendered with an older registry is not served again
 * (a change made by another process, the CLI on the database, is seen within the rendered pages' second).
 */
export function registryGeneration(): number {
  return generation;
}

export async function listRemotes(db: Kysely<Database>, config: Pick<AppConfig, 'remotesBaseUrl' | 'remoteUrls'>): Promise<RemoteConfig[]> {
  const rows = await db.selectFrom('remotes').select(['name', 'version', 'enabled', 'routes', 'disabled_mode']).orderBy('name').execute();
  return rows.map((row) => toConfig(config, row));
}

export async function updateRemote(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'remotesBaseUrl' | 'remoteUrls'>,
  name: RemoteName,
  change: RemoteUpdate,
): Promise<RemoteConfig | undefined> {
  const row = await db
    .updateTable('remotes')
    .set({
      ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
      ...(change.version !== undefined ? { version: change.version } : {}),
      ...(change.disabledMode !== undefined ? { disabled_mode: change.disabledMode } : {}),
      updated_at: new Date(),
    })
    .where('name', '=', name)
    .returning(['name', 'version', 'enabled', 'routes', 'disabled_mode'])
    .executeTakeFirst();
  generation += 1;
  return row ? toConfig(config, row) : undefined;
}
