import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CURRENCY,
  invoiceSchema,
  manualInvoiceSchema,
  paymentAnomaliesQuerySchema,
  paymentAnomaliesSchema,
  paymentSessionParamsSchema,
  paymentSessionSchema,
  PAYMENT_SESSION_STATUSES,
  PROVIDER_METHODS,
  transferConfirmationSchema,
} from '@storefront/contracts';
import { contactFields } from '../../contacts/contacts.repository';
import { AppError } from '../../errors';
import { createManualInvoice, readInvoice } from '../../invoices/invoices.repository';
import { completeSession } from '../../payments/complete-session';
import { recordDepsOf } from '../../payments/idempotent-call';
import { listAnomalies } from '../../payments/anomalies.repository';
import { toPaymentSession } from '../../payments/sessions.repository';
import { transferReference } from '../../payments/providers/bank-transfer';
import { requireStaff } from '../../plugins/app/session';

const tags = ['admin'];
const security = [{ session: [] }];
const staffSessionSchema = paymentSessionSchema.extend({ userId: z.string(), userEmail: z.string() });

/**
 * Staff work on payments: the transfers waiting for the money (bank and wire), confirmed when it arrives or
 * rejected; and manual invoices the customer pays at /online-payment.
 */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/payment-sessions',
    {
      preHandler: requireStaff,
      schema: { tags, security, description: 'Payment sessions by status (default pending: transfers under review), newest first.', querystring: z.object({ status: z.enum(PAYMENT_SESSION_STATUSES).default('pending'), method: z.enum(PROVIDER_METHODS).optional() }), response: { 200: z.object({ items: z.array(staffSessionSchema) }) } },
    },
    async (request) => {
      let query = app.db.selectFrom('payment_sessions as s').innerJoin('users as u', 'u.id', 's.user_id').selectAll('s').select('u.email as user_email').where('s.status', '=', request.query.status);
      if (request.query.method) query = query.where('s.method', '=', request.query.method);
      const rows = await query.orderBy('s.created_at', 'desc').limit(100).execute();
      const now = app.clock.now();
      return { items: rows.map((row) => ({ ...toPaymentSession(row, now), userId: row.user_id, userEmail: row.user_email })) };
    },
  );

  app.post(
    '/api/admin/payment-sessions/:sessionId/confirm',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        security,
        description:
          'The money of a bank or wire transfer arrived (the session\'s own charge): it is always recorded, once (confirming twice changes nothing). outcome paid: it paid what it was for; creditedToBalance: that could no longer take it (voucher spent, order changed, already paid, cancelled) and the money went to the customer\'s balance, reason saying why.',
        params: paymentSessionParamsSchema,
        body: z.object({ bankReference: z.string().trim().min(1).max(100).optional() }).nullish(),
        response: { 200: transferConfirmationSchema },
      },
    },
    async (request) => {
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
  );

  app.post(
    '/api/admin/payment-sessions/:sessionId/reject',
    {
      preHandler: requireStaff,
      schema: { tags, security, description: 'The transfer never arrived: the session fails and what it held is open to pay again.', params: paymentSessionParamsSchema, body: z.object({ reason: z.string().trim().min(1).max(500) }), response: { 200: paymentSessionSchema } },
    },
    async (request) => {
      const row = await app.db.selectFrom('payment_sessions').selectAll().where('id', '=', request.params.sessionId).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND');
      if (row.status !== 'pending') throw new AppError('CANNOT_COMPLETE_PAYMENT');
      const completed = await completeSession(app.db, recordDepsOf(app), row.id, { status: 'failed', code: 'CANNOT_COMPLETE_PAYMENT', message: request.body.reason });
      request.log.info({ sessionId: row.id, by: request.user?.email }, 'transfer rejected');
      return completed.session;
    },
  );

  app.get(
    '/api/admin/payment-anomalies',
    {
      preHandler: requireStaff,
      schema: { tags, security, description: 'Provider outcomes refused (another amount or currency than the session charged, an invalid signed callback): nothing was credited. Newest first.', querystring: paymentAnomaliesQuerySchema, response: { 200: paymentAnomaliesSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { items: await listAnomalies(app.db, request.query.limit) };
    },
  );

  app.post(
    '/api/admin/users/:userId/invoices',
    { preHandler: requireStaff, schema: { tags, security, description: 'Issues an unpaid manual invoice to a customer (VAT at the configured rate; billed to their default contact).', params: z.object({ userId: z.string().min(1).max(64) }), body: manualInvoiceSchema, response: { 200: invoiceSchema } } },
    async (request) => {
      const user = await app.db.selectFrom('users').select('id').where('id', '=', request.params.userId).executeTakeFirst();
      if (!user) throw new AppError('NOT_FOUND');
      const contact = await app.db.selectFrom('contacts').selectAll().where('user_id', '=', user.id).where('is_default', '=', true).executeTakeFirst();
      const invoice = await app.db.transaction().execute((trx) =>
        createManualInvoice(trx, {
          userId: user.id,
          lines: request.body.lines,
          vatName: app.config.vatName,
          vatRateBasisPoints: app.config.vatRateBasisPoints,
          createdBy: request.user!.id,
          billingTo: contact ? (contactFields(contact) as unknown as Record<string, unknown>) : null,
          now: app.clock.now(),
        }),
      );
      return readInvoice(app.db, user.id, invoice.id);
    },
  );
};
