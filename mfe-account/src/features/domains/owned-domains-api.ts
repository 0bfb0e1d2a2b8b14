import { platformApi } from '@storefront/platform/query';
import type { OwnedDomain } from '@storefront/contracts';

/** GET /api/user/owned-domains — the signed-in customer's domains with their lifecycle. */
export const ownedDomainsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnedDomains: build.query<OwnedDomain[], void>({
      query: () => ({ url: '/user/owned-domains', params: { limit: 100 } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetOwnedDomainsQuery } = ownedDomainsApi;
