import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownedDomainSchema, ownedDomainsQuerySchema } from '@storefront/contracts';
import { ownedDomains } from '../../domains/owned-domains';
import { requireUser } from '../../plugins/app/session';

export const ownedDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/owned-domains',
    {
      preHandler: requireUser,
      schema: {
        tags: ['domains'],
        security: [{ session: [] }],
        description: "The signed-in customer's names, soonest expiry first: lifecycle, dates, renew and reactivate prices.",
        querystring: ownedDomainsQuerySchema,
        response: { 200: z.array(ownedDomainSchema) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ownedDomains(app, request.user!.id, request.query.limit);
    },
  );
};
