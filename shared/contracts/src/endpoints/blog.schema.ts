import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { blogEndpoints } from './blog';

const schemas = {} as const;

export const blogSchemas: BoundEndpoints<typeof blogEndpoints, typeof schemas> = bindSchemas('blog', blogEndpoints, schemas);
