import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueSchemas as routes, TLD_REGIONS } from '@storefront/contracts';
import { minPrices, productList, productPage } from '../../catalogue/catalogue-pages';
import { localeOf } from '../../domains/tld-words';
import { activePromotionsNow } from '../../promotions/active-promotions';
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
      return productList(app, request.query.type, localeOf(request.headers['x-locale']));
    },
  });

  app.route({
    ...routeOf(routes.getMinPrices, { description: 'The lowest price in cents of each product type.' }),
    handler: async () => minPrices(app),
  });

  app.route({
    ...routeOf(routes.getProduct, { description: 'One product by its key, its features in the x-locale language. An unknown key is NOT_FOUND.' }),
    handler: async (request, reply) => {
      const product = await productPage(app, request.params.key, localeOf(request.headers['x-locale']));
      reply.header('Vary', 'x-locale');
      return product;
    },
  });

  app.route({
    ...routeOf(routes.listActivePromotions, { description: 'The promotions running now, the soonest to end first, with their voucher\'s terms and the product page they are for.' }),
    handler: async () => activePromotionsNow(app),
  });
};
