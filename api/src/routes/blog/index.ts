import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The blog area's routes (shared/contracts endpoints/blog.ts). */
export const blogRoutes: FastifyPluginAsyncZod = async () => {};
