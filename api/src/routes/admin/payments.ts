import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchemas as routes } from '@storefront/contracts';
import { issueManualInvoice } from '../../invoices/staff-invoices';
import { confirmTransfer, listPaymentAnomaliesForStaff, listPaymentSessionsForStaff, rejectTransfer } from '../../payments/staff-transfers';
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
      return { items: await listPaymentSessionsForStaff(app, request.query) };
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
      const { session, recorded, money } = await confirmTransfer(app, request.params.sessionId, request.body?.bankReference);
      request.log.info({ sessionId: session.id, recorded, ...money, by: request.user?.email }, 'transfer confirmed');
      return { ...session, ...money };
    },
  });

  app.route({
    ...routeOf(routes.rejectTransfer, { security, description: 'The transfer never arrived: the session fails and what it held is open to pay again.' }),
    preHandler: requireStaff,
    handler: async (request) => {
      const { session } = await rejectTransfer(app, request.params.sessionId, request.body.reason);
      request.log.info({ sessionId: session.id, by: request.user?.email }, 'transfer rejected');
      return session;
    },
  });

  app.route({
    ...routeOf(routes.listPaymentAnomalies, {
      security,
      description: 'Provider outcomes refused (another amount or currency than the session charged, an invalid signed callback): nothing was credited. Newest first.',
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      return { items: await listPaymentAnomaliesForStaff(app, request.query.limit) };
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
      return issueManualInvoice(app, request.user!.id, request.params.userId, request.body);
    },
  });
};
