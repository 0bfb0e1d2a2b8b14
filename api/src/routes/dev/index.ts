import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devSchemas as routes } from '@storefront/contracts';
import { devDomainRoutes } from './domains';
import { routeOf } from '../route-of';
import { localOnly } from './local-only';

/**
 * Development routes: the mailbox (the outbox's messages to an address), the sandbox registry's auth codes
 * and the clock. Registered only in development mode (never in production, nor with DEV_MAILBOX=false), and
 * even then answered only to requests from this machine (loopback, not relayed by a proxy).
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.devMailbox || app.config.production) return;
  app.addHook('onRequest', localOnly);
  await app.register(devDomainRoutes);
  app.route({
    ...routeOf(routes.listMailbox, { description: 'Development only: messages sent to an address, newest first.' }),
    handler: async (request) => {
      return app.mailer.mailbox(request.query.to);
    },
  });
};
