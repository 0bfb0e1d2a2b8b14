import { geoEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The geo area's generated hooks (cached under 'Country' and 'Region'): the phone-code select of the contact-us form. */
export const geoApi = injectEndpointsOf(geoEndpoints);

export const { useListCountriesQuery } = geoApi;
