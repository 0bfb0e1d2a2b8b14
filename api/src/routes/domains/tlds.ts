import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normaliseTld, spotlightTldSchema, tldContentQuerySchema, tldContentSchema, tldDetailSchema } from '@storefront/contracts';
import { AppError } from '../../errors';
import { spotlight, tldDetail } from '../../domains/tld-info';
import { localeOf, tldContent } from '../../domains/tld-words';

/** The words and the detail of TLDs, in the reader's language (x-locale: en or km). */
export const tldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tlds/content',
    {
      schema: {
        tags: ['domains'],
        description: 'The words about one TLD (?tld=), or about every TLD of the catalogue when none is given, in the x-locale language.',
        querystring: tldContentQuerySchema,
        response: { 200: z.union([tldContentSchema, z.array(tldContentSchema)]) },
      },
    },
    async (request) => {
      const locale = localeOf(request.headers['x-locale']);
      if (request.query.tld === undefined) return (await app.tldCatalogue.all()).map((row) => tldContent(row, locale));
      const name = normaliseTld(request.query.tld);
      const row = name ? await app.tldCatalogue.find(name) : undefined;
      if (!row) throw new AppError('UNSUPPORTED_TLD');
      return tldContent(row, locale);
    },
  );

  app.get(
    '/api/tlds/spotlight-tlds',
    { schema: { tags: ['domains'], description: 'Up to 6 hot or on-sale TLDs with a title and a summary.', response: { 200: z.array(spotlightTldSchema) } } },
    async (request) => spotlight(await app.tldCatalogue.all(), localeOf(request.headers['x-locale'])),
  );

  app.get(
    '/api/tlds/:tld',
    {
      schema: {
        tags: ['domains'],
        description: 'One TLD: prices for 1 to 10 years, its words, redemption timing and fee. An unknown TLD is NOT_FOUND.',
        params: z.object({ tld: z.string().max(32) }),
        response: { 200: tldDetailSchema },
      },
    },
    async (request) => {
      const name = normaliseTld(request.params.tld);
      const row = name ? await app.tldCatalogue.find(name) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      return tldDetail(row, localeOf(request.headers['x-locale']));
    },
  );
};
