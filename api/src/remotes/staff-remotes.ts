import type { RemoteAuditEntry, RemoteCanaryUpdate, RemoteConfig, RemoteName, RemotePublishResult, RemoteUpdate, RemoteVersion } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { invalidField } from '../errors';
import { setCanary } from './canary';
import { publishRelease } from './release';
import { changeRemote } from './remote-changes';
import { findRemote, listRemoteAudit, listRemotes, type RegistryActor } from './remotes.repository';
import { readShellProvides } from './skew';
import { publishTarget } from './targets';
import { listVersions } from './versions';

/**
 * Staff control of the remotes at runtime (ADR 0002, 0010), as routes/admin/remotes.ts calls it: the registry's
 * entries and audit, versions, publishing. Changes throw VersionUnavailableError / CanaryIsPointerError / ReleaseError
 * for the route to answer.
 */
export async function listRemotesForStaff(deps: Pick<AreaDeps, 'db' | 'config'>): Promise<RemoteConfig[]> {
  return listRemotes(deps.db, deps.config);
}

/** Why the staff console's own remote is never switched off from the console: nobody could switch it back on there. */
export const STAFF_CONSOLE_ALWAYS_ON = 'The staff console cannot be switched off: staff would have no console left to switch it back on. Point it at another version instead.';

/**
 * A remote's enabled flag, version or disabled mode, with a reason (audited); undefined for a remote the registry
 * lacks. The staff console (mfe_staff) is never disabled here (STAFF_CONSOLE_ALWAYS_ON); an operator's `npm run remotes` with the server stopped changes the database directly and still can.
 */
export async function changeRemoteForStaff(deps: Pick<AreaDeps, 'db' | 'config'>, name: RemoteName, change: RemoteUpdate, by: RegistryActor): Promise<RemoteConfig | undefined> {
  if (name === 'mfe_staff' && change.enabled === false) throw invalidField('enabled', STAFF_CONSOLE_ALWAYS_ON);
  return changeRemote(deps.db, deps.config, name, change, by);
}

/** A remote's canary (a share of visitors on another version), with a reason (audited); undefined for a remote the registry lacks. */
export async function setCanaryForStaff(deps: Pick<AreaDeps, 'db' | 'config'>, name: RemoteName, change: RemoteCanaryUpdate, by: RegistryActor): Promise<RemoteConfig | undefined> {
  return setCanary(deps.db, deps.config, name, change, by);
}

/** The versions a remote can be pointed at, newest first, the pinned one marked. */
export async function listRemoteVersionsForStaff(deps: Pick<AreaDeps, 'db' | 'config'>, name: RemoteName): Promise<RemoteVersion[]> {
  const current = await findRemote(deps.db, name);
  return listVersions(publishTarget(deps.config.repoRoot), deps.config.repoRoot, name, current?.version ?? null);
}

/** Publishes a version of a remote (its files by relative path) at the clock's now, checked against the served shell's singletons. */
export async function publishRemoteVersion(
  deps: Pick<AreaDeps, 'db' | 'config' | 'clock'>,
  name: RemoteName,
  version: string,
  files: ReadonlyMap<string, Uint8Array>,
  publishedBy: string,
): Promise<RemotePublishResult> {
  const result = await publishRelease(publishTarget(deps.config.repoRoot), name, version, files, {
    publishedBy,
    now: deps.clock.now(),
    shellProvides: readShellProvides(deps.config.shellDist),
  });
  const current = await findRemote(deps.db, name);
  return {
    outcome: result.outcome,
    version: {
      version: result.record.version,
      published: true,
      localBuild: false,
      pinned: current?.version === result.record.version,
      publishedAt: result.record.publishedAt,
      publishedBy: result.record.publishedBy,
      size: result.record.size,
      integrity: result.record.manifestIntegrity,
    },
  };
}

/** The registry's changes (who, when, before, after, why), newest first. */
export async function listRemoteAuditForStaff(deps: Pick<AreaDeps, 'db'>, options: { limit: number; remote?: RemoteName }): Promise<RemoteAuditEntry[]> {
  return listRemoteAudit(deps.db, options);
}
