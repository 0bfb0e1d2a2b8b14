import { platformApi } from '@storefront/platform';
import { tldSchema, type Tld, type TldKind, type TldRegion } from '@storefront/contracts';
import { z } from 'zod';

export type RegionFilter = TldRegion | 'all';

const tldListSchema = z.array(tldSchema);

/** GET /api/domains/tlds?kind=&region= */
export const tldsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getTlds: build.query<Tld[], { kind?: TldKind; region?: RegionFilter }>({
      query: ({ kind, region }) => ({ url: '/domains/tlds', params: { kind, region: region === 'all' ? undefined : region } }),
      transformResponse: (response: unknown) => tldListSchema.parse(response),
      providesTags: ['Tld'],
    }),
  }),
});

export const { useGetTldsQuery } = tldsApi;
