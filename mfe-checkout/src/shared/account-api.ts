import { accountEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The account area's generated hooks: the billing contacts of checkout's step 2 (cached under 'Address'). */
export const accountApi = injectEndpointsOf(accountEndpoints);

export const { useListAddressesQuery, useAddAddressMutation, useUpdateAddressMutation, useSetDefaultAddressMutation, useDeleteAddressMutation } = accountApi;
