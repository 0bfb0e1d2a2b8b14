import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery, injectMiddleware, injectSlice } from '@storefront/platform';

/**
 * The one RTK Query api of the page. Each remote adds its calls with `platformApi.injectEndpoints`
 * in its feature folders (features/<x>/api/<verb>-<noun>.ts).
 *
 * It lives in its own federation singleton, `@storefront/platform/query`, loaded the first time a page
 * fetches through it: pages that never query (the home page) do not download RTK Query. On load it plugs
 * its reducer and middleware into the one store.
 */
export const platformApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Cart', 'Notification', 'Promotion', 'Product', 'Tld'],
  endpoints: () => ({}),
});

injectSlice(platformApi);
injectMiddleware(platformApi.middleware);
