import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { contactEndpoints } from './contact';

const schemas = {} as const;

export const contactSchemas: BoundEndpoints<typeof contactEndpoints, typeof schemas> = bindSchemas('contact', contactEndpoints, schemas);
