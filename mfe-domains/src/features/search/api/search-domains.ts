import { platformApi } from '@storefront/platform/query';
import type { DomainSearchResponse } from '@storefront/contracts';

/** GET /api/domains/search-iu?domain= */
export const domainSearchApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    searchDomains: build.query<DomainSearchResponse, string>({
      query: (domain) => ({ url: '/domains/search-iu', params: { domain } }),
    }),
  }),
});

export const { useSearchDomainsQuery } = domainSearchApi;
