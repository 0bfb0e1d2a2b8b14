import { platformApi } from '@storefront/platform/query';
import type { Tld, TldKind, TldRegion } from '@storefront/contracts';

export type RegionFilter = TldRegion | 'all';

/** GET /api/domains/tlds?kind=&region= */
export const tldsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getTlds: build.query<Tld[], { kind?: TldKind; region?: RegionFilter }>({
      query: ({ kind, region }) => ({ url: '/domains/tlds', params: { kind, region: region === 'all' ? undefined : region } }),
      providesTags: ['Tld'],
    }),
  }),
});

export const { useGetTldsQuery } = tldsApi;
