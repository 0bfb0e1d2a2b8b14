import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformSchemas as routes } from '@storefront/contracts';
import { captchaClientConfig } from '../../captcha/client-config';
import { registryEtag, ifNoneMatch } from '../../remotes/registry-etag';
import { visitorRegistry } from '../../remotes/canary';
import { registryVisitor } from '../../remotes/visitor';
import { issueReportToken, reportKey } from '../../remotes/report-token';
import { routeOf } from '../route-of';
import { createHash } from 'node:crypto';
import { staffConsoleSchemas } from '@storefront/contracts';
import { settingsOf } from '../../flags';
import { maintenanceStatus, productsUnderMaintenance } from '../../maintenance/maintenance.repository';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const reportTokenKey = reportKey(app.config.paymentCallbackSecret);
  app.route({
    ...routeOf(routes.getConfig, { description: 'The storefront configuration: seasonal theme, feature flags, VAT rate, currency, timezone, captcha, tag manager, error reporting.' }),
    handler: async (request, reply) => {
      // Flags and theme as staff set them (issue 18; the environment gave them at first start), and the products under a
      // maintenance window now: the shell polls this (revalidated: 304 when unchanged) and the server renderer reads it per page.
      const [settings, maintenanceProducts] = await Promise.all([settingsOf(app).read(), productsUnderMaintenance(app.db, app.clock.now())]);
      const body = {
        theme: settings.theme,
        flags: settings.flags,
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
        maintenanceProducts,
      };
      const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;
      reply.header('Cache-Control', 'no-cache');
      reply.header('ETag', etag);
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return (reply as unknown as FastifyReply).code(304).send();
      return body;
    },
  });

  app.route({
    ...routeOf(staffConsoleSchemas.getMaintenance, {
      description: 'Spec §7 GET /maintenance: the maintenance windows under way and those starting within the next 72 hours (the storefront warns with a popup).',
    }),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return maintenanceStatus(app.db, app.clock.now());
    },
  });

  app.route({
    ...routeOf(routes.getRemoteRegistry, {
      description: 'The runtime registry of remotes the shell loads. no-cache with an ETag: a client revalidates (304 when unchanged) and sees a change at once.',
    }),
    handler: async (request, reply) => {
      // Resolved for this visitor (canary bucket, preview): private to them while a canary or preview applies. A visitor
      // with a bucket key (a canary runs) gets a report token with each entry: the only reports that count (issue 28, item 2).
      const visitor = await registryVisitor(app, request, reply);
      const { key } = visitor;
      const now = app.clock.now().getTime();
      const tokens = key ? (remote: string, version: string) => issueReportToken(reportTokenKey, key, remote, version, now) : undefined;
      const { registry, variant, canaries } = await visitorRegistry(app.db, app.config, visitor, tokens);
      const etag = registryEtag(registry);
      reply.header('Cache-Control', canaries || variant || visitor.clearedPreview ? 'private, no-cache' : 'no-cache');
      reply.header('ETag', etag);
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return (reply as unknown as FastifyReply).code(304).send();
      return registry;
    },
  });
};
