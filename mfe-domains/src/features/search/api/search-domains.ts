import { platformApi } from '@storefront/platform/query';
import type { DomainSearchResponse } from '@storefront/contracts';

export interface SearchDomainsArgs {
  domain: string;
  keywords: string[];
  tlds: string[];
  page?: number;
  /** Who is searching ('guest' or the user id): results carry `yours`, so each viewer has their own cache entry. */
  viewer: string;
}

/** GET /api/domains/search-iu?domain=&keywords=&tlds=&page= — the exact name, the session, suggestions. */
export const domainSearchApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    searchDomains: build.query<DomainSearchResponse, SearchDomainsArgs>({
      query: ({ domain, keywords, tlds, page = 1 }) => ({
        url: '/domains/search-iu',
        params: { domain, keywords: keywords.join(',') || undefined, tlds: tlds.join(',') || undefined, page: page > 1 ? page : undefined },
      }),
    }),
  }),
});

export const { useSearchDomainsQuery } = domainSearchApi;
