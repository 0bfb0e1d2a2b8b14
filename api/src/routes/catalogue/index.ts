import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueSchemas as routes, TLD_REGIONS } from '@storefront/contracts';
import { findProduct, listProducts, toProduct } from '../../catalogue/catalogue.repository';
import { localeOf } from '../../domains/tld-words';
import { AppError } from '../../errors';
import { listActivePromotions } from '../../promotions/active-promotions';
import { routeOf } from '../route-of';
import { sslRoutes } from './ssl';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sslRoutes);

  app.route({
    ...routeOf(routes.getTldCategories, { description: 'How many TLDs are generic, country-code, and in each region.' }),
    handler: async () => {
      const all = await app.tldCatalogue.all();
      const regions = Object.fromEntries(TLD_REGIONS.map((region) => [region, all.filter((t) => t.region === region).length]));
      return { generic: all.filter((t) => t.kind === 'generic').length, country: all.filter((t) => t.kind === 'country').length, regions };
    },
  });

  app.route({
    ...routeOf(routes.listProducts, { description: 'The hosting, server and SSL products, of one type with ?type=; their features in the x-locale language.' }),
    handler: async (request, reply) => {
      reply.header('Vary', 'x-locale');
      return listProducts(app.db, request.query.type, localeOf(request.headers['x-locale']));
    },
  });

  app.route({
    ...routeOf(routes.getMinPrices, { description: 'The lowest price in cents of each product type.' }),
    handler: async () => {
      const products = await listProducts(app.db);
      const min: Record<string, number> = {};
      for (const product of products) min[product.type] = Math.min(min[product.type] ?? Number.MAX_SAFE_INTEGER, product.price);
      return min;
    },
  });

  app.route({
    ...routeOf(routes.getProduct, { description: 'One product by its key, its features in the x-locale language. An unknown key is NOT_FOUND.' }),
    handler: async (request, reply) => {
      const row = await findProduct(app.db, request.params.key);
      if (!row) throw new AppError('NOT_FOUND');
      reply.header('Vary', 'x-locale');
      return toProduct(row, localeOf(request.headers['x-locale']));
    },
  });

  app.route({
    ...routeOf(routes.listActivePromotions, { description: 'The promotions running now, the soonest to end first, with their voucher\'s terms and the product page they are for.' }),
    handler: async () => listActivePromotions(app.db, app.clock.now()),
  });
};
