import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkAvailableQuerySchema,
  checkAvailableSchema,
  discountQuerySchema,
  domainDiscountSchema,
  registerInfoQuerySchema,
  registerInfoResponseSchema,
} from '@storefront/contracts';
import { checkAvailable, parseNames, registerInfo } from '../../domains/register-info';
import { discounts } from '../../domains/tld-info';

export const registerInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/domains/register-info',
    {
      schema: {
        tags: ['domains'],
        description: 'Status and the total in cents for 1 to 10 years (premium names: 1 year at the registry price). multi=1 takes up to 25 comma-separated names.',
        querystring: registerInfoQuerySchema,
        response: { 200: registerInfoResponseSchema },
      },
    },
    async (request) => ({ items: await registerInfo(app, parseNames(request.query.domain, request.query.multi === '1')) }),
  );

  app.get(
    '/api/domains/check-available',
    { schema: { tags: ['domains'], querystring: checkAvailableQuerySchema, response: { 200: checkAvailableSchema } } },
    async (request) => checkAvailable(app, request.query.domain),
  );

  app.get(
    '/api/domains/discount',
    {
      schema: {
        tags: ['domains'],
        description: 'TLDs sold below their regular price for registering, renewing or transferring, biggest cut first.',
        querystring: discountQuerySchema,
        response: { 200: z.array(domainDiscountSchema) },
      },
    },
    async (request) => discounts(await app.tldCatalogue.all(), request.query.type),
  );
};
