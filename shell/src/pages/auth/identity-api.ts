import { identityEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The identity area's generated hooks for the shell's auth pages: the reset link's check. */
export const identityApi = injectEndpointsOf(identityEndpoints);

export const { useCheckResetLinkQuery } = identityApi;
