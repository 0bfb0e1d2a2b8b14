import { catalogueEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The catalogue area's generated hooks (cached under 'Product'): the Hosting menu's lowest prices. */
export const catalogueApi = injectEndpointsOf(catalogueEndpoints);

export const { useGetMinPricesQuery } = catalogueApi;
