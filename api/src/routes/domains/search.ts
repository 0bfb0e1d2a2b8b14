import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainSearchQuerySchema, domainSearchResponseSchema, superFilterQuerySchema, superFilterResponseSchema } from '@storefront/contracts';
import { searchDomains } from '../../domains/domain-search';
import { superFilter } from '../../domains/super-filter';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/domains/search-iu',
    {
      schema: {
        tags: ['domains'],
        description:
          'The search session: the typed term (keyword or full name) and up to 4 more keywords under up to 5 TLDs (the 5 most popular when none are given), the exact name apart, and 8 suggestions a page. `yours` is set for names the signed-in customer holds.',
        querystring: domainSearchQuerySchema,
        response: { 200: domainSearchResponseSchema },
      },
      // The hottest route (benchmarked: 5 keywords × 5 TLDs, 200 connections): its answer is built by typed
      // code from the contract's types, so it is written out as is instead of being parsed by zod again,
      // which cost a quarter of its throughput. The tests parse every answer with the response schema.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => searchDomains(app, request.query, request.user),
  );

  app.get(
    '/api/domains/super-filter',
    {
      schema: {
        tags: ['domains'],
        description: 'The session (full names and keywords × TLDs) filtered by keyword, TLD and status, 10 a page, with counts per keyword, TLD and status over the whole session.',
        querystring: superFilterQuerySchema,
        response: { 200: superFilterResponseSchema },
      },
    },
    async (request) => superFilter(app, request.query, request.user),
  );
};
