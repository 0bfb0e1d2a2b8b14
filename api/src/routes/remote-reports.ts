import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformSchemas as routes } from '@storefront/contracts';
import { reportReceiver } from '../remotes/receive-report';
import { REPORT_ADDRESS_LIMITS } from '../remotes/report-address';
import { routeOf } from './route-of';

/**
 * The browser's reports of how remotes loaded (issue 14, item 9): public (a guest's page reports too), strictly
 * validated (contracts' remoteReportSchema: a session id, at most 20 entries of known shape) and rate-limited per
 * address. An entry counts only with the report token the registry handed this visitor for that remote and version
 * (issue 28, item 2), and a version's health counts only a few sessions per client address and hour
 * (report-address.ts); anything else is answered 204 like the rest and ignored, counted in the log. A report on a
 * remote with a canary re-evaluates it: a canary that fails enough more than the stable version is rolled back by
 * itself (remote-health.ts), audited as `system`, staff mailed.
 */
export const remoteReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const receiveReport = reportReceiver(app);
  /** Entries ignored since this process started (no, a forged, an expired or another version's token; over the address cap). */
  let ignoredTotal = 0;

  app.route({
    ...routeOf(routes.reportRemotes, {
      description:
        `Per page session, remote and version: mounted and/or failed (load or render), each entry with the reportToken of the registry entry it reports on. Sent with navigator.sendBeacon; counted once per token's session, and at most ${REPORT_ADDRESS_LIMITS.sessionsPerAddress} sessions per client address (IPv6: its /64), remote version and ${REPORT_ADDRESS_LIMITS.windowSeconds / 60} minutes count; an entry without a valid token for its remote and version, or of a version that is neither a pointer nor a canary, is ignored.`,
    }),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    bodyLimit: 8 * 1024,
    handler: async (request, reply) => {
      // The client's address as the rate limits see it (TRUST_PROXY), kept only as a keyed hash of its group.
      const { ignored, overCap, rolledBack } = await receiveReport(request.body, request.ip);
      if (ignored > 0) {
        ignoredTotal += ignored;
        request.log.info({ ignored, overCap, ignoredTotal }, 'remote report entries ignored (no valid report token for their remote and version, or over the sessions counted per address)');
      }
      for (const outcome of rolledBack) request.log.warn(outcome, 'remote canary rolled back automatically');
      return reply.code(204).send(null);
    },
  });
};
