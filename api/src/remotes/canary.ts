import type { Kysely } from 'kysely';
import { REMOTES, resolveRemoteVersion, type RemoteCanaryUpdate, type RemoteConfig, type RemoteName, type RemotePreviewClaim } from '@storefront/contracts';
import type { Database } from '../db/database';
import type { AreaDeps } from '../deps';
import { VersionUnavailableError } from './remote-changes';
import { canaryOf, registryChanged, stateOf, storedRegistry, toConfig, type RegistryActor, type RegistryConfig } from './remotes.repository';
import { publishTarget } from './targets';
import { isVersionAvailable } from './versions';

/** A canary of the version the pointer names already: nothing would differ. */
export class CanaryIsPointerError extends Error {}

/**
 * Starts, changes or ends (percent 0) a remote's canary — `percent` % of visitors get `version` — and records
 * it in the audit, in one transaction with the remote's row locked (like a pointer change). The version must be
 * available (published or the local build) unless the remote is served from elsewhere.
 */
export async function setCanary(
  db: Kysely<Database>,
  config: RegistryConfig,
  name: RemoteName,
  change: RemoteCanaryUpdate,
  by: RegistryActor,
): Promise<RemoteConfig | undefined> {
  if (change.percent > 0 && !config.remoteUrls[REMOTES[name].short]) {
    if (!(await isVersionAvailable(publishTarget(config.repoRoot), config.repoRoot, name, change.version))) throw new VersionUnavailableError(name, change.version);
  }
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('remotes').select(['name', 'version', 'enabled', 'routes', 'disabled_mode']).where('name', '=', name).forUpdate().executeTakeFirst();
    if (!row) return undefined;
    if (change.percent > 0 && change.version === row.version) throw new CanaryIsPointerError(`${name} points at ${row.version} already: a canary names another version.`);
    const before = await canaryOf(trx, name);
    const after = change.percent > 0 ? { version: change.version, percent: change.percent } : null;
    if (after) {
      await trx
        .insertInto('remote_canaries')
        .values({ remote: name, version: after.version, percent: after.percent })
        // eslint-disable-next-line storefront-api/no-wall-clock -- compared with remote_health.created_at, the database's time of writing
        .onConflict((oc) => oc.column('remote').doUpdateSet({ version: after.version, percent: after.percent, started_at: new Date() }))
        .execute();
    } else {
      await trx.deleteFrom('remote_canaries').where('remote', '=', name).execute();
    }
    await trx
      .insertInto('remote_audit')
      .values({
        remote: name,
        actor: by.actor,
        actor_user_id: by.userId ?? null,
        reason: change.reason,
        before: JSON.stringify(stateOf(row, before)),
        after: JSON.stringify(stateOf(row, after)),
      })
      .execute();
    return { row, canary: after };
  });
  registryChanged();
  if (!result) return undefined;
  const entry = await toConfig(config, result.row);
  return result.canary ? { ...entry, canary: result.canary } : entry;
}

/**
 * Who is asking for the registry: their bucket key (contracts' visitorKey) and a verified preview, if any;
 * `clearedPreview` when the answer clears a preview cookie that granted nothing (the answer is private then).
 */
export interface RegistryVisitor {
  key: string | null;
  preview: RemotePreviewClaim | null;
  clearedPreview?: boolean;
}

/** The report token of the visitor for a remote at the version they were assigned (report-token.ts). */
export type ReportTokenIssuer = (remote: string, version: string) => string;

/** visitorRegistry for an area caller: the database and configuration taken from the running api. */
export async function registryForVisitor(deps: Pick<AreaDeps, 'db' | 'config'>, visitor: RegistryVisitor, reportToken?: ReportTokenIssuer) {
  return visitorRegistry(deps.db, deps.config, visitor, reportToken);
}

/**
 * The registry as one visitor gets it (GET /api/config/remotes and the page the server renders for them): each
 * remote at the version contracts' resolveRemoteVersion picks — their preview, the canary for their bucket, or
 * the pointer. `variant` names what differs from the pointers ('' when nothing), for keying rendered pages;
 * `canaries` says whether any canary is under way (pages are then private to the visitor). With `reportToken`
 * (the browser's registry read, never a rendered page, which may be kept and shared), each entry of the pointer or
 * a canary carries the visitor's token for reporting on that version; a preview's reports count for nothing.
 */
export async function visitorRegistry(
  db: Kysely<Database>,
  config: RegistryConfig,
  visitor: RegistryVisitor,
  reportToken?: ReportTokenIssuer,
): Promise<{ registry: RemoteConfig[]; variant: string; canaries: boolean }> {
  const { rows, canaries, configOf } = await storedRegistry(db);
  const variant: string[] = [];
  const registry = await Promise.all(
    rows.map(async (row) => {
      const resolved = resolveRemoteVersion({ name: row.name, version: row.version, canary: canaries.get(row.name) }, visitor);
      if (resolved.channel !== 'stable') variant.push(`${row.name}@${resolved.version}`);
      // configOf's entries are shared by every reader of this registry read: the token goes on a copy.
      const entry = await configOf(config, { ...row, version: resolved.version });
      return reportToken && resolved.channel !== 'preview' ? { ...entry, reportToken: reportToken(row.name, resolved.version) } : entry;
    }),
  );
  return { registry, variant: variant.join(','), canaries: canaries.size > 0 };
}
