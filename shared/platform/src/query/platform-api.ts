import { buildCreateApi, coreModule, defaultSerializeQueryArgs, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { Middleware } from '@reduxjs/toolkit';
import { apiLocale, axiosBaseQuery, bus, injectMiddleware, injectSlice, serverStateHydrated, store } from '@storefront/platform';

/**
 * On the storefront server the hooks start their queries while rendering (React runs no effects there): the
 * server renders, awaits the running queries and renders again with their answers (docs/adr/0009).
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/**
 * The one RTK Query api of the page. Its endpoints are generated from the declarations of shared/contracts
 * (`injectEndpointsOf`), injected by whichever remote uses them, each adding the tag types it needs: none is
 * listed here.
 *
 * It lives in its own federation singleton, `@storefront/platform/query`, loaded the first time a page
 * fetches through it: pages that never query (the home page) do not download RTK Query. On load it plugs
 * its reducer and middleware into the one store.
 */
export const platformApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
  // Answers are in the language they were asked in (x-locale): a page in the other language asks again.
  serializeQueryArgs: (args) => `${apiLocale()}:${defaultSerializeQueryArgs(args)}`,
  // The answers a server-rendered page was made with arrive with it: hooks read them instead of asking again.
  extractRehydrationInfo: (action) => (serverStateHydrated.match(action) ? ((action.payload.api as never) ?? undefined) : undefined),
});

/**
 * The platform's own calls (the cart module's thunks) say in their fulfilled action which tags they make
 * stale (`meta.invalidates`, from their declarations): cached answers depending on the cart refetch.
 */
const platformInvalidations: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  const invalidates = (action as { meta?: { invalidates?: readonly string[] } }).meta?.invalidates;
  if (invalidates?.length) {
    // A tag no remote has added yet (no page cached anything under it) is still a tag type of the api: made stale, nothing refetches.
    platformApi.enhanceEndpoints({ addTagTypes: [...invalidates] });
    api.dispatch(platformApi.util.invalidateTags([...invalidates] as never[]));
  }
  return result;
};

injectSlice(platformApi);
injectMiddleware(platformApi.middleware, platformInvalidations);

// Cached answers belong to the visitor who asked: signing in or out starts from an empty cache (mounted pages refetch).
const forgetAnswers = () => void store.dispatch(platformApi.util.resetApiState());
bus.subscribe('auth/loggedIn', forgetAnswers);
bus.subscribe('auth/loggedOut', forgetAnswers);

/**
 * The reads a render started and that have not answered yet (the storefront server renders again once they
 * have: docs/adr/0009-server-rendering.md).
 */
export function runningQueries(dispatch: (action: unknown) => unknown): Promise<unknown>[] {
  return dispatch(platformApi.util.getRunningQueriesThunk()) as Promise<unknown>[];
}
