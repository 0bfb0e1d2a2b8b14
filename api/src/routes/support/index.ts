import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The support area's routes (shared/contracts endpoints/support.ts). */
export const supportRoutes: FastifyPluginAsyncZod = async () => {};
