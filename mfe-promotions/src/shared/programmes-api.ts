import { programmesEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** VIP loyalty and the affiliate programme (shared/contracts) as RTK Query hooks. */
export const programmesApi = injectEndpointsOf(programmesEndpoints);
export const {
  useGetLoyaltyTiersQuery,
  useGetLoyaltyProgramQuery,
  useGetActiveLoyaltyPeriodQuery,
  useGetLoyaltyStatusQuery,
  useGetActiveAffiliateRulesQuery,
  useGetAffiliateDashboardQuery,
  useJoinAffiliateMutation,
} = programmesApi;
