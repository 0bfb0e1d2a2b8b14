import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eContractsSchemas as routes } from '@storefront/contracts';
import { requestContext } from '../../auth/request-context';
import { acceptMyAutoSign, listMyContracts, myAutoSignState, readMyContract, signMyContract } from '../../e-contracts/my-contracts';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

/** Electronic contracts (spec §7 /user/contracts/*, PATCH /users/auto-sign/accept): the customer's own only. */
export const eContractRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.listUnsignedContracts, { security, description: 'The contracts waiting for my signature (the pending-contracts popup after sign-in and the overview card), newest first.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return listMyContracts(app, request.user!.id, true);
    },
  });

  app.route({
    ...routeOf(routes.listContracts, { security, description: 'All my contracts, signed or not, newest first.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return listMyContracts(app, request.user!.id, false);
    },
  });

  const detail = { security, description: 'One of my contracts with its exact text, the text\'s sha256 and its signature once signed; NOT_FOUND for another customer\'s or another kind.' };
  app.route({ ...routeOf(routes.getAwsAccountContract, detail), preHandler: requireUser, handler: (request) => readMyContract(app, request.user!.id, request.params.id, 'aws-account') });
  app.route({ ...routeOf(routes.getManualInvoiceContract, detail), preHandler: requireUser, handler: (request) => readMyContract(app, request.user!.id, request.params.id, 'manual-invoice') });
  app.route({ ...routeOf(routes.getServiceContract, detail), preHandler: requireUser, handler: (request) => readMyContract(app, request.user!.id, request.query.id, 'service') });
  app.route({ ...routeOf(routes.getSummaryContract, detail), preHandler: requireUser, handler: (request) => readMyContract(app, request.user!.id, request.query.id, 'summary') });

  app.route({
    ...routeOf(routes.signContract, {
      security,
      description:
        "Signs my contract. The body carries the sha256 of the text the customer read: CONTRACT_TEXT_CHANGED when it is not the contract's text; records who, when, from where (IP, user agent). CONTRACT_ALREADY_SIGNED when signed before; NOT_FOUND for another customer's.",
    }),
    preHandler: requireUser,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      const { ip, userAgent } = requestContext(request);
      return signMyContract(app, request.user!, request.params.id, request.body.sha256, { ip, userAgent });
    },
  });

  app.route({
    ...routeOf(routes.getAutoSign, { security, description: 'Whether my contracts are signed automatically, and since when.' }),
    preHandler: requireUser,
    handler: (request) => myAutoSignState(app, request.user!.id),
  });

  app.route({
    ...routeOf(routes.acceptAutoSign, {
      security,
      description: 'Turns on automatic signing (the consent given at checkout or in the pending-contracts popup), recorded with when and from where: contracts created from now on are signed at once. Accepting again keeps the first consent.',
    }),
    preHandler: requireUser,
    handler: (request) => {
      const { ip, userAgent } = requestContext(request);
      return acceptMyAutoSign(app, request.user!.id, { ip, userAgent });
    },
  });
};
