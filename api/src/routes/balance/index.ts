import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchemas, billingSchemas } from '@storefront/contracts';
import { balanceLedgerOf, balanceOf } from '../../ledger/ledger-totals';
import { requireStaff, requireUser } from '../../plugins/app/session';
import { mayWaitForApproval } from '../../staff-permissions/gate';
import { adjustBalanceAsStaff } from '../../staff-permissions/gated-money-changes';
import { routeOf } from '../route-of';

export const balanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(billingSchemas.getBalance, { security, description: 'The account balance in cents.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return balanceOf(app, request.user!.id);
    },
  });

  app.route({
    ...routeOf(billingSchemas.getBalanceLedger, { security, description: 'The latest balance movements, newest first.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return balanceLedgerOf(app, request.user!.id, request.query.limit);
    },
  });

  app.route({
    ...mayWaitForApproval(
      routeOf(adminSchemas.adjustBalance, {
        security,
        description:
          "Staff: credits (positive) or debits (negative) a customer's balance in cents, with a reason; one ledger row. A debit below zero answers BALANCE_NOT_ENOUGH. Beyond the caller's limits (STAFF_LIMITS: per adjustment and per 24 hours) nothing moves: 202 with a pending approval for a second staff member.",
      }),
    ),
    preHandler: requireStaff,
    handler: async (request, reply) => {
      const { userId } = request.params;
      const { amount, reason } = request.body;
      const staff = request.user!;
      const outcome = await adjustBalanceAsStaff(app, staff, { userId, amount, reason });
      if ('pending' in outcome) return reply.code(202).send(outcome);
      request.log.info({ userId, amount, reason, by: staff.email }, 'balance adjusted');
      return outcome;
    },
  });
};
