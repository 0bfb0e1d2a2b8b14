import type { Kysely } from 'kysely';
import { REMOTES, type RemoteAuditEntry, type RemoteCanary, type RemoteConfig, type RemoteName, type RemoteState, type RemoteUpdate } from '@storefront/contracts';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { publishTarget } from './targets';
import { cachedRecord } from './versions';

export type RemoteRow = { name: string; version: string; enabled: boolean; routes: string[]; disabled_mode: 'maintenance' | 'construction' };
export type RegistryConfig = Pick<AppConfig, 'remotesBaseUrl' | 'remoteUrls' | 'repoRoot'>;

/** The manifest URL is derived from the version: a rollback is a pointer change. */
export function manifestUrl(config: Pick<AppConfig, 'remotesBaseUrl' | 'remoteUrls'>, name: string, version: string): string {
  const short = REMOTES[name as RemoteName]?.short ?? name;
  const override = config.remoteUrls[short];
  if (override) return `${override}/mf-manifest.json`;
  return `${config.remotesBaseUrl}/${short}/${encodeURIComponent(version)}/mf-manifest.json`;
}

/** The SRI of the pointed version's manifest when that version was published here (none for a remote served elsewhere). */
async function integrityOf(config: RegistryConfig, name: string, version: string): Promise<string | undefined> {
  const short = REMOTES[name as RemoteName]?.short;
  if (!short || config.remoteUrls[short]) return undefined;
  return (await cachedRecord(publishTarget(config.repoRoot), short, version))?.manifestIntegrity;
}

export async function toConfig(config: RegistryConfig, row: RemoteRow): Promise<RemoteConfig> {
  const entry: RemoteConfig = {
    name: row.name,
    manifest: manifestUrl(config, row.name, row.version),
    version: row.version,
    enabled: row.enabled,
    routes: row.routes,
    disabledMode: row.disabled_mode,
  };
  const integrity = await integrityOf(config, row.name, row.version);
  if (integrity) entry.integrity = integrity;
  return entry;
}

export const stateOf = (row: Pick<RemoteRow, 'enabled' | 'version' | 'disabled_mode'>, canary?: RemoteCanary | null): RemoteState => ({
  enabled: row.enabled,
  version: row.version,
  disabledMode: row.disabled_mode,
  ...(canary === undefined ? {} : { canary }),
});

/** The canary of a remote inside a transaction (null: none). */
export async function canaryOf(db: Kysely<Database>, name: string): Promise<RemoteCanary | null> {
  const row = await db.selectFrom('remote_canaries').select(['version', 'percent']).where('remote', '=', name).executeTakeFirst();
  return row ? { version: row.version, percent: Number(row.percent) } : null;
}

let generation = 0;

/**
 * Counts the registry changes this process made: what was rendered with an older registry is not served again
 * (a change made by another process, the CLI on the database, is seen within the rendered pages' second).
 */
export function registryGeneration(): number {
  return generation;
}

/** A change of this process other than a pointer's (a canary, an automatic rollback). */
export function registryChanged(): void {
  generation += 1;
}

export async function listRemoteRows(db: Kysely<Database>): Promise<RemoteRow[]> {
  return db.selectFrom('remotes').select(['name', 'version', 'enabled', 'routes', 'disabled_mode']).orderBy('name').execute();
}

/** Canaries under way by remote (percent as a number). */
export async function listCanaries(db: Kysely<Database>): Promise<Map<string, RemoteCanary>> {
  const rows = await db.selectFrom('remote_canaries').select(['remote', 'version', 'percent']).execute();
  return new Map(rows.map((row) => [row.remote, { version: row.version, percent: Number(row.percent) }]));
}

/** The registry as stored: the pointers and the canaries under way. */
export interface StoredRegistry {
  rows: RemoteRow[];
  canaries: Map<string, RemoteCanary>;
  /** A row's entry at a version (the pointer's or a canary's), made once per read: its integrity is read from the published files. */
  configOf: (config: RegistryConfig, row: RemoteRow) => Promise<RemoteConfig>;
}

function storedRegistryOf(rows: RemoteRow[], canaries: Map<string, RemoteCanary>): StoredRegistry {
  const entries = new Map<string, Promise<RemoteConfig>>();
  return {
    rows,
    canaries,
    configOf: (config, row) => {
      const key = `${row.name}@${row.version}`;
      let entry = entries.get(key);
      if (!entry) entries.set(key, (entry = toConfig(config, row)));
      return entry;
    },
  };
}

/**
 * How long a process answers from what it last read of the registry. Every page a visitor asks and every open tab's
 * registry poll needs it: read per request it was three queries in a row on the one PGlite connection and a look for
 * each remote's published files, and the server-rendered home page went from 13,000 to 750 answers a second. A change this process makes is seen at once
 * (the generation); one made elsewhere (the CLI, another replica) within this second, as the pages kept for a second are.
 */
const REGISTRY_READ_MS = 1000;
const registryReads = new WeakMap<Kysely<Database>, { at: number; generation: number; read: Promise<StoredRegistry> }>();

/** The registry as stored, read at most once a second per database and again after a change of this process. Not to be changed by the caller. */
export function storedRegistry(db: Kysely<Database>): Promise<StoredRegistry> {
  const kept = registryReads.get(db);
  // eslint-disable-next-line storefront-api/no-wall-clock -- the registry read's age, a cache's (real time)
  if (kept && kept.generation === generation && Date.now() - kept.at <= REGISTRY_READ_MS) return kept.read;
  // eslint-disable-next-line storefront-api/no-wall-clock -- the registry read's age, a cache's (real time)
  const entry = { at: Date.now(), generation, read: Promise.all([listRemoteRows(db), listCanaries(db)]).then(([rows, canaries]) => storedRegistryOf(rows, canaries)) };
  registryReads.set(db, entry);
  entry.read.catch(() => {
    if (registryReads.get(db) === entry) registryReads.delete(db);
  });
  return entry.read;
}

/** Staff's view of the registry: the pointers, and the canary of each remote that has one. */
export async function listRemotes(db: Kysely<Database>, config: RegistryConfig): Promise<RemoteConfig[]> {
  const [rows, canaries] = await Promise.all([listRemoteRows(db), listCanaries(db)]);
  return Promise.all(
    rows.map(async (row) => {
      const entry = await toConfig(config, row);
      const canary = canaries.get(row.name);
      return canary ? { ...entry, canary } : entry;
    }),
  );
}

export async function findRemote(db: Kysely<Database>, name: RemoteName): Promise<RemoteState | undefined> {
  const row = await db.selectFrom('remotes').select(['version', 'enabled', 'disabled_mode']).where('name', '=', name).executeTakeFirst();
  return row ? stateOf(row) : undefined;
}

/** Who changes the registry: a staff member (email and id), `cli:<os user>`, or `system`. */
export interface RegistryActor {
  actor: string;
  userId?: string | null;
}

/**
 * Changes a remote's entry and records the change in the audit, in one transaction: the row is locked, so
 * two changes at once are recorded in order, each with the entry it really changed. Undefined for an unknown
 * remote. The caller checks that a version is available (remote-changes.ts).
 */
export async function updateRemote(
  db: Kysely<Database>,
  config: RegistryConfig,
  name: RemoteName,
  change: RemoteUpdate,
  by: RegistryActor,
): Promise<RemoteConfig | undefined> {
  const row = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('remotes').select(['version', 'enabled', 'disabled_mode']).where('name', '=', name).forUpdate().executeTakeFirst();
    if (!before) return undefined;
    const canary = await canaryOf(trx, name);
    const updated = await trx
      .updateTable('remotes')
      .set({
        ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
        ...(change.version !== undefined ? { version: change.version } : {}),
        ...(change.disabledMode !== undefined ? { disabled_mode: change.disabledMode } : {}),
        // eslint-disable-next-line storefront-api/no-wall-clock -- when staff made the change, kept for the audit
        updated_at: new Date(),
      })
      .where('name', '=', name)
      .returning(['name', 'version', 'enabled', 'routes', 'disabled_mode'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('remote_audit')
      .values({
        remote: name,
        actor: by.actor,
        actor_user_id: by.userId ?? null,
        reason: change.reason,
        before: JSON.stringify(stateOf(before, canary)),
        after: JSON.stringify(stateOf(updated, canary)),
      })
      .execute();
    return updated;
  });
  generation += 1;
  return row ? toConfig(config, row) : undefined;
}

/** The registry's changes, newest first. */
export async function listRemoteAudit(db: Kysely<Database>, options: { limit: number; remote?: RemoteName }): Promise<RemoteAuditEntry[]> {
  let query = db.selectFrom('remote_audit').select(['id', 'remote', 'actor', 'reason', 'before', 'after', 'created_at']);
  if (options.remote) query = query.where('remote', '=', options.remote);
  const rows = await query.orderBy('id', 'desc').limit(options.limit).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    remote: row.remote,
    actor: row.actor,
    at: new Date(row.created_at).toISOString(),
    before: typeof row.before === 'string' ? (JSON.parse(row.before) as RemoteState) : row.before,
    after: typeof row.after === 'string' ? (JSON.parse(row.after) as RemoteState) : row.after,
    reason: row.reason,
  }));
}
