import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAlertSchemas as routes } from '@storefront/contracts';
import { requireStaff } from '../../plugins/app/session';
import { listStaffAlertsForStaff } from '../../staff-alerts/staff-alerts';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/** What jobs gave up on after their last try (issue 29 item 6), newest first. */
export const adminStaffAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.listStaffAlerts, { security, description: 'What jobs gave up on after their last try (a paid domain the registry never carried out, a provider action never made), newest first.' }),
    preHandler: requireStaff,
    handler: async (request) => ({ items: await listStaffAlertsForStaff(app, request.query.limit) }),
  });
};
