import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainsSchemas as routes } from '@storefront/contracts';
import { requireTldOf } from '../../domains/domain-deps';
import { routeOf } from '../route-of';

export const whoisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.getWhois, { description: "The registry's public record of a name: { registered: false } when nobody holds it." }),
    handler: async (request) => {
      await requireTldOf(app, request.query.domain);
      return app.registry.whois(request.query.domain);
    },
  });
};
