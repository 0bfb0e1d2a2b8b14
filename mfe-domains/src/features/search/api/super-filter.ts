import { platformApi } from '@storefront/platform/query';
import type { DomainStatus, SuperFilterResponse } from '@storefront/contracts';

export interface SuperFilterArgs {
  domains: string[];
  keywords: string[];
  tlds: string[];
  keyword: string[];
  tld: string[];
  status: DomainStatus[];
  page: number;
  viewer: string;
}

const list = (values: string[]) => values.join(',') || undefined;

/** GET /api/domains/super-filter — the session filtered by keyword, TLD and status, a page at a time, with counts. */
export const superFilterApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    superFilter: build.query<SuperFilterResponse, SuperFilterArgs>({
      query: ({ domains, keywords, tlds, keyword, tld, status, page }) => ({
        url: '/domains/super-filter',
        params: {
          domains: list(domains),
          keywords: list(keywords),
          tlds: list(tlds),
          keyword: list(keyword),
          tld: list(tld),
          status: list(status),
          page: page > 1 ? page : undefined,
        },
      }),
    }),
  }),
});

export const { useSuperFilterQuery } = superFilterApi;
