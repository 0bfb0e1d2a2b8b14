import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { callEndpoint } from '@storefront/platform';
import { parseRemoteRegistry, platformEndpoints, type RemoteConfig } from '@storefront/contracts';
import { remoteIntegrityPlugin } from './integrity-plugin';
import { createRemoteIntegrity } from './remote-integrity';
import { installScriptIntegrityGuard } from './script-integrity-guard';
import { rememberReportTokens } from '../monitoring/remote-health';

/** A registry answer of the api, its report tokens kept for the load reports (monitoring/remote-health.ts). */
function read(value: unknown): RemoteConfig[] {
  const registry = parseRemoteRegistry(value);
  rememberReportTokens(registry);
  return registry;
}

/** Reads the runtime registry (GET /api/config/remotes): nothing about a remote is compiled into the shell. */
export async function fetchRegistry(): Promise<RemoteConfig[]> {
  // Checked at run time without zod: a malformed registry throws here and the shell shows its fallback.
  // eslint-disable-next-line storefront-reads/no-read-by-call -- the page's boot: read before any remote or the query module loads, revalidated (no-cache), never cached for a page
  return read(await callEndpoint(platformEndpoints.getRemoteRegistry, undefined, { headers: { 'Cache-Control': 'no-cache' } }));
}

/** A revalidated read: `null` when the registry has not changed since `etag` (304). */
export async function fetchRegistryIfChanged(etag: string | undefined): Promise<{ registry: RemoteConfig[]; etag?: string } | null> {
  const response = await fetch(platformEndpoints.getRemoteRegistry.path, {
    headers: { Accept: 'application/json', ...(etag ? { 'If-None-Match': etag } : {}) },
    credentials: 'same-origin',
    cache: 'no-cache',
  });
  if (response.status === 304) return null;
  if (!response.ok) throw new Error(`GET ${platformEndpoints.getRemoteRegistry.path}: HTTP ${response.status}`);
  return { registry: read(await response.json()), etag: response.headers.get('ETag') ?? undefined };
}

/** The page's integrity checks (docs/adr/0010-remote-releases.md): a published version's files must be its own. */
export const pageIntegrity = createRemoteIntegrity();
let integrityInstalled = false;

/** Registers the integrity plugin with the page's federation runtime and guards the scripts remotes append. */
function installIntegrity(): void {
  if (integrityInstalled) return;
  integrityInstalled = true;
  const report = (error: Error) => console.error(error.message);
  registerPlugins([remoteIntegrityPlugin(pageIntegrity, { report })]);
  installScriptIntegrityGuard(pageIntegrity, report);
}

/** The manifest URL and version each remote is registered at with the federation runtime. */
const registered = new Map<string, { entry: string; version: string }>();
/** Each version folder's webpack chunk-loading array, kept while another version of the remote is registered. */
const chunkArrays = new Map<string, unknown>();

function manifestUrl(remote: RemoteConfig): string {
  return new URL(remote.manifest, window.location.href).toString();
}

/**
 * Two versions of a remote share its webpack chunk-loading global (`webpackChunk<name>`): a new version's runtime
 * would take the chunks of the old one for its own (same chunk ids, other code). Each version gets its own.
 */
function switchChunkArray(name: string, from: string | undefined, to: string): void {
  const key = `webpackChunk${name}`;
  const scope = globalThis as unknown as Record<string, unknown>;
  if (from) chunkArrays.set(from, scope[key]);
  if (chunkArrays.has(to)) scope[key] = chunkArrays.get(to);
  else delete scope[key];
}

function register(remotes: readonly RemoteConfig[], force: boolean): void {
  installIntegrity();
  const list = remotes.map((remote) => ({ name: remote.name, entry: manifestUrl(remote) }));
  pageIntegrity.expect(remotes.map((remote, index) => ({ name: remote.name, version: remote.version, entry: list[index]!.entry, integrity: remote.integrity })));
  remotes.forEach((remote, index) => {
    const entry = list[index]!.entry;
    const before = registered.get(remote.name)?.entry;
    if (before && before !== entry) switchChunkArray(remote.name, before, entry);
    registered.set(remote.name, { entry, version: remote.version });
  });
  registerRemotes(list, { force });
}

/** Tells the federation runtime where each enabled remote's manifest is. Disabled remotes are never registered. */
export function registerEnabledRemotes(registry: readonly RemoteConfig[], force = false): void {
  register(
    registry.filter((remote) => remote.enabled),
    force,
  );
}

/**
 * Makes sure the runtime loads `remote` at the version given, just before one of its modules is loaded: a version
 * that changed since the page registered the remote is registered now (with force: a new, immutable URL).
 */
export function ensureRegistered(remote: RemoteConfig): void {
  if (registered.get(remote.name)?.entry === manifestUrl(remote)) return;
  register([remote], registered.has(remote.name));
}

/** The version `name` is registered at with the federation runtime, or undefined. */
export function registeredVersion(name: string): string | undefined {
  return registered.get(name)?.version;
}
