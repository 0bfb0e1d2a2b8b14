import { platformApi } from '@storefront/platform/query';
import type { DomainDiscount, Locale, SpotlightTld } from '@storefront/contracts';

/** GET /api/tlds/spotlight-tlds (featured TLDs, in the request's locale) and GET /api/domains/discount?type= */
export const spotlightApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getSpotlightTlds: build.query<SpotlightTld[], { locale: Locale }>({
      query: () => ({ url: '/tlds/spotlight-tlds' }),
      transformResponse: (response: SpotlightTld[] | { items: SpotlightTld[] }) => (Array.isArray(response) ? response : response.items),
      providesTags: ['Tld'],
    }),
    getDomainDiscounts: build.query<DomainDiscount[], { type: DomainDiscount['type'] }>({
      query: ({ type }) => ({ url: '/domains/discount', params: { type } }),
      transformResponse: (response: DomainDiscount[] | { items: DomainDiscount[] }) => (Array.isArray(response) ? response : response.items),
      providesTags: ['Tld'],
    }),
  }),
});

export const { useGetSpotlightTldsQuery, useGetDomainDiscountsQuery } = spotlightApi;
