import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkBalanceResultSchema, bulkPaymentParamsSchema, bulkPaymentSchema, createBulkPaymentSchema, onlineInvoicesSchema } from '@storefront/contracts';
import { createBulkPayment, findUserBulkPayment, toBulkPayment } from '../../online-payment/bulk-payments.repository';
import { listUnpaidInvoices } from '../../invoices/invoices.repository';
import { idempotentCall, recordDepsOf } from '../../payments/idempotent-call';
import { payBulkWithBalance } from '../../payments/pay-bulk-with-balance';
import { requireUser } from '../../plugins/app/session';

const tags = ['online-payment'];
const security = [{ session: [] }];

/** /online-payment: the customer's unpaid invoices, chosen together and paid as one bulk payment. */
export const onlinePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/online-invoices',
    { preHandler: requireUser, schema: { tags, security, description: 'My unpaid invoices, oldest first, and their total (cents).', response: { 200: onlineInvoicesSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const items = await listUnpaidInvoices(app.db, request.user!.id);
      return { items, total: items.reduce((sum, invoice) => sum + invoice.total, 0) };
    },
  );

  app.post(
    '/api/online-payment',
    {
      preHandler: requireUser,
      schema: { tags, security, description: 'A bulk payment of my chosen unpaid invoices (ORDER_INVALID when one is not mine or not unpaid; INVOICE_PROCESSED when a transfer for it is under review). Pay it with POST /api/online-payment/{id}/balance or POST /api/payments { kind: "bulk" }.', body: createBulkPaymentSchema, response: { 200: bulkPaymentSchema } },
    },
    async (request) => {
      const row = await app.db.transaction().execute((trx) => createBulkPayment(trx, request.user!.id, request.body.invoiceIds, app.clock.now()));
      return toBulkPayment(app.db, row, app.clock.now());
    },
  );

  app.get(
    '/api/online-payment/:id',
    { preHandler: requireUser, schema: { tags, security, description: 'A bulk payment of mine with its latest payment session.', params: bulkPaymentParamsSchema, response: { 200: bulkPaymentSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return toBulkPayment(app.db, await findUserBulkPayment(app.db, request.user!.id, request.params.id), app.clock.now());
    },
  );

  app.post(
    '/api/online-payment/:id/balance',
    {
      preHandler: requireUser,
      schema: { tags, security, description: 'Pays a bulk payment from the balance (header Idempotency-Key). BALANCE_NOT_ENOUGH (details.topUpUrl), ORDER_STATUS_INVALID, TRANSACTION_IN_PROGRESS.', params: bulkPaymentParamsSchema, response: { 200: bulkBalanceResultSchema } },
    },
    async (request, reply) => idempotentCall(request, reply, null, () => payBulkWithBalance(app.db, recordDepsOf(app), request.user!.id, request.params.id)),
  );
};
