import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainsSchemas as routes } from '@storefront/contracts';
import { checkAvailable, parseNames, registerInfo } from '../../domains/register-info';
import { discounts } from '../../domains/tld-info';
import { routeOf } from '../route-of';

export const registerInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.getRegisterInfo, {
      description: 'Status and the total in cents for 1 to 10 years (premium names: 1 year at the registry price). multi=1 takes up to 25 comma-separated names.',
    }),
    handler: async (request) => ({ items: await registerInfo(app, parseNames(request.query.domain, request.query.multi === '1')) }),
  });

  app.route({
    ...routeOf(routes.checkDomainAvailable, { description: 'Whether one name is available to register, and its status.' }),
    handler: async (request) => checkAvailable(app, request.query.domain),
  });

  app.route({
    ...routeOf(routes.listDomainDiscounts, { description: 'TLDs sold below their regular price for registering, renewing or transferring, biggest cut first.' }),
    handler: async (request) => discounts(await app.tldCatalogue.all(), request.query.type),
  });
};
