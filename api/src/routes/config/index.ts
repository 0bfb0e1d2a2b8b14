import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformSchemas as routes } from '@storefront/contracts';
import { registryEtag, ifNoneMatch } from '../../remotes/registry-etag';
import { registryForVisitor } from '../../remotes/canary';
import { registryVisitor } from '../../remotes/visitor';
import { issueReportToken, reportKey } from '../../remotes/report-token';
import { routeOf } from '../route-of';
import { createHash } from 'node:crypto';
import { staffConsoleSchemas } from '@storefront/contracts';
import { storefrontConfig } from '../../flags/storefront-config';
import { currentMaintenance } from '../../maintenance/maintenance.repository';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const reportTokenKey = reportKey(app.config.paymentCallbackSecret);
  app.route({
    ...routeOf(routes.getConfig, { description: 'The storefront configuration: seasonal theme, feature flags, VAT rate, currency, timezone, captcha, tag manager, error reporting.' }),
    handler: async (request, reply) => {
      // The shell polls this (revalidated: 304 when unchanged) and the server renderer reads it per page.
      const body = await storefrontConfig(app);
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
      return currentMaintenance(app);
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
      const { registry, variant, canaries } = await registryForVisitor(app, visitor, tokens);
      const etag = registryEtag(registry);
      reply.header('Cache-Control', canaries || variant || visitor.clearedPreview ? 'private, no-cache' : 'no-cache');
      reply.header('ETag', etag);
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return (reply as unknown as FastifyReply).code(304).send();
      return registry;
    },
  });
};
