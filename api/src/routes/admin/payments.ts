import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchemas as routes, CURRENCY } from '@storefront/contracts';
import { contactFields } from '../../contacts/contacts.repository';
import { AppError } from '../../errors';
import { awsContractForInvoice } from '../../invoices/aws-consulting';
import { createManualInvoice, readInvoice } from '../../invoices/invoices.repository';
import { createManualInvoiceContract } from '../../e-contracts/contracts-where-they-arise';
import { completeSession } from '../../payments/complete-session';
import { recordDepsOf } from '../../payments/idempotent-call';
import { listAnomalies } from '../../payments/anomalies.repository';
import { toPaymentSession } from '../../payments/sessions.repository';
import { transferReference } from '../../payments/providers/bank-transfer';
import { requireStaff } from '../../plugins/app/session';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/**
 * Staff work on payments: the transfers waiting for the money (bank and wire), confirmed when it arrives or
 * rejected; and manual invoices the customer pays at /online-payment.
 */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.listPaymentSessions, { security, description: 'Payment sessions by status (default pending: transfers under review), newest first.' }),
    preHandler: requireStaff,
    handler: async (request) => {
      let query = app.db.selectFrom('payment_sessions as s').innerJoin('users as u', 'u.id', 's.user_id').selectAll('s').select('u.email as user_email').where('s.status', '=', request.query.status);
      if (request.query.method) query = query.where('s.method', '=', request.query.method);
      const rows = await query.orderBy('s.created_at', 'desc').limit(100).execute();
      const now = app.clock.now();
      return { items: rows.map((row) => ({ ...toPaymentSession(row, now), userId: row.user_id, userEmail: row.user_email })) };
    },
  });

  app.route({
    ...routeOf(routes.confirmTransfer, {
      security,
      description:
        'The money of a bank or wire transfer arrived (the session\'s own charge): it is always recorded, once (confirming twice changes nothing). outcome paid: it paid what it was for; creditedToBalance: that could no longer take it (voucher spent, order changed, already paid, cancelled) and the money went to the customer\'s balance, reason saying why.',
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      const row = await app.db.selectFrom('payment_sessions').selectAll().where('id', '=', request.params.sessionId).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND');
      if (row.method !== 'bankTransfer' && row.method !== 'wireTransfer') throw new AppError('PAYMENT_METHOD_NOT_MATCH');
      if (row.status !== 'pending' && row.status !== 'succeeded') throw new AppError('CANNOT_COMPLETE_PAYMENT');
      const completed = await completeSession(app.db, recordDepsOf(app), row.id, {
        status: 'succeeded',
        transactionId: request.body?.bankReference ?? transferReference(row.id),
        charged: { amount: row.charge, currency: CURRENCY },
      });
      const money = completed.money ?? { outcome: 'paid' as const, reason: null };
      request.log.info({ sessionId: row.id, recorded: completed.recorded, ...money, by: request.user?.email }, 'transfer confirmed');
      return { ...completed.session, ...money };
    },
  });

  app.route({
    ...routeOf(routes.rejectTransfer, { security, description: 'The transfer never arrived: the session fails and what it held is open to pay again.' }),
    preHandler: requireStaff,
    handler: async (request) => {
      const row = await app.db.selectFrom('payment_sessions').selectAll().where('id', '=', request.params.sessionId).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND');
      if (row.status !== 'pending') throw new AppError('CANNOT_COMPLETE_PAYMENT');
      const completed = await completeSession(app.db, recordDepsOf(app), row.id, { status: 'failed', code: 'CANNOT_COMPLETE_PAYMENT', message: request.body.reason });
      request.log.info({ sessionId: row.id, by: request.user?.email }, 'transfer rejected');
      return completed.session;
    },
  });

  app.route({
    ...routeOf(routes.listPaymentAnomalies, {
      security,
      description: 'Provider outcomes refused (another amount or currency than the session charged, an invalid signed callback): nothing was credited. Newest first.',
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      return { items: await listAnomalies(app.db, request.query.limit) };
    },
  });

  app.route({
    ...routeOf(routes.issueInvoice, {
      security,
      description:
        'Issues an unpaid manual invoice to a customer (VAT at the configured rate; billed to their default contact), with its manual-invoice contract. With awsAccountId it is an AWS consulting invoice for that account of the customer\'s, under the account\'s AWS account contract (awsContractId: the customer\'s AWS account contract that names no account yet, which records it); NOT_FOUND for another customer\'s account or contract.',
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      const user = await app.db.selectFrom('users').select('id').where('id', '=', request.params.userId).executeTakeFirst();
      if (!user) throw new AppError('NOT_FOUND');
      const contact = await app.db.selectFrom('contacts').selectAll().where('user_id', '=', user.id).where('is_default', '=', true).executeTakeFirst();
      const now = app.clock.now();
      const { awsAccountId, awsContractId } = request.body;
      const invoice = await app.db.transaction().execute(async (trx) => {
        const awsContract = awsAccountId ? await awsContractForInvoice(trx, user.id, awsAccountId, awsContractId) : null;
        const issued = await createManualInvoice(trx, {
          userId: user.id,
          lines: request.body.lines,
          vatName: app.config.vatName,
          vatRateBasisPoints: app.config.vatRateBasisPoints,
          createdBy: request.user!.id,
          billingTo: contact ? (contactFields(contact) as unknown as Record<string, unknown>) : null,
          awsContractId: awsContract?.id ?? null,
          now,
        });
        // A consulting invoice is billed under the account's AWS account contract; any other gets its own.
        if (!awsContract) await createManualInvoiceContract(trx, issued, now);
        return issued;
      });
      return readInvoice(app.db, user.id, invoice.id);
    },
  });
};
