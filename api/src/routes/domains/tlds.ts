import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainsSchemas as routes, normaliseTld, type PricedTld } from '@storefront/contracts';
import { AppError } from '../../errors';
import { pricedTld, spotlight, tldDetail } from '../../domains/tld-info';
import { localeOf, tldContent } from '../../domains/tld-words';
import { routeOf } from '../route-of';

/** The TLD catalogue, and the words and the detail of TLDs in the reader's language (x-locale: en or km). */
export const tldRoutes: FastifyPluginAsyncZod = async (app) => {
  const tlds = async ({ kind, region, years }: { kind?: PricedTld['kind']; region?: PricedTld['region'] | 'all'; years?: number }) =>
    (await app.tldCatalogue.all())
      .filter((row) => (!kind || row.kind === kind) && (!region || region === 'all' || row.region === region))
      .map((row) => pricedTld(row, years));
  const description = 'The TLD catalogue, most popular first; with ?years= (1 to 10) each TLD carries the totals of that term.';
  app.route({ ...routeOf(routes.listTlds, { description }), handler: async (request) => tlds(request.query) });
  app.route({ ...routeOf(routes.listTldCatalogue, { description }), handler: async (request) => tlds(request.query) });

  app.route({
    ...routeOf(routes.getTldContent, {
      description: 'The words about one TLD (?tld=), or about every TLD of the catalogue when none is given, in the x-locale language.',
    }),
    handler: async (request) => {
      const locale = localeOf(request.headers['x-locale']);
      if (request.query.tld === undefined) return (await app.tldCatalogue.all()).map((row) => tldContent(row, locale));
      const name = normaliseTld(request.query.tld);
      const row = name ? await app.tldCatalogue.find(name) : undefined;
      if (!row) throw new AppError('UNSUPPORTED_TLD');
      return tldContent(row, locale);
    },
  });

  app.route({
    ...routeOf(routes.listSpotlightTlds, { description: 'Up to 6 hot or on-sale TLDs with a title and a summary.' }),
    handler: async (request) => spotlight(await app.tldCatalogue.all(), localeOf(request.headers['x-locale'])),
  });

  app.route({
    ...routeOf(routes.getTld, { description: 'One TLD: prices for 1 to 10 years, its words, redemption timing and fee. An unknown TLD is NOT_FOUND.' }),
    handler: async (request) => {
      const name = normaliseTld(request.params.tld);
      const row = name ? await app.tldCatalogue.find(name) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      return tldDetail(row, localeOf(request.headers['x-locale']));
    },
  });
};
