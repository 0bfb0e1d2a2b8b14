import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueSchemas as routes, TLD_REGIONS } from '@storefront/contracts';
import { findProduct, listProducts, toProduct } from '../../catalogue/catalogue.repository';
import { AppError } from '../../errors';
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
    ...routeOf(routes.listProducts, { description: 'The hosting, server and SSL products, of one type with ?type=.' }),
    handler: async (request) => listProducts(app.db, request.query.type),
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
    ...routeOf(routes.getProduct, { description: 'One product by its key. An unknown key is NOT_FOUND.' }),
    handler: async (request) => {
      const row = await findProduct(app.db, request.params.key);
      if (!row) throw new AppError('NOT_FOUND');
      return toProduct(row);
    },
  });

  app.route({
    ...routeOf(routes.listActivePromotions, { description: 'The promotions running now, the soonest to end first.' }),
    handler: async () => {
      const now = new Date();
      const rows = await app.db.selectFrom('promotions').selectAll().where('starts_at', '<=', now).where('ends_at', '>', now).orderBy('ends_at').execute();
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        title: row.title,
        titleKm: row.title_km,
        description: row.description,
        descriptionKm: row.description_km,
        discountType: row.discount_type,
        discountValue: row.discount_value,
        startsAt: new Date(row.starts_at).toISOString(),
        endsAt: new Date(row.ends_at).toISOString(),
      }));
    },
  });
};
