import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkAvailableQuerySchema, transferCheckSchema, transferCodeBodySchema, transferCodeResultSchema } from '@storefront/contracts';
import { requireTransferable, transferCheck } from '../../domains/domain-transfer';
import { requireUser } from '../../plugins/app/session';

/** Transfer in (spec §2 domain transfer page): verify readiness, then the auth/EPP code. */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/domains/transfer/check',
    {
      schema: {
        tags: ['domains'],
        description: 'Whether the name can be transferred in now (else why: notRegistered, locked, recentlyRegistered, alreadyWithUs, pendingTransfer) and the transfer price.',
        querystring: checkAvailableQuerySchema,
        response: { 200: transferCheckSchema },
      },
    },
    async (request) => transferCheck(app, request.query.domain),
  );

  app.post(
    '/api/domains/transfer/verify-code',
    {
      preHandler: requireUser,
      // Guessing codes is throttled per customer (per address for callers without a session).
      config: { rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: (request) => request.user?.id ?? request.ip } },
      schema: {
        tags: ['domains'],
        security: [{ session: [] }],
        description: 'Checks the auth (EPP) code of a transferable name with its registry. A wrong code is BAD_REQUEST on the authCode field.',
        body: transferCodeBodySchema,
        response: { 200: transferCodeResultSchema },
      },
    },
    async (request) => {
      await requireTransferable(app, request.body.domain, request.body.authCode);
      return { domain: request.body.domain, valid: true as const };
    },
  );
};
