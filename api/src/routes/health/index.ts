import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { platformSchemas as routes } from '@storefront/contracts';
import { routeOf } from '../route-of';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.getHealth, { description: 'The api and its database answer.' }),
    handler: async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const };
    },
  });
};
