import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remoteRegistrySchema, storefrontConfigSchema } from '@storefront/contracts';
import { captchaClientConfig } from '../../captcha/client-config';
import { listRemotes } from '../../remotes/remotes.repository';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/config', { schema: { tags: ['config'], response: { 200: storefrontConfigSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return {
      theme: app.config.theme,
      flags: app.config.flags,
      vatRateBasisPoints: app.config.vatRateBasisPoints,
      currency: 'USD' as const,
      timezone: 'Asia/Bangkok',
      // The captcha the shell loads on protected forms (spec §7), or null when none is configured.
      captcha: captchaClientConfig(app.config.captcha),
    };
  });

  app.get(
    '/api/config/remotes',
    { schema: { tags: ['config'], description: 'The runtime registry of remotes the shell loads.', response: { 200: remoteRegistrySchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listRemotes(app.db, app.config);
    },
  );
};
