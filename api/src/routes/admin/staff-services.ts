import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAlertSchemas as routes } from '@storefront/contracts';
import { requireStaff } from '../../plugins/app/session';
import { markAlertDone, partyStateOfAlert, partyStateOfService, retryAlert } from '../../staff-services/staff-services';
import { actorOf } from '../staff-actor';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/** Issue 31 item 5: an alert's subject, or any customer's service or domain, at its party, asked live; the failed job retried, or marked done by hand (audited). */
export const adminStaffServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.getStaffAlertPartyState, { security, description: "The alert's domain at the registry (statuses, expiry, registrar, a transfer) or its service at the provider (state, IPs, suspended), asked now; SYSTEM_BUSY when the party does not answer. Never a credential." }),
    preHandler: requireStaff,
    handler: async (request) => partyStateOfAlert(app, request.params.id),
  });
  app.route({
    ...routeOf(routes.getServicePartyState, { security, description: "A customer's service at its provider (state, IPs, suspended) or their domain at the registry, by the id the staff customer page lists; SYSTEM_BUSY when the party does not answer. Never a credential." }),
    preHandler: requireStaff,
    handler: async (request) => partyStateOfService(app, request.params.id),
  });
  app.route({
    ...routeOf(routes.retryStaffAlert, { security, description: 'Queues the failed job again under its own idempotency key (nothing queued when the party shows the work done: outcome already-done); resolves the alert as retried; audited with the reason.' }),
    preHandler: requireStaff,
    handler: async (request) => retryAlert(app, actorOf(request), request.params.id, request.body.reason),
  });
  app.route({
    ...routeOf(routes.markStaffAlertDone, { security, description: "The work was done by hand at the party: the job's key is closed so no delivery redoes it, and the alert is resolved as done; audited with the reason." }),
    preHandler: requireStaff,
    handler: async (request) => markAlertDone(app, actorOf(request), request.params.id, request.body.reason),
  });
};
