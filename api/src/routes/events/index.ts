import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The events area's routes (shared/contracts endpoints/events.ts). */
export const eventsRoutes: FastifyPluginAsyncZod = async () => {};
