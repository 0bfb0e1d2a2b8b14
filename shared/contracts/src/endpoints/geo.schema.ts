import { countryListSchema, regionListSchema, regionQuerySchema } from '../geo.schema';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { geoEndpoints } from './geo';

const schemas = {
  listCountries: { response: countryListSchema },
  listRegions: { query: regionQuerySchema, response: regionListSchema },
} as const;

export const geoSchemas: BoundEndpoints<typeof geoEndpoints, typeof schemas> = bindSchemas('geo', geoEndpoints, schemas);
