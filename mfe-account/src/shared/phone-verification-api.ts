import { phoneVerificationEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The phone verification endpoints (shared/contracts) as RTK Query hooks: the profile's SMS code step. */
export const phoneVerificationApi = injectEndpointsOf(phoneVerificationEndpoints);

export const { useGetPhoneVerificationQuery, useSendPhoneCodeMutation, useVerifyPhoneCodeMutation } = phoneVerificationApi;
