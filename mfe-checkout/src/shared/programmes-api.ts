import { programmesEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The programmes' endpoints checkout reads: the VIP cashback paying an order will credit. */
export const programmesApi = injectEndpointsOf(programmesEndpoints);
export const { useGetCashbackPreviewQuery } = programmesApi;
