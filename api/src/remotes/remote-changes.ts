import type { Kysely } from 'kysely';
import { REMOTES, type RemoteConfig, type RemoteName, type RemoteUpdate } from '@storefront/contracts';
import type { Database } from '../db/database';
import { updateRemote, type RegistryActor, type RegistryConfig } from './remotes.repository';
import { publishTarget } from './targets';
import { isVersionAvailable } from './versions';

/** A pointer to a version that is neither published nor the remote's local build. */
export class VersionUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly version: string,
  ) {
    super(
      `${remote} ${version} is not available: it is neither published (npm run release -w @storefront/mfe-${REMOTES[remote].short}) nor the version of mfe-${REMOTES[remote].short}/dist. GET /api/admin/remotes/${REMOTES[remote].short}/versions lists the available ones.`,
    );
  }
}

/**
 * Staff's change of a remote's entry (the endpoint and the CLI): a new version must be available — published in
 * the target or the local build — unless the remote is served from another origin (REMOTE_<SHORT>_URL), whose
 * files this server cannot see. The change and its audit row are one transaction.
 */
export async function changeRemote(
  db: Kysely<Database>,
  config: RegistryConfig,
  name: RemoteName,
  change: RemoteUpdate,
  by: RegistryActor,
): Promise<RemoteConfig | undefined> {
  if (change.version !== undefined && !config.remoteUrls[REMOTES[name].short]) {
    if (!(await isVersionAvailable(publishTarget(config.repoRoot), config.repoRoot, name, change.version))) throw new VersionUnavailableError(name, change.version);
  }
  return updateRemote(db, config, name, change, by);
}
