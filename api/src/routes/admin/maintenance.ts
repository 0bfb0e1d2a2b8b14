import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffConsoleSchemas as routes } from '@storefront/contracts';
import { cancelWindow, listWindowsForStaff, scheduleWindow } from '../../maintenance/staff-maintenance';
import { requireStaff } from '../../plugins/app/session';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/** Maintenance windows (issue 18 item 4): staff schedule and cancel them; GET /api/maintenance serves them to the storefront. */
export const adminMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.listMaintenanceWindows, { security, description: 'Every maintenance window, latest start first, cancelled ones included.' }),
    preHandler: requireStaff,
    handler: async () => {
      return { items: await listWindowsForStaff(app) };
    },
  });

  app.route({
    ...routeOf(routes.createMaintenanceWindow, {
      security,
      description: 'Schedules a window (start, end, message in English and Khmer, affected products) with a reason (audited).',
    }),
    preHandler: requireStaff,
    handler: async (request, reply) => {
      const created = await scheduleWindow(app, { email: request.user!.email, userId: request.user!.id }, request.body);
      request.log.info({ window: created.id, by: request.user?.email }, 'maintenance window scheduled');
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...routeOf(routes.cancelMaintenanceWindow, { security, description: 'Cancels a window, with a reason (audited); the window stays in the list.' }),
    preHandler: requireStaff,
    handler: async (request) => {
      return cancelWindow(app, { email: request.user!.email, userId: request.user!.id }, request.params.id, request.body.reason);
    },
  });
};
