import { platformApi } from '@storefront/platform/query';
import type { PricedTld, TldKind, TldRegion } from '@storefront/contracts';

export type RegionFilter = TldRegion | 'all';

export interface TldsArgs {
  kind?: TldKind;
  region?: RegionFilter;
  /** With a term (1–10 years), each TLD carries the server's register, renew and transfer totals. */
  years?: number;
}

/** GET /api/domains/tlds?kind=&region=&years= */
export const tldsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getTlds: build.query<PricedTld[], TldsArgs>({
      query: ({ kind, region, years }) => ({ url: '/domains/tlds', params: { kind, region: region === 'all' ? undefined : region, years } }),
      providesTags: ['Tld'],
    }),
  }),
});

export const { useGetTldsQuery } = tldsApi;
