import type { RemoteLoadProblem } from '@storefront/contracts';

/**
 * The remotes' server builds, loaded through the federation runtime from the registry the browser reads, at the
 * same versions (docs/adr/0009-server-rendering.md). Nothing about a remote is compiled into the server.
 *
 * - A version is registered when the registry first names it (`registerRemotes(…, { force: true })` on a change:
 *   immutable versioned URLs, no hot reload).
 * - Each load has a time budget: past it, the page renders without that part (the browser renders it) and the
 *   load goes on in the background for the next request.
 * - The last version that loaded stays in use while a newer one fails; a failed version is retried after a pause.
 */

export interface ServerRemote {
  name: string;
  version: string;
  /** The manifest as the registry names it (the browser's URL, often relative to the site). */
  manifest: string;
  /** The SRI of the version's manifest, when it was published: every file loaded is checked against it (ADR 0010). */
  integrity?: string;
}

/** What a render gets: the module, and the version it came from (which the browser must then hydrate with). */
export interface LoadedModule {
  version: string;
  manifest: string;
  /** The integrity of that version (the browser checks what it loads against it too). */
  integrity?: string;
  value: unknown;
}

export interface FederationAdapter {
  /** Registers versions with the runtime; the version and integrity are the registry's, for the checks (ADR 0010). */
  register(remotes: { name: string; entry: string; version: string; integrity?: string }[], options: { force: boolean }): void;
  /** The exposed module's default export (or the module), or a rejection. */
  load(id: string): Promise<unknown>;
}

export interface ServerRemotesOptions {
  federation: FederationAdapter;
  /** Makes a registry manifest URL absolute for the server (relative ones are on the storefront's own origin). */
  resolve: (manifest: string) => string;
  budgetMs: number;
  /** How long a version that failed is left alone before it is tried again. */
  retryAfterMs?: number;
  report: (problem: RemoteLoadProblem) => void;
  now?: () => number;
}

type Outcome = { ok: true; value: unknown } | { ok: false; timedOut: boolean; error?: unknown };

function within<T>(work: Promise<T>, ms: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, timedOut: true }), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve({ ok: true, value });
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ ok: false, timedOut: false, error });
      },
    );
  });
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : error === undefined ? undefined : String(error);
}

/** What the browser hydrates with: the version, its manifest and its integrity (absent for a local build). */
function loadedOf(remote: ServerRemote): Omit<LoadedModule, 'value'> {
  return remote.integrity === undefined ? { version: remote.version, manifest: remote.manifest } : { version: remote.version, manifest: remote.manifest, integrity: remote.integrity };
}

/**
 * The parts of an enabled remote that the page asked for and the server could not render (its server build was
 * slow or failed): the browser renders them. A disabled remote's parts are not among them (its page says so).
 */
export function partsLeftToBrowser(modules: ReadonlyMap<string, LoadedModule | null>, enabled: ReadonlySet<string>): string[] {
  return [...modules].filter(([id, module]) => module === null && enabled.has(id.slice(0, id.indexOf('/')))).map(([id]) => id);
}

export function createServerRemotes(options: ServerRemotesOptions) {
  const { federation, budgetMs, report } = options;
  const retryAfterMs = options.retryAfterMs ?? 30_000;
  const now = options.now ?? Date.now;
  /** The version each remote is registered at with the runtime. */
  const registered = new Map<string, string>();
  const loaded = new Map<string, unknown>();
  const inflight = new Map<string, Promise<unknown>>();
  const failedAt = new Map<string, number>();
  const lastGood = new Map<string, LoadedModule>();

  function start(remote: ServerRemote, exposed: string, key: string): Promise<unknown> {
    if (registered.get(remote.name) !== remote.version) {
      federation.register([{ name: remote.name, entry: options.resolve(remote.manifest), version: remote.version, integrity: remote.integrity }], {
        force: registered.has(remote.name),
      });
      registered.set(remote.name, remote.version);
    }
    const work = federation.load(`${remote.name}/${exposed}`).then((value) => {
      loaded.set(key, value);
      failedAt.delete(key);
      lastGood.set(`${remote.name}/${exposed}`, { ...loadedOf(remote), value });
      return value;
    });
    inflight.set(key, work);
    work.then(
      () => inflight.delete(key),
      () => {
        inflight.delete(key);
        failedAt.set(key, now());
        // The next attempt registers the version again from scratch (force clears what the runtime kept).
        registered.set(remote.name, '');
      },
    );
    return work;
  }

  /** The module for a render, or null when neither this version nor an earlier one can be rendered now. */
  async function get(remote: ServerRemote, exposed: string): Promise<LoadedModule | null> {
    const key = `${remote.name}@${remote.version}/${exposed}`;
    if (loaded.has(key)) return { ...loadedOf(remote), value: loaded.get(key) };
    const previous = lastGood.get(`${remote.name}/${exposed}`) ?? null;
    const failed = failedAt.get(key);
    if (failed !== undefined && now() - failed < retryAfterMs) return previous;
    const outcome = await within(inflight.get(key) ?? start(remote, exposed, key), budgetMs);
    if (outcome.ok) return { ...loadedOf(remote), value: outcome.value };
    report({
      remote: remote.name,
      version: remote.version,
      exposed,
      reason: outcome.timedOut ? 'timeout' : 'failed',
      error: messageOf(outcome.error),
      fallbackVersion: previous?.version,
    });
    // A load that was only slow may still fail (a file refused for its integrity): that is reported too.
    if (outcome.timedOut) {
      inflight.get(key)?.catch((error: unknown) =>
        report({ remote: remote.name, version: remote.version, exposed, reason: 'failed', error: messageOf(error), fallbackVersion: lastGood.get(`${remote.name}/${exposed}`)?.version }),
      );
    }
    return previous;
  }

  return { get };
}

export type ServerRemotes = ReturnType<typeof createServerRemotes>;
