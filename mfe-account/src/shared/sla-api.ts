import { slaEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The SLA endpoints (shared/contracts) as RTK Query hooks, cached under 'Sla' (a claim makes promo credit stale too). */
export const slaApi = injectEndpointsOf(slaEndpoints);

export const { useGetServiceSlaQuery, useClaimSlaCreditMutation } = slaApi;
