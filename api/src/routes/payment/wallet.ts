import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsSchemas as routes, type PayableKind } from '@storefront/contracts';
import { idempotentCall } from '../../payments/idempotent-call';
import { captureWallet } from '../../payments/payment-calls';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

/**
 * Wallet capture (spec §7: POST /paypal/capture/order/{id}, /paypal/capture/top-up/{id}): after the customer
 * approved on the wallet's page, the storefront asks the provider to capture; an unapproved or closed session
 * answers PAYPAL_ERROR; a capture of another amount or currency than the session's charge answers
 * CANNOT_COMPLETE_PAYMENT and records nothing. Capturing twice records one payment.
 */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const capture = (userId: string, kind: PayableKind, id: string, sessionId: string) => captureWallet(app, userId, kind, id, sessionId);
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
