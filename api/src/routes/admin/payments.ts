import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchemas as routes, BANK_STATEMENT_MAX_CHARS } from '@storefront/contracts';
import { issueManualInvoice } from '../../invoices/staff-invoices';
import { confirmBankStatement, matchBankStatement } from '../../payments/bank-statements/reconcile-statement';
import { confirmTransfer, listPaymentAnomaliesForStaff, listPaymentSessionsForStaff, rejectTransfer } from '../../payments/staff-transfers';
import { requireStaff } from '../../plugins/app/session';
import { routeOf } from '../route-of';
import { actorOf } from '../staff-actor';

const security = [{ session: [] }];
/** A statement's JSON body: its text (BANK_STATEMENT_MAX_CHARS, each character up to 4 bytes escaped) and the rest. */
const STATEMENT_BODY_LIMIT = BANK_STATEMENT_MAX_CHARS * 4 + 4096;

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
    ...routeOf(routes.matchBankStatement, {
      security,
      description:
        "Reads a bank statement (format csv: a header row naming the amount (or credit/debit) and reference (or description) columns, optionally date, currency and payer; camt053: an ISO 20022 camt.053 file) and matches each credit to a bank or wire transfer by its reference (SF-XXXXXXXXXX) and exact amount in USD. Nothing changes. Each line says what became of it: matched, alreadyConfirmed, or why not (noReference, unknownReference, closed, amountDiffers, currencyDiffers, debit, duplicate). BAD_REQUEST when the file cannot be read, with the row or entry.",
    }),
    bodyLimit: STATEMENT_BODY_LIMIT,
    preHandler: requireStaff,
    handler: async (request) => matchBankStatement(app, request.body),
  });

  app.route({
    ...routeOf(routes.confirmBankStatement, {
      security,
      description:
        'Matches the statement again (as POST /api/admin/bank-statements) and confirms every matched transfer as POST /api/admin/payment-sessions/{sessionId}/confirm does — its money always recorded, once, so the step may be repeated — in one audited step with its reason. confirmed lists each transfer and whether it paid what it was for or was credited to the balance.',
    }),
    bodyLimit: STATEMENT_BODY_LIMIT,
    preHandler: requireStaff,
    handler: async (request) => {
      const result = await confirmBankStatement(app, actorOf(request), request.body);
      request.log.info({ confirmed: result.confirmed.length, unmatched: result.unmatched, by: request.user?.email }, 'bank statement reconciled');
      return result;
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
