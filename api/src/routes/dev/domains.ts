import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { domainNameSchema } from '@storefront/contracts';
import { isAdjustable } from '../../clock';
import { AppError } from '../../errors';
import { SandboxRegistry } from '../../registry/sandbox-registry';

/**
 * Development only: play the old registrar (the auth code a name's owner would get) and move the clock
 * forward to see transfers complete and names expire. Never registered in production.
 */
export const devDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.production) return;
  const tags = ['development'];

  app.get(
    '/api/dev/registry/auth-code',
    {
      schema: {
        tags,
        description: "Development only, sandbox registry: the auth (EPP) code of a registered name, as its current registrar would give it to the owner.",
        querystring: z.object({ domain: domainNameSchema }),
        response: { 200: z.object({ domain: z.string(), authCode: z.string() }) },
      },
    },
    async (request, reply) => {
      const { domain } = request.query;
      if (!(app.registry instanceof SandboxRegistry)) throw new AppError('NOT_FOUND');
      const [entry] = await app.registry.check([domain]);
      if (entry?.status !== 'taken') throw new AppError('NOT_FOUND');
      reply.header('Cache-Control', 'no-store');
      return { domain, authCode: app.registry.authCodeFor(domain) };
    },
  );

  app.post(
    '/api/dev/clock',
    {
      schema: {
        tags,
        description: "Development only: moves the api's domain clock forward by whole days (transfers complete, names expire). Restarting the api resets it.",
        body: z.object({ days: z.number().int().min(1).max(3650) }),
        response: { 200: z.object({ now: z.string() }) },
      },
    },
    async (request) => {
      if (!isAdjustable(app.clock)) throw new AppError('NOT_FOUND');
      return { now: app.clock.advanceDays(request.body.days).toISOString() };
    },
  );
};
