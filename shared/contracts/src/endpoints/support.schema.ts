import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { supportEndpoints } from './support';

const schemas = {} as const;

export const supportSchemas: BoundEndpoints<typeof supportEndpoints, typeof schemas> = bindSchemas('support', supportEndpoints, schemas);
