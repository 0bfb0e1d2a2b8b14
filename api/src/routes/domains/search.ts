import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DomainSearchResponse, domainsSchemas as routes } from '@storefront/contracts';
import { searchDomains } from '../../domains/domain-search';
import { SearchMemo, searchMemoKey } from '../../domains/search-memo';
import { superFilter } from '../../domains/super-filter';
import { routeOf } from '../route-of';

/**
 * A string with a JSON content type is sent as it is (no serialiser pass); the type provider only knows the
 * parsed shape, hence the cast.
 */
const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json as unknown as DomainSearchResponse);

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const guestAnswers = new SearchMemo();
  app.route({
    ...routeOf(routes.searchDomains, {
      description:
        'The search session: the typed term (keyword or full name) and up to 4 more keywords under up to 5 TLDs (the 5 most popular when none are given), the exact name apart, and 8 suggestions a page. `yours` is set for names the signed-in customer holds.',
    }),
    // The hottest route (benchmarked: 5 keywords × 5 TLDs, 200 connections): its answer is built by typed
    // code from the contract's types, so it is written out as is instead of being parsed by zod again,
    // which cost a quarter of its throughput. The tests parse every answer with the response schema.
    serializerCompiler: () => (data) => JSON.stringify(data),
    // A guest asking exactly what was answered a moment ago gets that answer before the query is even
    // parsed again (only successful answers are memoised, keyed by the raw URL).
    preValidation: async (request, reply) => {
      if (request.user) return;
      const json = guestAnswers.get(searchMemoKey(app.registry.changes, request.url));
      if (json !== undefined) return sendJson(reply, json);
    },
    handler: async (request, reply) => {
      if (request.user) return searchDomains(app, request.query, request.user);
      const key = searchMemoKey(app.registry.changes, request.url);
      const json = JSON.stringify(await searchDomains(app, request.query, null));
      guestAnswers.set(key, json);
      return sendJson(reply, json);
    },
  });

  app.route({
    ...routeOf(routes.filterDomainSearch, {
      description: 'The session (full names and keywords × TLDs) filtered by keyword, TLD and status, 10 a page, with counts per keyword, TLD and status over the whole session.',
    }),
    handler: async (request) => superFilter(app, request.query, request.user),
  });
};
