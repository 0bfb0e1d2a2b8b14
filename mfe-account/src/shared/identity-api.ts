import { identityEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/**
 * The identity endpoints (shared/contracts) as RTK Query hooks, for the security page: the sign-in log (cached
 * under 'SignIn'), changing the password and turning two-factor on or off. The signed-in user itself lives in
 * the platform's auth state: after a change the page asks it to read the user again (fetchCurrentUser).
 */
export const identityApi = injectEndpointsOf(identityEndpoints);

export const { useListSignInsQuery, useChangePasswordMutation, useStartTwoFactorSetupMutation, useConfirmTwoFactorSetupMutation, useRequestTwoFactorOffMutation } = identityApi;
