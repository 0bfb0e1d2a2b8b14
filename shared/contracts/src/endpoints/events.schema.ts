import { z } from 'zod';
import { metaEventBatchSchema } from '../meta-events.schema';
import { defineEndpoints } from './endpoint.schema';

/**
 * Conversion tracking (spec §7 Other: POST /meta/events, fires 500 ms after each navigation). Sent by the
 * platform's tracker with navigator.sendBeacon (a text/plain JSON body, no custom header) or fetch keepalive;
 * answered 202 with no body. The user is the session's, never the body's.
 * Said once here; the browser's `eventsEndpoints` (./events.ts) is generated from it.
 */
export const eventsSchemas = defineEndpoints(
  { area: 'events', declarations: 'eventsEndpoints' },
  {
    recordMetaEvents: { method: 'POST', path: '/api/meta/events', body: metaEventBatchSchema, response: z.null(), status: 202 },
  },
);
