import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { META_EVENT_LIMITS, eventsSchemas as routes } from '@storefront/contracts';
import { receiveMetaEvents } from '../../events/meta-events.repository';
import { routeOf } from '../route-of';

/**
 * Conversion events (spec §7 Other: POST /meta/events). The platform's tracker sends them with
 * navigator.sendBeacon, which can set no header: the body is JSON sent as text/plain (or application/json
 * from fetch keepalive), so in this scope only text/plain is read as JSON, with Fastify's own JSON parser
 * (prototype poisoning refused). The CSRF rule is the api's as for every route (a foreign Origin or a
 * cross-site Sec-Fetch-Site is refused; a beacon from the storefront sends its own origin), and the session
 * cookie travels with it: the user is the session's, never the body's (a body naming one is refused).
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.route({
    ...routeOf(routes.recordMetaEvents, {
      description: `Records 1–${META_EVENT_LIMITS.batchMax} conversion events of an anonymous visitor (page view, add to cart, checkout started, purchase), with the signed-in user from the session. Accepts a JSON body sent as application/json or text/plain (navigator.sendBeacon). Answers 202 with no body; 400 BAD_REQUEST for an invalid batch, 413 past ${META_EVENT_LIMITS.bodyMax} bytes, 429 SYSTEM_BUSY past the rate limit.`,
    }),
    bodyLimit: META_EVENT_LIMITS.bodyMax,
    // A visitor's tracker sends about one batch per navigation; a page reload storm stays far below this.
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      await receiveMetaEvents(app, request.body, request.user?.id ?? null);
      // An empty body (the declaration's null): the beacon waits for nothing.
      return reply.status(202).send(undefined as unknown as null);
    },
  });
};
