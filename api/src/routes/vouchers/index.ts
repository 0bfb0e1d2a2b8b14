import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { voucherWalletSchemas as routes } from '@storefront/contracts';
import { requireUser } from '../../plugins/app/session';
import { myVoucherWallet, redeemVoucherCode } from '../../vouchers/voucher-wallet.repository';
import { routeOf } from '../route-of';

/** The voucher wallet (/account/vouchers; one click applies a voucher at checkout through PUT /api/cart/voucher). */
export const voucherWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.listWalletVouchers, { security, description: 'The customer\'s vouchers with value, validity and state (available, used, expired), available first.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return myVoucherWallet(app, request.user!.id);
    },
  });

  app.route({
    ...routeOf(routes.redeemVoucherCode, {
      security,
      description: 'Redeems a code into the wallet: VOUCHER_NOT_FOUND, VOUCHER_EXPIRED, CANNOT_USE_VOUCHER (used up); a code already there is answered as it is.',
    }),
    preHandler: requireUser,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const voucher = await redeemVoucherCode(app, request.user!.id, request.body.code);
      return reply.code(201).send(voucher);
    },
  });
};
