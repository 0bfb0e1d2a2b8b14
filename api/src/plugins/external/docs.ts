import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI from the routes' zod schemas: JSON at /api/docs/json, a browsable page at /api/docs. */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Storefront api', version: '1.0.0', description: 'The calls of spec §7. Money is integer cents (USD). Errors are { code, message } with the codes of spec §8.' },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
