import { useCallback, useEffect, useRef, useState } from 'react';
import { noteRemoteFailed } from '../monitoring/remote-health';
import { bus, useLocation, type RemoteRoutes, reportError } from '@storefront/platform';
import type { RemoteConfig } from '@storefront/contracts';
import { loadExposed } from './load-exposed';
import { ensureRegistered, registeredVersion } from './registry';
import { trackRemoteLoading } from './remote-loading';
import { useRegistry } from './RegistryContext';
import { useServerModules } from './server-modules';

type RemoteModuleState<T> =
  | { status: 'loading' }
  /** `fallback`: an earlier version's module, while the one asked for cannot be loaded. */
  | { status: 'ready'; value: T; fallback?: boolean }
  | { status: 'failed'; error: string };

/** Loaded modules by `<remote>/<exposed>@<version>`: a new version of a remote is a new module, loaded anew. */
const cache = new Map<string, unknown>();

const keyOf = (id: string, version: string | undefined) => `${id}@${version ?? ''}`;
/** The registry entry of the last version of each `<remote>/<exposed>` that loaded in this page. */
const lastGood = new Map<string, RemoteConfig>();

/**
 * A version that cannot be loaded (unreachable, or refused for its integrity) while this page has an earlier
 * version's module: the page keeps that one — registered again with the runtime, so its own lazy chunks load —
 * and the new version is tried again at the next navigation.
 */
function fallBackToLastGood(config: RemoteConfig, exposed: string, problem: string): unknown {
  const previous = lastGood.get(`${config.name}/${exposed}`);
  if (!previous || previous.version === config.version) return undefined;
  const value = cache.get(keyOf(`${config.name}/${exposed}`, previous.version));
  if (value === undefined) return undefined;
  ensureRegistered(previous);
  console.warn(`${config.name} ${config.version} could not be loaded (${problem}): the page keeps ${previous.version}, the last version that loaded.`);
  return value;
}
const remoteOf = (id: string) => id.slice(0, Math.max(0, id.indexOf('/')));

/**
 * A remote module already loaded in this page (`<remote>/<exposed>`), at `version` (by default the version the
 * remote is registered at with the federation runtime), else undefined.
 */
export function cachedRemoteModule(id: string, version = registeredVersion(remoteOf(id))): unknown {
  return cache.get(keyOf(id, version));
}

/** Keeps a module loaded elsewhere (a widget hydrated on interaction) for every part that uses it. */
export function cacheRemoteModule(id: string, value: unknown, version = registeredVersion(remoteOf(id))): void {
  cache.set(keyOf(id, version), value);
}

/**
 * Loads the modules a server-rendered page was made with before the browser hydrates it: their parts render
 * at once, as the server rendered them. One that fails to load renders as loading, then loads again.
 */
export async function preloadRemoteModules(ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      const slash = id.indexOf('/');
      if (slash < 0 || cachedRemoteModule(id) !== undefined) return;
      try {
        cacheRemoteModule(id, await loadExposed(id.slice(0, slash), id.slice(slash + 1)));
      } catch {
        /* rendered as loading; the part's own load retries and reports */
      }
    }),
  );
}

/** Loads the page each of those modules that is a remote's routes shows at `path` (RemoteRoutes.preload). */
export async function preloadRoutePages(ids: readonly string[], path: string): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      if (!id.endsWith('/routes')) return;
      const routes = cachedRemoteModule(id) as RemoteRoutes | undefined;
      // A page that fails here is loaded again when it renders (shown loading meanwhile).
      await routes?.preload?.(path).catch((error: unknown) => reportError(error, `shell/preload-page/${id}`));
    }),
  );
}

/**
 * Loads an exposed module of a remote, at the version of the registry entry given, on first need, with a retry
 * that re-reads the registry. A version the federation runtime does not have registered is registered first.
 */
export function useRemoteModule<T>(config: RemoteConfig, exposed: string, hydrate: 'load' | 'interaction' = 'load') {
  const remote = config.name;
  const key = keyOf(`${remote}/${exposed}`, config.version);
  const { reload } = useRegistry();
  const server = useServerModules();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState<T>>(() => {
    const value = server ? server.take(remote, exposed, hydrate) : cache.get(key);
    return value !== undefined ? { status: 'ready', value: value as T } : { status: 'loading' };
  });
  const current = useRef(state);
  current.current = state;

  // Kept on an earlier version: the one asked for is tried again at the next navigation.
  const { pathname } = useLocation();
  const [triedAt, setTriedAt] = useState(pathname);
  if (state.status === 'ready' && state.fallback && triedAt !== pathname) {
    setTriedAt(pathname);
    setAttempt((n) => n + 1);
  }

  useEffect(() => {
    if (cache.has(key)) {
      lastGood.set(`${remote}/${exposed}`, config);
      const value = cache.get(key) as T;
      // The same module already shown (a hydrated page) renders nothing again: a render here would reach the
      // remote's Suspense boundaries still waiting for a lazy chunk, and React renders those afresh (the server's
      // HTML thrown away, the page jumping) when they receive an update before they hydrate.
      setState((shown) => (shown.status === 'ready' && !shown.fallback && shown.value === value ? shown : { status: 'ready', value }));
      return;
    }
    let cancelled = false;
    // An earlier version shown meanwhile stays on screen while the new one is tried.
    const shown = current.current;
    if (!(shown.status === 'ready' && shown.fallback)) setState({ status: 'loading' });
    const load = async () => {
      ensureRegistered(config);
      return loadExposed<T>(remote, exposed);
    };
    trackRemoteLoading(load())
      .then((value) => {
        cache.set(key, value);
        lastGood.set(`${remote}/${exposed}`, config);
        if (!cancelled) setState({ status: 'ready', value });
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        bus.publish('remote/loadFailed', { remote, error: message });
        noteRemoteFailed(remote, config.version);
        const previous = fallBackToLastGood(config, exposed, message);
        if (cancelled) return;
        setState(previous !== undefined ? { status: 'ready', value: previous as T, fallback: true } : { status: 'failed', error: message });
      });
    return () => {
      cancelled = true;
    };
    // The entry is read when its version changes (the key): a new object for the same version loads nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, remote, exposed, attempt]);

  const retry = useCallback(async () => {
    setState({ status: 'loading' });
    await reload();
    setAttempt((n) => n + 1);
  }, [reload]);

  return { state, retry };
}
