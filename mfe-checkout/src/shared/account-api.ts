import { accountEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The account area's generated hooks: the billing contacts of checkout's step 2 (cached under 'Address'; adding, editing and deleting one is the platform's useContactForm and useContactRemover). */
export const accountApi = injectEndpointsOf(accountEndpoints);

export const { useListAddressesQuery, useSetDefaultAddressMutation } = accountApi;
