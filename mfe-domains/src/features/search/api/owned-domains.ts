import { platformApi } from '@storefront/platform/query';
import type { OwnedDomain } from '@storefront/contracts';

/** GET /api/user/owned-domains — the signed-in customer's domains (renew and reactivation prices). */
export const ownedDomainsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    ownedDomains: build.query<Record<string, OwnedDomain>, { viewer: string }>({
      query: () => ({ url: '/user/owned-domains', params: { limit: 100 } }),
      transformResponse: (response: OwnedDomain[] | { items: OwnedDomain[] }) =>
        Object.fromEntries((Array.isArray(response) ? response : response.items).map((owned) => [owned.domain, owned])),
    }),
  }),
});

export const { useOwnedDomainsQuery } = ownedDomainsApi;
