import { registerRemotes } from '@module-federation/enhanced/runtime';
import { apiClient } from '@storefront/platform';
import { parseRemoteRegistry, type RemoteConfig } from '@storefront/contracts';

/** Reads the runtime registry (GET /api/config/remotes): nothing about a remote is compiled into the shell. */
export async function fetchRegistry(): Promise<RemoteConfig[]> {
  const response = await apiClient.get<unknown>('/config/remotes', { headers: { 'Cache-Control': 'no-cache' } });
  return parseRemoteRegistry(response.data);
}

/** Tells the federation runtime where each enabled remote's manifest is. Disabled remotes are never registered. */
export function registerEnabledRemotes(registry: readonly RemoteConfig[], force = false): void {
  const remotes = registry
    .filter((remote) => remote.enabled)
    .map((remote) => ({ name: remote.name, entry: new URL(remote.manifest, window.location.href).toString() }));
  registerRemotes(remotes, { force });
}
