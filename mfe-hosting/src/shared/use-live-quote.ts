import { useEffect, useRef, useState } from 'react';
import type { ArgsOf, Endpoint, ResponseOf } from '@storefront/contracts';
import { callEndpoint, toApiError, type CallArgs } from '@storefront/platform';

/** How long the configuration must stay still before it is priced again (typing a quantity asks once). */
export const QUOTE_DEBOUNCE_MS = 300;

export interface LiveQuote<T> {
  quote: T | null;
  /** A newer configuration is being priced (the last price stays shown meanwhile). */
  loading: boolean;
  error: string | null;
}

/**
 * A configurator's live price: the api's answer to a price call (a cloud server's, a hosting plan's), asked again
 * as the arguments change — debounced, the earlier request aborted, and only the latest answer kept, so a slow
 * answer never overwrites a newer one. The browser shows what the api answers; it computes nothing.
 */
export function useLiveQuote<E extends Endpoint>(endpoint: E, args: ArgsOf<E>, enabled = true): LiveQuote<ResponseOf<E>> {
  const key = JSON.stringify(args);
  const [result, setResult] = useState<LiveQuote<ResponseOf<E>>>({ quote: null, loading: enabled, error: null });
  const latest = useRef(0);

  useEffect(() => {
    if (!enabled) return undefined;
    const id = ++latest.current;
    const controller = new AbortController();
    setResult((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      const call = [JSON.parse(key) as ArgsOf<E>, { signal: controller.signal }] as unknown as CallArgs<E>;
      callEndpoint(endpoint, ...call)
        .then((quote) => {
          if (id === latest.current) setResult({ quote, loading: false, error: null });
        })
        .catch((error: unknown) => {
          if (id !== latest.current || controller.signal.aborted) return;
          setResult((previous) => ({ ...previous, loading: false, error: toApiError(error).message }));
        });
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [endpoint, key, enabled]);

  return result;
}
