import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchemas, billingSchemas, cartSchemas, IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, paymentsSchemas } from '@storefront/contracts';
import { invalidField } from '../../errors';
import { requireStaff, requireUser } from '../../plugins/app/session';
import { cartPromoCreditOf, chooseCartPromoCredit } from '../../promo-credit/cart-promo-credit';
import { payWithPromoCreditOnce } from '../../promo-credit/pay-with-promo-credit';
import { promoCreditTotalOf } from '../../ledger/ledger-totals';
import { mayWaitForApproval } from '../../staff-permissions/gate';
import { grantPromoCreditAsStaff } from '../../staff-permissions/gated-money-changes';
import { routeOf } from '../route-of';

/** Promo credit (spec §1, §7): the cart's choice, the customer's total, staff grants and paying an order with it. */
export const promoCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(cartSchemas.getCartPromoCredit, {
      security,
      description: 'The promo credit I hold and what my cart takes of it: min(available, total after discount and VAT) when used, in cents; blockedBy voucher or empty.',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      return cartPromoCreditOf(app, request.user!.id);
    },
  });

  app.route({
    ...routeOf(cartSchemas.setPromoCreditUse, {
      security,
      description:
        'Uses (or stops using) my promo credit on my cart; the checkout order takes it off its total. CANNOT_USE_PROMO_CREDIT with a voucher on the cart, PROMO_CREDIT_NOT_ENOUGH when I hold none, ITEMS_NOT_FOUND without a cart. Applying a voucher later turns it off.',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      return chooseCartPromoCredit(app, request.user!.id, request.body.use);
    },
  });

  app.route({
    ...routeOf(billingSchemas.getPromoCreditTotal, { security, description: 'The promo credit I hold, in cents.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return promoCreditTotalOf(app, request.user!.id);
    },
  });

  app.route({
    ...mayWaitForApproval(
      routeOf(adminSchemas.grantPromoCredit, {
        security,
        description:
          "Staff: grants (positive) or takes back (negative) a customer's promo credit in cents, with a reason; one ledger row. Below zero answers PROMO_CREDIT_NOT_ENOUGH; an unknown user NOT_FOUND. Beyond the caller's limits nothing moves: 202 with a pending approval for a second staff member.",
      }),
    ),
    preHandler: requireStaff,
    handler: async (request, reply) => {
      const { userId } = request.params;
      const { amount, reason } = request.body;
      const staff = request.user!;
      const outcome = await grantPromoCreditAsStaff(app, staff, { userId, amount, reason });
      if ('pending' in outcome) return reply.code(202).send(outcome);
      request.log.info({ userId, amount, reason, by: staff.email }, 'promo credit moved');
      return outcome;
    },
  });

  app.route({
    ...routeOf(paymentsSchemas.payWithPromoCredit, {
      security,
      description:
        'Pays the order with promo credit when the credit covers it entirely (total 0 after it). Header Idempotency-Key required, replayed like POST /api/payment/balance/{id}. Errors: ORDER_NOT_FOUND, ORDER_STATUS_INVALID, ORDER_CHANGED, INVOICE_PROCESSED, PROMO_CREDIT_NOT_ENOUGH, CANNOT_USE_PROMO_CREDIT (voucher), TRANSACTION_IN_PROGRESS.',
    }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      const parsedKey = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
      if (!parsedKey.success) throw invalidField('Idempotency-Key', 'An Idempotency-Key header (8 to 128 letters, digits, _ . : -) is required');
      const userId = request.user!.id;
      const orderId = request.params.id;
      const body = request.body ?? {};
      const answer = await payWithPromoCreditOnce(app, userId, parsedKey.data, orderId, body.cartUpdatedAt);
      return reply.code(answer.status as 200).send(answer.body as never);
    },
  });
};
