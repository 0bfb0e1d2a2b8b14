import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainsSchemas as routes } from '@storefront/contracts';
import { ownedDomains } from '../../domains/owned-domains';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

export const ownedDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.listOwnedDomains, {
      security: [{ session: [] }],
      description: "The signed-in customer's names, soonest expiry first: lifecycle, dates, renew and reactivate prices.",
    }),
    preHandler: requireUser,
    handler: async (request) => {
      return ownedDomains(app, request.user!.id, request.query.limit);
    },
  });
};
