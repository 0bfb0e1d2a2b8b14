import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformSchemas as routes } from '@storefront/contracts';
import { pingDatabase } from '../../db/ping';
import { routeOf } from '../route-of';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.getHealth, { description: 'The api and its database answer.' }),
    handler: async () => {
      await pingDatabase(app);
      return { status: 'ok' as const };
    },
  });
};
