import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devSchemas as routes } from '@storefront/contracts';
import { isAdjustable } from '../../clock';
import { AppError } from '../../errors';
import { SCHEDULES } from '../../jobs/plugin';
import { SandboxRegistry } from '../../registry/sandbox-registry';
import { routeOf } from '../route-of';

/**
 * Development only: play the old registrar (the auth code a name's owner would get) and move the clock
 * forward to see transfers complete and names expire. Never registered in production.
 */
export const devDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.production) return;

  app.route({
    ...routeOf(routes.getRegistryAuthCode, {
      description: 'Development only, sandbox registry: the auth (EPP) code of a registered name, as its current registrar would give it to the owner.',
    }),
    handler: async (request) => {
      const { domain } = request.query;
      if (!(app.registry instanceof SandboxRegistry)) throw new AppError('NOT_FOUND');
      const [entry] = await app.registry.check([domain]);
      if (entry?.status !== 'taken') throw new AppError('NOT_FOUND');
      return { domain, authCode: app.registry.authCodeFor(domain) };
    },
  });

  app.route({
    ...routeOf(routes.advanceClock, {
      description: "Development only: moves the api's domain clock forward by whole days (transfers complete, names expire). Restarting the api resets it.",
    }),
    handler: async (request) => {
      if (!isAdjustable(app.clock)) throw new AppError('NOT_FOUND');
      const now = app.clock.advanceDays(request.body.days).toISOString();
      // What the scheduled jobs would have done by the new time, they do now: services and domains due go through
      // their lifecycle, matured affiliate rewards are credited, closed SLA months are proposed, old notifications go.
      for (const { name } of SCHEDULES) await app.jobs.send(name, { reason: 'clock' });
      return { now };
    },
  });
};
