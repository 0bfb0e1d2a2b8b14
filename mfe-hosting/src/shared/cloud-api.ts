import { cloudServerEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The configurator's endpoints (shared/contracts endpoints/cloud-servers.ts) as RTK Query hooks, cached under their tags. */
export const cloudServerApi = injectEndpointsOf(cloudServerEndpoints);

export const { useGetCloudServerOptionsQuery, useQuoteCloudServerQuery, useGetBabyCloudUsageQuery, useListRestorePointsQuery } = cloudServerApi;
