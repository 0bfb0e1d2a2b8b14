import { countryListSchema, regionListSchema, regionQuerySchema } from '../geo.schema';
import { defineEndpoints } from './endpoint.schema';

/**
 * Countries and regions (spec §7 Other: GET /country, GET /regions): the phone-code select and the address
 * forms. Public, the same for every visitor and long cached. Tags: `Country`, `Region`.
 * Said once here; the browser's `geoEndpoints` (./geo.ts) is generated from it.
 */
export const geoSchemas = defineEndpoints(
  { area: 'geo', declarations: 'geoEndpoints' },
  {
    listCountries: { method: 'GET', path: '/api/country', response: countryListSchema, tags: ['Country'] },
    listRegions: { method: 'GET', path: '/api/regions', query: regionQuerySchema, response: regionListSchema, tags: ['Region'] },
  },
);
