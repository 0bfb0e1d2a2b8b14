import { geoEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The geo area's hooks: the contact form's countries, phone calling codes and provinces (cached under 'Country' and 'Region'). */
export const geoApi = injectEndpointsOf(geoEndpoints);

export const { useListCountriesQuery, useListRegionsQuery } = geoApi;
