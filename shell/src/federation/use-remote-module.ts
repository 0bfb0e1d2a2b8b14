import { useCallback, useEffect, useState } from 'react';
import { bus } from '@storefront/platform';
import { loadExposed } from './load-exposed';
import { trackRemoteLoading } from './remote-loading';
import { useRegistry } from './RegistryContext';

type RemoteModuleState<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; error: string };

const cache = new Map<string, unknown>();

/** Loads an exposed module of a remote on first need, with a retry that re-reads the registry. */
export function useRemoteModule<T>(remote: string, exposed: string) {
  const id = `${remote}/${exposed}`;
  const { reload } = useRegistry();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState<T>>(() =>
    cache.has(id) ? { status: 'ready', value: cache.get(id) as T } : { status: 'loading' },
  );

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
