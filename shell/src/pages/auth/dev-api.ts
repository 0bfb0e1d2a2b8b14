import { devEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The development endpoints' generated hooks: the dev mailbox page (each "Show" asks again: a lazy query). */
export const devApi = injectEndpointsOf(devEndpoints);

export const { useLazyListMailboxQuery } = devApi;
