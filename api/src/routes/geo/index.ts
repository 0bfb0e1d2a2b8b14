import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The geo area's routes (shared/contracts endpoints/geo.ts). */
export const geoRoutes: FastifyPluginAsyncZod = async () => {};
