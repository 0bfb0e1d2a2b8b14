import { trialEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The free trial's endpoints (shared/contracts) as RTK Query hooks. */
export const trialApi = injectEndpointsOf(trialEndpoints);
export const { useGetTrialConditionsQuery, useActivateTrialMutation } = trialApi;
