import { z } from 'zod';
import { metaEventBatchSchema } from '../meta-events.schema';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { eventsEndpoints } from './events';

const schemas = {
  recordMetaEvents: { body: metaEventBatchSchema, response: z.null(), status: 202 },
} as const;

export const eventsSchemas: BoundEndpoints<typeof eventsEndpoints, typeof schemas> = bindSchemas('events', eventsEndpoints, schemas);
