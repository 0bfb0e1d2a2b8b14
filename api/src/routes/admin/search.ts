import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffSearchSchemas as routes } from '@storefront/contracts';
import { requireStaff } from '../../plugins/app/session';
import { searchForStaff } from '../../staff-search/staff-search';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/** The console's one search box (issue 32 item 3). */
export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.searchStaff, {
      security,
      description:
        "At most 5 each of the customers (name, email, phone in any form), orders (id or its first 8 characters, invoice number, customer email; none for a role that may not read orders), domains (their name's start) and services (their name's start, a server's IP address) the text finds.",
    }),
    preHandler: requireStaff,
    handler: async (request) => searchForStaff(app, request.user!.role, request.query.q),
  });
};
