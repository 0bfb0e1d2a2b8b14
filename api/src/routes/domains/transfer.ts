import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainsSchemas as routes } from '@storefront/contracts';
import { requireTransferable, transferCheck } from '../../domains/domain-transfer';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

/** Transfer in (spec §2 domain transfer page): verify readiness, then the auth/EPP code. */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.checkTransfer, {
      description: 'Whether the name can be transferred in now (else why: notRegistered, locked, recentlyRegistered, alreadyWithUs, pendingTransfer) and the transfer price.',
    }),
    handler: async (request) => transferCheck(app, request.query.domain),
  });

  app.route({
    ...routeOf(routes.verifyTransferCode, {
      security: [{ session: [] }],
      description: 'Checks the auth (EPP) code of a transferable name with its registry. A wrong code is BAD_REQUEST on the authCode field.',
    }),
    preHandler: requireUser,
    // Guessing codes is throttled per customer (per address for callers without a session).
    config: { rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: (request) => request.user?.id ?? request.ip } },
    handler: async (request) => {
      await requireTransferable(app, request.body.domain, request.body.authCode);
      return { domain: request.body.domain, valid: true as const };
    },
  });
};
