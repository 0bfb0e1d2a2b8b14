import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformSchemas as routes } from '@storefront/contracts';
import { recordReport, rollBackIfFailing } from '../remotes/remote-health';
import { reportKey } from '../remotes/report-token';
import { rollbackPolicyFrom } from '../remotes/rollback-decision';
import { routeOf } from './route-of';

/**
 * The browser's reports of how remotes loaded (issue 14, item 9): public (a guest's page reports too), strictly
 * validated (contracts' remoteReportSchema: a session id, at most 20 entries of known shape) and rate-limited per
 * address. An entry counts only with the report token the registry handed this visitor for that remote and version
 * (issue 28, item 2); anything else is answered 204 like the rest and ignored, counted in the log. A report on a
 * remote with a canary re-evaluates it: a canary that fails enough more than the stable version is rolled back by
 * itself (remote-health.ts), audited as `system`, staff mailed.
 */
export const remoteReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = rollbackPolicyFrom(process.env);
  const key = reportKey(app.config.paymentCallbackSecret);
  /** Entries ignored since this process started (no, a forged, an expired or another version's token). */
  let ignoredTotal = 0;

  app.route({
    ...routeOf(routes.reportRemotes, {
      description:
        'Per page session, remote and version: mounted and/or failed (load or render), each entry with the reportToken of the registry entry it reports on. Sent with navigator.sendBeacon; counted once per token\'s session; an entry without a valid token for its remote and version, or of a version that is neither a pointer nor a canary, is ignored.',
    }),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    bodyLimit: 8 * 1024,
    handler: async (request, reply) => {
      const { canaried, ignored } = await recordReport(app.db, key, request.body, app.clock.now().getTime());
      if (ignored > 0) {
        ignoredTotal += ignored;
        request.log.info({ ignored, ignoredTotal }, 'remote report entries ignored (no valid report token for their remote and version)');
      }
      for (const remote of canaried) {
        const outcome = await rollBackIfFailing(app.db, remote, policy, app.config.supportEmail);
        if (outcome) request.log.warn(outcome, 'remote canary rolled back automatically');
      }
      return reply.code(204).send(null);
    },
  });
};
