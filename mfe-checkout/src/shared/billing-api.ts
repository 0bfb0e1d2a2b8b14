import { billingEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The billing area's generated hooks: the account balance the payment methods and top-up show (tag 'Balance'). */
export const billingApi = injectEndpointsOf(billingEndpoints);

export const { useGetBalanceQuery } = billingApi;
