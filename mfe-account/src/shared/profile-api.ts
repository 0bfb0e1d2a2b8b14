import { geoEndpoints, profileEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/**
 * The profile endpoints (shared/contracts) as RTK Query hooks, and the countries for the phone-code select.
 * Each profile call answers the signed-in user again: the page puts it in the platform's auth state (userUpdated).
 */
export const profileApi = injectEndpointsOf(profileEndpoints);
export const geoApi = injectEndpointsOf(geoEndpoints);

export const {
  useUpdateProfileMutation,
  useUpdatePhoneNumberMutation,
  useCheckProfileInfoQuery,
  useSubscribeNewsletterMutation,
  useUnsubscribeNewsletterMutation,
  useSetForcedPasswordMutation,
} = profileApi;
export const { useListCountriesQuery } = geoApi;
