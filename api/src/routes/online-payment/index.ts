import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsSchemas as routes } from '@storefront/contracts';
import { createBulkPayment, findUserBulkPayment, toBulkPayment } from '../../online-payment/bulk-payments.repository';
import { listUnpaidAwsInvoices } from '../../invoices/aws-consulting';
import { listUnpaidInvoices } from '../../invoices/invoices.repository';
import { idempotentCall, recordDepsOf } from '../../payments/idempotent-call';
import { payBulkWithBalance } from '../../payments/pay-bulk-with-balance';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/** /online-payment: the customer's unpaid invoices, chosen together and paid as one bulk payment. */
export const onlinePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.listOnlineInvoices, { security, description: 'My unpaid invoices but the AWS consulting ones (GET /api/users/online-aws-invoices), oldest first, and their total (cents).' }),
    preHandler: requireUser,
    handler: async (request) => {
      const items = await listUnpaidInvoices(app.db, request.user!.id);
      return { items, total: items.reduce((sum, invoice) => sum + invoice.total, 0) };
    },
  });

  app.route({
    ...routeOf(routes.listOnlineAwsInvoices, {
      security,
      description: 'My unpaid AWS consulting invoices, oldest first, each with its AWS account id and the account\'s contract, and their total (cents). Paid with the others: POST /api/online-payment takes their ids too.',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      const items = await listUnpaidAwsInvoices(app.db, request.user!.id);
      return { items, total: items.reduce((sum, invoice) => sum + invoice.total, 0) };
    },
  });

  app.route({
    ...routeOf(routes.createBulkPayment, {
      security,
      description:
        'A bulk payment of my chosen unpaid invoices (ORDER_INVALID when one is not mine or not unpaid; INVOICE_PROCESSED when a transfer for it is under review). Pay it with POST /api/online-payment/{id}/balance or POST /api/payments { kind: "bulk" }.',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      const row = await app.db.transaction().execute((trx) => createBulkPayment(trx, request.user!.id, request.body.invoiceIds, app.clock.now()));
      return toBulkPayment(app.db, row, app.clock.now());
    },
  });

  app.route({
    ...routeOf(routes.getBulkPayment, { security, description: 'A bulk payment of mine with its latest payment session.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return toBulkPayment(app.db, await findUserBulkPayment(app.db, request.user!.id, request.params.id), app.clock.now());
    },
  });

  app.route({
    ...routeOf(routes.payBulkWithBalance, {
      security,
      description: 'Pays a bulk payment from the balance (header Idempotency-Key). BALANCE_NOT_ENOUGH (details.topUpUrl), ORDER_STATUS_INVALID, TRANSACTION_IN_PROGRESS.',
    }),
    preHandler: requireUser,
    handler: async (request, reply) => idempotentCall(request, reply, null, () => payBulkWithBalance(app.db, recordDepsOf(app), request.user!.id, request.params.id)),
  });
};
