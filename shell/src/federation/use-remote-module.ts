import { useCallback, useEffect, useState } from 'react';
import { bus } from '@storefront/platform';
import { loadExposed } from './load-exposed';
import { trackRemoteLoading } from './remote-loading';
import { useRegistry } from './RegistryContext';
import { useServerModules } from './server-modules';

type RemoteModuleState<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; error: string };

const cache = new Map<string, unknown>();

/** A remote module already loaded in this page (`<remote>/<exposed>`), else undefined. */
export function cachedRemoteModule(id: string): unknown {
  return cache.get(id);
}

/** Keeps a module loaded elsewhere (a widget hydrated on interaction) for every part that uses it. */
export function cacheRemoteModule(id: string, value: unknown): void {
  cache.set(id, value);
}

/**
 * Loads the modules a server-rendered page was made with before the browser hydrates it: their parts render
 * at once, as the server rendered them. One that fails to load renders as loading, then loads again.
 */
export async function preloadRemoteModules(ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      const slash = id.indexOf('/');
      if (slash < 0 || cache.has(id)) return;
      try {
        cache.set(id, await loadExposed(id.slice(0, slash), id.slice(slash + 1)));
      } catch {
        /* rendered as loading; the part's own load retries and reports */
      }
    }),
  );
}

/** Loads an exposed module of a remote on first need, with a retry that re-reads the registry. */
export function useRemoteModule<T>(remote: string, exposed: string, hydrate: 'load' | 'interaction' = 'load') {
  const id = `${remote}/${exposed}`;
  const { reload } = useRegistry();
  const server = useServerModules();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState<T>>(() => {
    const value = server ? server.take(remote, exposed, hydrate) : cache.get(id);
    return value !== undefined ? { status: 'ready', value: value as T } : { status: 'loading' };
  });

  useEffect(() => {
    if (cache.has(id)) {
      setState({ status: 'ready', value: cache.get(id) as T });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    trackRemoteLoading(loadExposed<T>(remote, exposed))
      .then((value) => {
        cache.set(id, value);
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
  }, [id, remote, exposed, attempt]);

  const retry = useCallback(async () => {
    setState({ status: 'loading' });
    await reload();
    setAttempt((n) => n + 1);
  }, [reload]);

  return { state, retry };
}
