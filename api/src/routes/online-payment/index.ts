import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsSchemas as routes } from '@storefront/contracts';
import { bulkPaymentOf, createBulkPaymentNow, payBulkFromBalance, unpaidAwsInvoicesOf, unpaidInvoicesOf } from '../../online-payment/online-payment-calls';
import { idempotentCall } from '../../payments/idempotent-call';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/** /online-payment: the customer's unpaid invoices, chosen together and paid as one bulk payment. */
export const onlinePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.listOnlineInvoices, { security, description: 'My unpaid invoices but the AWS consulting ones (GET /api/users/online-aws-invoices), oldest first, and their total (cents).' }),
    preHandler: requireUser,
    handler: async (request) => {
      return unpaidInvoicesOf(app, request.user!.id);
    },
  });

  app.route({
    ...routeOf(routes.listOnlineAwsInvoices, {
      security,
      description: 'My unpaid AWS consulting invoices, oldest first, each with its AWS account id and the account\'s contract, and their total (cents). Paid with the others: POST /api/online-payment takes their ids too.',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      return unpaidAwsInvoicesOf(app, request.user!.id);
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
      return createBulkPaymentNow(app, request.user!.id, request.body.invoiceIds);
    },
  });

  app.route({
    ...routeOf(routes.getBulkPayment, { security, description: 'A bulk payment of mine with its latest payment session.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return bulkPaymentOf(app, request.user!.id, request.params.id);
    },
  });

  app.route({
    ...routeOf(routes.payBulkWithBalance, {
      security,
      description: 'Pays a bulk payment from the balance (header Idempotency-Key). BALANCE_NOT_ENOUGH (details.topUpUrl), ORDER_STATUS_INVALID, TRANSACTION_IN_PROGRESS.',
    }),
    preHandler: requireUser,
    handler: async (request, reply) => idempotentCall(request, reply, null, () => payBulkFromBalance(app, request.user!.id, request.params.id)),
  });
};
