import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffConsoleSchemas as routes } from '@storefront/contracts';
import { requireStaff } from '../../plugins/app/session';
import { readStaffAuditLog } from '../../staff-audit/staff-audit-log';
import { routeOf } from '../route-of';

/** The one audit log (issue 18 item 9): staff actions and the remote registry's changes, newest first, filtered. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.listStaffAudit, {
      security: [{ session: [] }],
      description: 'Staff actions (actor, time, target, before, after, reason) and the remote registry\'s changes in one list; filter by area, actor, target and time.',
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      return { items: await readStaffAuditLog(app, request.query) };
    },
  });
};
