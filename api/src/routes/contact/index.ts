import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The contact area's routes (shared/contracts endpoints/contact.ts). */
export const contactRoutes: FastifyPluginAsyncZod = async () => {};
