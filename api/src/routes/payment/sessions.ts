import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsSchemas as routes, type StartPaymentBody } from '@storefront/contracts';
import { idempotentCall } from '../../payments/idempotent-call';
import { orderOutcomeOf, paymentSessionOf, startProviderPayment } from '../../payments/payment-calls';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/** Starting and following provider payments, and how an order's payment ended. */
export const paymentSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const start = (userId: string, body: StartPaymentBody) => startProviderPayment(app, userId, body);

  app.route({
    ...routeOf(routes.startPayment, {
      security,
      description:
        'Starts paying an order, a top-up or a bulk payment with a provider method (header Idempotency-Key). Card, wallet and bank card / QR answer requiresAction with the hosted page (redirectUrl); bank and wire transfer answer pending with the transfer instructions. Errors: ORDER_NOT_FOUND, TOP_UP_NOT_FOUND, ORDER_STATUS_INVALID, INVOICE_PROCESSED, TOP_UP_PROCESSED, ORDER_CHANGED, PAYMENT_METHOD_NOT_MATCH, TRANSACTION_IN_PROGRESS.',
    }),
    preHandler: requireUser,
    handler: async (request, reply) => idempotentCall(request, reply, request.body, () => start(request.user!.id, request.body)),
  });

  app.route({
    ...routeOf(routes.getPaymentSession, { security, description: 'A payment session of mine: status, failure (with a card decline code), instructions, invoices paid.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return paymentSessionOf(app, request.params.sessionId, request.user!.id);
    },
  });

  app.route({
    ...routeOf(routes.getOrderOutcome, { security, description: 'How paying the order ended: paid (invoice), pending (a transfer under review) or open.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return orderOutcomeOf(app, request.user!.id, request.params.id);
    },
  });

  // The spec's per-method paths (§7), each the same start as POST /api/payments for an order.
  const pathsFor = (orderId: string, body: { continuePath?: string; cancelPath?: string; cartUpdatedAt?: string }) => ({
    continuePath: body.continuePath ?? `/payment/success?orderId=${orderId}`,
    cancelPath: body.cancelPath ?? `/checkout-basket?step=payment&orderId=${orderId}`,
    cartUpdatedAt: body.cartUpdatedAt,
  });

  app.route({
    ...routeOf(routes.payByCard, { security, description: 'Pays an order by card: the hosted card page with 3-D Secure (header Idempotency-Key).' }),
    preHandler: requireUser,
    handler: async (request, reply) =>
      idempotentCall(request, reply, request.body, () => start(request.user!.id, { kind: 'order', id: request.body.orderId, method: 'card', ...pathsFor(request.body.orderId, request.body) })),
  });

  app.route({
    ...routeOf(routes.payByBankTransfer, { security, description: 'Pays an order by bank transfer (or wire transfer): pending until staff confirm the money arrived (header Idempotency-Key).' }),
    preHandler: requireUser,
    handler: async (request, reply) =>
      idempotentCall(request, reply, request.body, () => start(request.user!.id, { kind: 'order', id: request.params.id, method: request.body.method, ...pathsFor(request.params.id, request.body) })),
  });

  app.route({
    ...routeOf(routes.startPaywayPayment, {
      security,
      description: 'The bank card / QR form for an order (QR valid 30 minutes, 0 % fee): a payment session whose redirectUrl is the form (header Idempotency-Key). A POST: it starts a session and cancels the one still waiting.',
    }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      const { orderId, paymentOption, continueUrl } = request.body;
      return idempotentCall(request, reply, request.body, () => start(request.user!.id, { kind: 'order', id: orderId, method: 'bankCard', paymentOption, ...pathsFor(orderId, { continuePath: continueUrl }) }));
    },
  });
};
