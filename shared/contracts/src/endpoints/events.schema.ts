import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { eventsEndpoints } from './events';

const schemas = {} as const;

export const eventsSchemas: BoundEndpoints<typeof eventsEndpoints, typeof schemas> = bindSchemas('events', eventsEndpoints, schemas);
