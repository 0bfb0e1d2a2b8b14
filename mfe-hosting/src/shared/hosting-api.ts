import { hostingEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The hosting configurators' endpoints (shared/contracts endpoints/hosting.ts) as RTK Query hooks. */
export const hostingApi = injectEndpointsOf(hostingEndpoints);

export const { useQuoteHostingQuery, useListConnectableDomainsQuery, useSearchHostingDomainsQuery, useGetWordpressFreeDomainQuery, useListWordpressThemesQuery, useListWordpressPluginsQuery, useGetSharedHostingDemoQuery } = hostingApi;
