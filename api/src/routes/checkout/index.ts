import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsSchemas as routes } from '@storefront/contracts';
import { chooseOrderPaymentMethod, initCheckout, oneStepPayment, recordCheckoutStateNow, renewInOneStep, saveOrderBillingAddress } from '../../checkout/checkout-calls';
import { idempotentCall } from '../../payments/idempotent-call';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.initCheckout, {
      security,
      description:
        'Without orderId: the open order of the signed-in customer\'s cart, made or remade when the cart changed (ITEMS_NOT_FOUND when empty). With orderId: that order of the customer as it is (ORDER_NOT_FOUND otherwise), e.g. an order a rejected transfer reopened, which keeps its own items. Amounts in cents, VAT snapshotted, promoCredit already off total. With tabId: INIT_CHECKOUT_ORDER_IN_OTHER_TAB (409) while another tab is paying the order (its \'processing\' state, for CHECKOUT_PROCESSING_LEASE_SECONDS); the order is then not remade either.',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      return initCheckout(app, request.user!.id, request.body ?? {});
    },
  });

  app.route({
    ...routeOf(routes.setCheckoutState, {
      security,
      description:
        'Records which browser tab holds my order\'s checkout and its state (basket, billing, payment, processing, done). ORDER_NOT_FOUND for an order that is not mine; INIT_CHECKOUT_ORDER_IN_OTHER_TAB while another tab\'s processing lease runs.',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      const { tabId, state } = request.body;
      return recordCheckoutStateNow(app, request.user!.id, request.params.id, tabId, state);
    },
  });

  app.route({
    ...routeOf(routes.saveBillingAddress, {
      security,
      description:
        'Snapshots a contact of mine (or shared with me) on my open order as its billing info; paying needs it. ORDER_NOT_FOUND / NOT_FOUND for another user\'s order / contact.',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      const { orderId, contactId } = request.body;
      const billingTo = await saveOrderBillingAddress(app, request.user!.id, orderId, contactId);
      return { orderId, billingTo };
    },
  });

  app.route({
    ...routeOf(routes.setOrderPaymentMethod, {
      security,
      description: 'The payment method chosen for my open order. ORDER_NOT_FOUND for an order that is not mine; ORDER_STATUS_INVALID once paid; CANNOT_USE_PROMO_CREDIT with a voucher.',
    }),
    preHandler: requireUser,
    handler: async (request) => chooseOrderPaymentMethod(app, request.user!.id, request.params.id, request.body.method),
  });

  app.route({
    ...routeOf(routes.checkoutOneStep, {
      security,
      description:
        "Renews one of my services or domains for one more term in one step (header Idempotency-Key): priced by the api (cents, VAT added), an order of its own billed to my default contact, paid from my balance (BALANCE_NOT_ENOUGH) or a saved card — the default unless cardId names another (NO_SAVED_CARD 'Please add new card to pay!', CARD_NOT_FOUND, CARD_MONTHLY_LIMIT_EXCEEDED, PAYMENT_PROCESSOR_ERROR). The same request sent again is answered once. NOT_FOUND for what is not mine.",
    }),
    preHandler: requireUser,
    config: { requiresPaymentProfile: true },
    handler: async (request, reply) => {
      const userId = request.user!.id;
      const { serviceId, method, cardId } = request.body;
      const payWith = await oneStepPayment(app, userId, method, cardId);
      return idempotentCall(request, reply, request.body, () => renewInOneStep(app, userId, { serviceId, method }, payWith));
    },
  });
};
