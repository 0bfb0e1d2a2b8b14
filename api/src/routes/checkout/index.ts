import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsSchemas as routes } from '@storefront/contracts';
import { recordCheckoutState } from '../../checkout/checkout-state';
import { otherTabBlocks } from '../../checkout/checkout-tabs';
import { findUserOrder, openOrderForCart, orderItems, toCheckoutOrder } from '../../checkout/orders.repository';
import { setOrderPaymentMethod } from '../../checkout/order-payment-method';
import { saveBillingAddress } from '../../checkout/save-address';
import { requireUser } from '../../plugins/app/session';
import { cardVaultFor, savedCardMethod } from '../../cards/charge-saved-card';
import { findCard } from '../../cards/cards.repository';
import { checkoutOneStep } from '../../checkout/one-step';
import { AppError } from '../../errors';
import { idempotentCall, recordDepsOf } from '../../payments/idempotent-call';
import type { ImmediateMethod } from '../../payments/pay-order-now';
import { balanceMethod } from '../../payments/pay-with-balance';
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
      const userId = request.user!.id;
      const { orderId, tabId } = request.body ?? {};
      if (orderId) {
        const order = await findUserOrder(app.db, userId, orderId);
        const refusal = await otherTabBlocks(app.db, order, tabId, app.clock.now());
        if (refusal) throw refusal;
        return toCheckoutOrder(order, await orderItems(app.db, order.id));
      }
      return app.db.transaction().execute((trx) => openOrderForCart(trx, userId, app.config.vatRateBasisPoints, app.clock.now(), tabId));
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
      return app.db.transaction().execute((trx) => recordCheckoutState(trx, request.user!.id, request.params.id, tabId, state, app.clock.now()));
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
      const billingTo = await app.db.transaction().execute((trx) => saveBillingAddress(trx, request.user!.id, orderId, contactId, app.clock.now()));
      return { orderId, billingTo };
    },
  });

  app.route({
    ...routeOf(routes.setOrderPaymentMethod, {
      security,
      description: 'The payment method chosen for my open order. ORDER_NOT_FOUND for an order that is not mine; ORDER_STATUS_INVALID once paid; CANNOT_USE_PROMO_CREDIT with a voucher.',
    }),
    preHandler: requireUser,
    handler: async (request) => app.db.transaction().execute((trx) => setOrderPaymentMethod(trx, request.user!.id, request.params.id, request.body.method)),
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
      let payWith: ImmediateMethod;
      if (method === 'card') {
        const vault = cardVaultFor(app.config);
        if (!vault) throw new AppError('PROCESSOR_ERROR');
        if (cardId && !(await findCard(app.db, userId, cardId))) throw new AppError('CARD_NOT_FOUND');
        payWith = savedCardMethod(vault, { userId, cardId, description: 'Renewal', clock: app.clock });
      } else payWith = balanceMethod(userId, app.clock, 'Renewal');
      const deps = { ...recordDepsOf(app), db: app.db, vatRateBasisPoints: app.config.vatRateBasisPoints, pricing: { db: app.db, registry: app.registry, clock: app.clock, tldCatalogue: app.tldCatalogue } };
      return idempotentCall(request, reply, request.body, () => checkoutOneStep(deps, userId, { serviceId, method }, payWith));
    },
  });
};
