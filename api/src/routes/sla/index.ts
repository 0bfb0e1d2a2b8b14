import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { slaSchemas as routes } from '@storefront/contracts';
import { requireStaff, requireUser } from '../../plugins/app/session';
import { claimSlaCredit, readServiceSla, recordIncident, recordServerOutage } from '../../sla/sla';
import { localOnly } from '../dev/local-only';
import { routeOf } from '../route-of';

/** Cloud server SLA credits (issue 17 item 8): the uptime record, the claim, staff recording an outage, and (development only) the same from this machine. */
export const slaRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.getServiceSla, {
      security,
      description: 'My cloud server\'s uptime per month (99.5 % target), the credit each month below it earns (5, 10 or 15 % of the month\'s fee, over $1, claimable within a month of the incident) and the credits issued.',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      return readServiceSla(app, request.user!.id, request.params.id);
    },
  });

  app.route({
    ...routeOf(routes.claimSlaCredit, {
      security,
      description: 'Claims a month\'s service credit: issued as promo credit expiring in 30 days, or NOT_ELIGIBLE with the reason (target met, month not over, $1 or less, too late, credited already); an incomplete claim is BAD_REQUEST.',
    }),
    preHandler: requireUser,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => claimSlaCredit(app, request.user!.id, request.params.id, request.body),
  });

  app.route({
    ...routeOf(routes.recordServerOutage, {
      security,
      description:
        'Staff: records an outage of a customer\'s cloud server (its start and end, what happened, and the reason, in the audit log) in its uptime record. BAD_REQUEST with details.reason: notCloudServer, inFuture (the end is after now), beforeServer, overlaps (an outage already recorded); the end must come at least a minute after the start. NOT_FOUND for no such service.',
    }),
    preHandler: requireStaff,
    handler: async (request, reply) => {
      reply.status(201);
      return recordServerOutage(app, request.params.id, request.body);
    },
  });

  // Development only, and then only from this machine (like the other /api/dev routes).
  if (!app.config.devMailbox || app.config.production) return;
  app.route({
    ...routeOf(routes.recordSlaIncident, { description: 'Development only: records an outage of a cloud server (its uptime record).' }),
    onRequest: localOnly,
    handler: async (request, reply) => {
      reply.status(201);
      return recordIncident(app, request.params.id, request.body);
    },
  });
};
