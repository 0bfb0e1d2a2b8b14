import { useCallback, useEffect, useState } from 'react';
import { bus } from '@storefront/platform';
import type { RemoteConfig } from '@storefront/contracts';
import { loadExposed } from './load-exposed';
import { ensureRegistered, registeredVersion } from './registry';
import { trackRemoteLoading } from './remote-loading';
import { useRegistry } from './RegistryContext';
import { useServerModules } from './server-modules';

type RemoteModuleState<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; error: string };

/** Loaded modules by `<remote>/<exposed>@<version>`: a new version of a remote is a new module, loaded anew. */
const cache = new Map<string, unknown>();

const keyOf = (id: string, version: string | undefined) => `${id}@${version ?? ''}`;
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

  useEffect(() => {
    if (cache.has(key)) {
      setState({ status: 'ready', value: cache.get(key) as T });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    const load = async () => {
      ensureRegistered(config);
      return loadExposed<T>(remote, exposed);
    };
    trackRemoteLoading(load())
      .then((value) => {
        cache.set(key, value);
        if (!cancelled) setState({ status: 'ready', value });
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        bus.publish('remote/loadFailed', { remote, error: message });
        if (!cancelled) setState({ status: 'failed', error: message });
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
