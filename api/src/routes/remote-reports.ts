import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformSchemas as routes } from '@storefront/contracts';
import { recordReport, rollBackIfFailing } from '../remotes/remote-health';
import { rollbackPolicyFrom } from '../remotes/rollback-decision';
import { routeOf } from './route-of';

/**
 * The browser's reports of how remotes loaded (issue 14, item 9): public (a guest's page reports too), strictly
 * validated (contracts' remoteReportSchema: a session id, at most 20 entries of known shape) and rate-limited per
 * address. A report on a remote with a canary re-evaluates it: a canary that fails enough more than the stable
 * version is rolled back by itself (remote-health.ts), audited as `system`, staff mailed.
 */
export const remoteReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = rollbackPolicyFrom(process.env);

  app.route({
    ...routeOf(routes.reportRemotes, {
      description:
        'Per page session, remote and version: mounted and/or failed (load or render). Sent with navigator.sendBeacon; counted once per session; versions that are neither a pointer nor a canary are ignored.',
    }),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    bodyLimit: 8 * 1024,
    handler: async (request, reply) => {
      const canaried = await recordReport(app.db, request.body);
      for (const remote of canaried) {
        const outcome = await rollBackIfFailing(app.db, remote, policy, app.config.supportEmail);
        if (outcome) request.log.warn(outcome, 'remote canary rolled back automatically');
      }
      return reply.code(204).send(null);
    },
  });
};
