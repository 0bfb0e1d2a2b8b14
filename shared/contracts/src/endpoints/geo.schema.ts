import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { geoEndpoints } from './geo';

const schemas = {} as const;

export const geoSchemas: BoundEndpoints<typeof geoEndpoints, typeof schemas> = bindSchemas('geo', geoEndpoints, schemas);
