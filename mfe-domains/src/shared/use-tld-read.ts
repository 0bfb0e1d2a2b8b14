import { useMemo } from 'react';
import { useAppSelector, useResponseSink } from '@storefront/platform';
import { domainsApi, useGetTldQuery } from './domains-api';
import { statusOf } from './error-text';

/**
 * The read of one TLD, shared by its page and the page's head (one request, one cache entry), and whether the api
 * refused the ending (404), kept through a refetch.
 *
 * The server renders a page again until its reads have answered, and a query hook there asks again, on every pass,
 * for a read that was refused: the last pass then sent a read still running, which the browser does not take, so
 * the browser hydrated its loading page over the server's 404 page (React's hydration error #418, issue 28 item 15).
 * On the server a refused ending is not asked for again by any of its readers: the refused answer goes to the
 * browser, which hydrates the same 404 page.
 */
export function useTldRead(tld: string | null) {
  const args = useMemo(() => ({ params: { tld: tld ?? '' } }), [tld]);
  // (The store's type names the slices it starts with; the api's slice is injected with the query module.)
  const selectTld = useMemo(() => domainsApi.endpoints.getTld.select(args) as (state: unknown) => { error?: unknown }, [args]);
  const refused = statusOf(useAppSelector(selectTld).error) === 404;
  const onServer = useResponseSink() !== null;
  const query = useGetTldQuery(args, { skip: !tld || (onServer && refused) });
  return { ...query, refused };
}
