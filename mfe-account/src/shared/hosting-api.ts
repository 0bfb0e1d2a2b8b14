import { catalogueEndpoints, hostingEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/**
 * The hosting endpoints the account reads (shared/contracts): the price of moving one of my hosting accounts to
 * another plan and that change into the cart, and the catalogue's plans of a kind to choose from.
 */
export const hostingApi = injectEndpointsOf(hostingEndpoints);
export const catalogueApi = injectEndpointsOf(catalogueEndpoints);

export const { useQuoteHostingPlanChangeQuery, useAddHostingPlanChangeToCartMutation } = hostingApi;
export const { useListProductsQuery } = catalogueApi;
