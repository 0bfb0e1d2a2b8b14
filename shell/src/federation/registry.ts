import { registerRemotes } from '@module-federation/enhanced/runtime';
import { callEndpoint } from '@storefront/platform';
import { parseRemoteRegistry, platformEndpoints, type RemoteConfig } from '@storefront/contracts';

/** Reads the runtime registry (GET /api/config/remotes): nothing about a remote is compiled into the shell. */
export async function fetchRegistry(): Promise<RemoteConfig[]> {
  // Checked at run time without zod: a malformed registry throws here and the shell shows its fallback.
  return parseRemoteRegistry(await callEndpoint(platformEndpoints.getRemoteRegistry, undefined, { headers: { 'Cache-Control': 'no-cache' } }));
}

/** Tells the federation runtime where each enabled remote's manifest is. Disabled remotes are never registered. */
export function registerEnabledRemotes(registry: readonly RemoteConfig[], force = false): void {
  const remotes = registry
    .filter((remote) => remote.enabled)
    .map((remote) => ({ name: remote.name, entry: new URL(remote.manifest, window.location.href).toString() }));
  registerRemotes(remotes, { force });
}
