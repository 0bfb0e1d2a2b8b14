import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchemas as routes } from '@storefront/contracts';
import { requireStaff } from '../../plugins/app/session';
import { changeStaffRole } from '../../staff-permissions/staff-roles';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/**
 * Staff roles (issue 28 item 1, capability staff.manage): an account's role changes only when the caller outranks both
 * the account's role and the new one (the guard checks the first; nobody grants a role as high as their own), never
 * for the last admin, with a reason (audited). The account's sessions end, so the new role applies at once.
 */
export const adminStaffRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.setUserRole, { security, description: "Sets an account's role (customer, support, finance, admin) below the caller's own, with a reason (audited); never the last admin's." }),
    preHandler: requireStaff,
    handler: async (request) => {
      return changeStaffRole(app, request.user!, request.params.userId, request.body);
    },
  });
};
