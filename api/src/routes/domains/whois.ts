import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whoisQuerySchema, whoisRecordSchema } from '@storefront/contracts';
import { requireTldOf } from '../../domains/domain-deps';

export const whoisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/domains/whois',
    {
      schema: {
        tags: ['domains'],
        description: "The registry's public record of a name: { registered: false } when nobody holds it.",
        querystring: whoisQuerySchema,
        response: { 200: whoisRecordSchema },
      },
    },
    async (request) => {
      await requireTldOf(app, request.query.domain);
      return app.registry.whois(request.query.domain);
    },
  );
};
