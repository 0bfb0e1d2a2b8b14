import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from '@storefront/platform';

export interface Loaded<T> {
  data: T | undefined;
  error: ApiError | null;
  loading: boolean;
  reload: () => Promise<T | undefined>;
  /** Replaces the data with a newer answer (e.g. what a mutation returned). */
  setData: (data: T) => void;
}

/** Loads once per `key` (null: do not load) and keeps the latest answer; a late answer of an older key is dropped. */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error: ApiError | null; loading: boolean }>({ error: null, loading: key !== null });
  const loadRef = useRef(load);
  const turn = useRef(0);
  useEffect(() => {
    loadRef.current = load;
  });

  const reload = useCallback(async () => {
    const mine = ++turn.current;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    try {
      const data = await loadRef.current();
      if (mine === turn.current) setState({ data, error: null, loading: false });
      return data;
    } catch (error) {
      if (mine === turn.current) setState((previous) => ({ ...previous, error: toApiError(error), loading: false }));
      return undefined;
    }
  }, []);

  useEffect(() => {
    if (key !== null) void reload();
  }, [key, reload]);

  const setData = useCallback((data: T) => setState({ data, error: null, loading: false }), []);
  return { data: state.data, error: state.error, loading: state.loading, reload, setData };
}
