import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canPayParamsSchema,
  canPayQuerySchema,
  canPaySchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  payWithBalanceBodySchema,
  paymentResultSchema,
} from '@storefront/contracts';
import { findUserOrder, payRefusal } from '../../checkout/orders.repository';
import { invalidField } from '../../errors';
import { requestHash, withIdempotency } from '../../payments/idempotency';
import { payWithBalance } from '../../payments/pay-with-balance';
import { requireUser } from '../../plugins/app/session';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payment'];
  app.get(
    '/api/payment/can-pay/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: [{ session: [] }],
        description:
          'Whether the order can be paid now: ORDER_NOT_FOUND, ORDER_STATUS_INVALID (paid), INVOICE_PROCESSED (processing), ORDER_CHANGED (cartUpdatedAt or the cart changed since the order was made).',
        params: canPayParamsSchema,
        querystring: canPayQuerySchema,
        response: { 200: canPaySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const userId = request.user!.id;
      const order = await findUserOrder(app.db, userId, request.params.id);
      const cart = await app.db.selectFrom('carts').select(['id', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
      const refusal = payRefusal(order, cart && cart.id === order.cart_id ? cart.updated_at : null, request.query.cartUpdatedAt);
      if (refusal) throw refusal;
      return { canPay: true as const, total: order.total };
    },
  );

  app.post(
    '/api/payment/balance/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: [{ session: [] }],
        description:
          'Pays the order from the account balance. Header Idempotency-Key required: the same key and body replay the first answer with its status; the same key with another body answers 409 BAD_REQUEST. Errors: ORDER_NOT_FOUND, ORDER_STATUS_INVALID, ORDER_CHANGED, INVOICE_PROCESSED, BALANCE_NOT_ENOUGH (details.topUpUrl), TRANSACTION_IN_PROGRESS (details.bulkPaymentId).',
        params: canPayParamsSchema,
        body: payWithBalanceBodySchema,
        response: { 200: paymentResultSchema },
      },
    },
    async (request, reply) => {
      const parsedKey = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
      if (!parsedKey.success) throw invalidField('Idempotency-Key', 'An Idempotency-Key header (8 to 128 letters, digits, _ . : -) is required');
      const userId = request.user!.id;
      const orderId = request.params.id;
      const body = request.body ?? {};
      const hash = requestHash('POST', `/api/payment/balance/${orderId}`, { cartUpdatedAt: body.cartUpdatedAt ?? null });
      const answer = await withIdempotency(app.db, userId, parsedKey.data, hash, async () => ({
        status: 200,
        body: await payWithBalance(app.db, { registry: app.registry, clock: app.clock, tldCatalogue: app.tldCatalogue, vatName: app.config.vatName }, userId, orderId, body.cartUpdatedAt),
      }));
      return reply.code(answer.status as 200).send(answer.body as never);
    },
  );
};
