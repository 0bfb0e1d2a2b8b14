import { cloudServerEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/**
 * The cloud server endpoints (shared/contracts) as RTK Query hooks, cached under 'Service': a server's resources,
 * its use, the price of a change. Components read a hook off it (`cloudServersApi.useGetCloudServerMetricsQuery`),
 * so a new endpoint of the area needs no line here.
 */
export const cloudServersApi = injectEndpointsOf(cloudServerEndpoints);
