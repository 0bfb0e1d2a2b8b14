import type { MetaEventBatch } from '../meta-events';
import { typed, type Endpoints } from './endpoint';

/**
 * Conversion tracking (spec §7 Other: POST /meta/events, fires 500 ms after each navigation). Sent by the
 * platform's tracker with navigator.sendBeacon (a text/plain JSON body, no custom header) or fetch keepalive;
 * answered 202 with no body. The user is the session's, never the body's.
 */
export const eventsEndpoints = {
  recordMetaEvents: { method: 'POST', path: '/api/meta/events', body: typed<MetaEventBatch>(), response: typed<null>() },
} as const satisfies Endpoints;
