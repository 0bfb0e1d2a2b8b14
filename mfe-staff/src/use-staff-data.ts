import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from '@storefront/platform';

export interface StaffData<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  reload: () => Promise<void>;
}

/** Reads something for a console page (loading, error, reload); `deps` say when to read again. */
export function useStaffData<T>(read: () => Promise<T>, deps: readonly unknown[]): StaffData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const readRef = useRef(read);
  readRef.current = read;

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setLoading(true);
    try {
      const answer = await readRef.current();
      if (call !== latest.current) return;
      setData(answer);
      setError(null);
    } catch (caught) {
      if (call === latest.current) setError(toApiError(caught));
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the read depends on
  }, deps);

  return { data, error, loading, reload };
}
