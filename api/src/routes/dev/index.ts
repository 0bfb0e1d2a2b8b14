import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devDomainRoutes } from './domains';
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
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        description: 'Development only: messages sent to an address, newest first.',
        querystring: z.object({ to: z.string().trim().min(3).max(254) }),
        response: {
          200: z.array(
            z.object({ id: z.string(), to: z.string(), template: z.string(), subject: z.string(), text: z.string(), createdAt: z.string(), sentAt: z.string().nullable() }),
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.mailer.mailbox(request.query.to);
    },
  );
};
