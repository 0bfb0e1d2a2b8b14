import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pricedTldSchema, productQuerySchema, productSchema, promotionSchema, tldQuerySchema, tldYearsQuerySchema, TLD_REGIONS } from '@storefront/contracts';
import { findProduct, listProducts, toProduct } from '../../catalogue/catalogue.repository';
import { pricedTld } from '../../domains/tld-info';
import { AppError } from '../../errors';

const pricedTldQuerySchema = tldQuerySchema.extend(tldYearsQuerySchema.shape);

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tldsHandler = async (request: { query: z.infer<typeof pricedTldQuerySchema> }) => {
    const { kind, region, years } = request.query;
    return (await app.tldCatalogue.all())
      .filter((row) => (!kind || row.kind === kind) && (!region || region === 'all' || row.region === region))
      .map((row) => pricedTld(row, years));
  };
  const tldRoute = {
    schema: {
      tags: ['domains'],
      description: 'The TLD catalogue, most popular first; with ?years= (1 to 10) each TLD carries the totals of that term.',
      querystring: pricedTldQuerySchema,
      response: { 200: z.array(pricedTldSchema) },
    },
  };
  app.get('/api/domains/tlds', tldRoute, tldsHandler);
  app.get('/api/tlds', tldRoute, tldsHandler);

  app.get(
    '/api/domains/tlds/categories',
    {
      schema: {
        tags: ['domains'],
        response: { 200: z.object({ generic: z.number().int(), country: z.number().int(), regions: z.record(z.string(), z.number().int()) }) },
      },
    },
    async () => {
      const all = await app.tldCatalogue.all();
      const regions = Object.fromEntries(TLD_REGIONS.map((region) => [region, all.filter((t) => t.region === region).length]));
      return { generic: all.filter((t) => t.kind === 'generic').length, country: all.filter((t) => t.kind === 'country').length, regions };
    },
  );

  app.get('/api/products', { schema: { tags: ['products'], querystring: productQuerySchema, response: { 200: z.array(productSchema) } } }, async (request) =>
    listProducts(app.db, request.query.type),
  );

  app.get(
    '/api/products/min-price',
    { schema: { tags: ['products'], response: { 200: z.record(z.string(), z.number().int()) } } },
    async () => {
      const products = await listProducts(app.db);
      const min: Record<string, number> = {};
      for (const product of products) min[product.type] = Math.min(min[product.type] ?? Number.MAX_SAFE_INTEGER, product.price);
      return min;
    },
  );

  app.get(
    '/api/products/:key',
    { schema: { tags: ['products'], params: z.object({ key: z.string().max(64) }), response: { 200: productSchema } } },
    async (request) => {
      const row = await findProduct(app.db, request.params.key);
      if (!row) throw new AppError('NOT_FOUND');
      return toProduct(row);
    },
  );

  app.get('/api/promotions/active', { schema: { tags: ['promotions'], response: { 200: z.array(promotionSchema) } } }, async () => {
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
  });
};
