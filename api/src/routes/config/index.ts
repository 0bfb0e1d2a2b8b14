import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformSchemas as routes } from '@storefront/contracts';
import { captchaClientConfig } from '../../captcha/client-config';
import { registryEtag, ifNoneMatch } from '../../remotes/registry-etag';
import { listRemotes } from '../../remotes/remotes.repository';
import { routeOf } from '../route-of';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.getConfig, { description: 'The storefront configuration: seasonal theme, feature flags, VAT rate, currency, timezone, captcha, tag manager, error reporting.' }),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return {
        theme: app.config.theme,
        flags: app.config.flags,
        vatRateBasisPoints: app.config.vatRateBasisPoints,
        currency: 'USD' as const,
        timezone: 'Asia/Bangkok',
        // The captcha the shell loads on protected forms (spec §7), or null when none is configured.
        captcha: captchaClientConfig(app.config.captcha),
        // The tag manager the shell loads (spec §7), or null: off, and absent from the CSP.
        tagManagerId: app.config.tagManagerId,
        // Error reporting the shell loads lazily (issue 14), or null: off, and absent from the CSP.
        monitoring: app.config.monitoring,
        // Canonical links and structured data name pages by the public address.
        siteUrl: app.config.publicUrl,
      };
    },
  });

  app.route({
    ...routeOf(routes.getRemoteRegistry, {
      description: 'The runtime registry of remotes the shell loads. no-cache with an ETag: a client revalidates (304 when unchanged) and sees a change at once.',
    }),
    handler: async (request, reply) => {
      const registry = await listRemotes(app.db, app.config);
      const etag = registryEtag(registry);
      reply.header('Cache-Control', 'no-cache');
      reply.header('ETag', etag);
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return (reply as unknown as FastifyReply).code(304).send();
      return registry;
    },
  });
};
