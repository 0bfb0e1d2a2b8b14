import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsSchemas as routes, type PayableKind } from '@storefront/contracts';
import { completeSession } from '../../payments/complete-session';
import { idempotentCall, recordDepsOf } from '../../payments/idempotent-call';
import { readSession } from '../../payments/sessions.repository';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

/**
 * Wallet capture (spec §7: POST /paypal/capture/order/{id}, /paypal/capture/top-up/{id}): after the customer
 * approved on the wallet's page, the storefront asks the provider to capture; an unapproved or closed session
 * answers PAYPAL_ERROR; a capture of another amount or currency than the session's charge answers
 * CANNOT_COMPLETE_PAYMENT and records nothing. Capturing twice records one payment.
 */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const capture = async (userId: string, kind: PayableKind, id: string, sessionId: string) => {
    const row = await app.db.selectFrom('payment_sessions').selectAll().where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
    if (!row || row.kind !== kind || row.reference_id !== id || row.method !== 'wallet') throw new AppError(kind === 'topUp' ? 'TOP_UP_NOT_FOUND' : 'ORDER_NOT_FOUND');
    if (row.status === 'succeeded') return readSession(app.db, sessionId, app.clock.now(), userId);
    if (row.status !== 'requiresAction') throw new AppError('PAYPAL_ERROR');
    const result = await app.paymentProviders.wallet.capture!({ id: row.id, charge: row.charge }, row.provider_state as Record<string, unknown>);
    if (!result.ok) throw new AppError('PAYPAL_ERROR');
    // What the wallet took must be the session's charge in USD (else CANNOT_COMPLETE_PAYMENT, kept for staff).
    const completed = await completeSession(app.db, recordDepsOf(app), row.id, { status: 'succeeded', transactionId: result.transactionId, charged: { amount: result.amount, currency: result.currency } });
    return completed.session;
  };
  const security = [{ session: [] }];
  const description = (what: string) => `Captures the approved wallet session of ${what} (header Idempotency-Key). PAYPAL_ERROR when not approved.`;

  app.route({
    ...routeOf(routes.captureWalletOrder, { security, description: description('an order') }),
    preHandler: requireUser,
    handler: async (request, reply) => idempotentCall(request, reply, request.body, () => capture(request.user!.id, 'order', request.params.id, request.body.sessionId)),
  });
  app.route({
    ...routeOf(routes.captureWalletTopUp, { security, description: description('a top-up') }),
    preHandler: requireUser,
    handler: async (request, reply) => idempotentCall(request, reply, request.body, () => capture(request.user!.id, 'topUp', request.params.id, request.body.sessionId)),
  });
  app.route({
    ...routeOf(routes.captureWalletBulk, { security, description: description('a bulk payment of invoices') }),
    preHandler: requireUser,
    handler: async (request, reply) => idempotentCall(request, reply, request.body, () => capture(request.user!.id, 'bulk', request.params.id, request.body.sessionId)),
  });
};
