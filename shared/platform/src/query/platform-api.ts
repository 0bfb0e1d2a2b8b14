import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from '../http/axios-base-query';

/**
 * The one RTK Query api of the page. Each remote adds its calls with `platformApi.injectEndpoints`
 * in its feature folders (features/<x>/api/<verb>-<noun>.ts).
 */
export const platformApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Cart', 'Notification', 'Promotion', 'Product', 'Tld'],
  endpoints: () => ({}),
});
