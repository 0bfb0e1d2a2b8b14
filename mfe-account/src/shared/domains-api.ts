import { domainsEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The domains endpoints (shared/contracts) as RTK Query hooks; mfe-domains injects the same declarations and shares the cache. */
export const domainsApi = injectEndpointsOf(domainsEndpoints);

export const { useListOwnedDomainsQuery } = domainsApi;
