import { useEffect, useMemo, useState } from 'react';
import { toApiError } from '@storefront/platform';

/** How long the configuration must stay still before it is priced again (typing a quantity asks once). */
export const QUOTE_DEBOUNCE_MS = 300;

export interface LiveQuote<T> {
  quote: T | null;
  /** A newer configuration is being priced (the last price stays shown meanwhile). */
  loading: boolean;
  error: string | null;
}

/** A generated query hook of a price declaration (`kind: 'query'`, asked with a POST body): useQuoteHostingQuery… */
type QuoteQuery<A, T> = (args: A, options: { skip: boolean }) => { data?: T; error?: unknown; isFetching: boolean };

/** The api's words for a failed read (the base query's `{ status, code, message }`), else the client's. */
const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : toApiError(error).message;
};

/**
 * A configurator's live price: the api's answer to a price declaration (a cloud server's, a hosting plan's), read
 * with its generated query hook (passed in: `useLiveQuote(useQuoteHostingQuery, args)`) as the arguments change —
 * debounced, each configuration cached under the declaration's tags ('Product'), and the price shown always the one
 * of the configuration asked last (an older answer lands in its own cache entry), the last price staying shown
 * while a newer one is asked. The browser shows what the api answers; it computes nothing.
 */
export function useLiveQuote<A, T>(useQuote: QuoteQuery<A, T>, args: A, enabled = true): LiveQuote<T> {
  const key = JSON.stringify(args);
  // The configuration priced: the arguments once they stayed still for QUOTE_DEBOUNCE_MS.
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setTimeout(() => setAsked(key), QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, enabled]);
  const askedArgs = useMemo(() => (asked === null ? null : (JSON.parse(asked) as A)), [asked]);
  const read = useQuote(askedArgs as A, { skip: !enabled || askedArgs === null });
  const settled = asked === key && !read.isFetching;
  return {
    quote: read.data ?? null,
    loading: enabled && !settled,
    error: read.error && settled ? messageOf(read.error) : null,
  };
}
