import { fortuneWheelEndpoints, geoEndpoints, profileEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The wheel's endpoints, the phone number update (the profile's PATCH /users/phone-number) and the countries for its code select. */
export const wheelApi = injectEndpointsOf(fortuneWheelEndpoints);
export const wheelProfileApi = injectEndpointsOf(profileEndpoints);
export const wheelGeoApi = injectEndpointsOf(geoEndpoints);

export const { useGetFortuneWheelQuery, useGetSpinTotalQuery, useUseSpinMutation, useGetRewardHistoriesQuery, useCheckWheelInfoQuery } = wheelApi;
export const { useUpdatePhoneNumberMutation } = wheelProfileApi;
export const { useListCountriesQuery } = wheelGeoApi;
