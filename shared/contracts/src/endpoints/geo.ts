import type { z } from 'zod';
import type { CountryList, RegionList } from '../geo';
import type { regionQuerySchema } from '../geo.schema';
import { typed, type Endpoints } from './endpoint';

/**
 * Countries and regions (spec §7 Other: GET /country, GET /regions): the phone-code select and the address
 * forms. Public, the same for every visitor and long cached. Tags: `Country`, `Region`.
 */
export const geoEndpoints = {
  listCountries: { method: 'GET', path: '/api/country', response: typed<CountryList>(), tags: ['Country'] },
  listRegions: { method: 'GET', path: '/api/regions', query: typed<z.input<typeof regionQuerySchema>>(), response: typed<RegionList>(), tags: ['Region'] },
} as const satisfies Endpoints;
