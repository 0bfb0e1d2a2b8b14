import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchemas, billingSchemas } from '@storefront/contracts';
import { listLedgerEntries, moveLedger, readLedgerTotal } from '../../ledger/ledger.repository';
import { AppError } from '../../errors';
import { requireStaff, requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

export const balanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(billingSchemas.getBalance, { security, description: 'The account balance in cents.' }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { balance: await readLedgerTotal(app.db, 'balance', request.user!.id) };
    },
  });

  app.route({
    ...routeOf(billingSchemas.getBalanceLedger, { security, description: 'The latest balance movements, newest first.' }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const userId = request.user!.id;
      return { balance: await readLedgerTotal(app.db, 'balance', userId), entries: await listLedgerEntries(app.db, 'balance', userId, request.query.limit) };
    },
  });

  app.route({
    ...routeOf(adminSchemas.adjustBalance, {
      security,
      description: 'Staff: credits (positive) or debits (negative) a customer\'s balance in cents, with a reason; one ledger row. A debit below zero answers BALANCE_NOT_ENOUGH.',
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      const { userId } = request.params;
      const staff = request.user!;
      const { total, entry } = await app.db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
        if (!user) throw new AppError('NOT_FOUND');
        return moveLedger(trx, 'balance', { userId, amount: request.body.amount, kind: 'adjustment', reason: request.body.reason, createdBy: staff.id, now: app.clock.now() });
      });
      request.log.info({ userId, amount: request.body.amount, reason: request.body.reason, by: staff.email }, 'balance adjusted');
      return { userId, balance: total, entry };
    },
  });
};
