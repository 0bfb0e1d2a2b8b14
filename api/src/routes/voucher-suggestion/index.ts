import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { voucherSuggestionSchemas as routes } from '@storefront/contracts';
import { requireUser } from '../../plugins/app/session';
import { suggestVoucher } from '../../promotions/voucher-suggestion';
import { routeOf } from '../route-of';

/** The voucher suggestion modal's call (issue 17 item 6). */
export const voucherSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.getVoucherSuggestion, {
      security: [{ session: [] }],
      description: 'The voucher that takes the most off the cart now, from the wallet and the promotions running (null when none applies or the cart has one).',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      return suggestVoucher(app, request.user!.id);
    },
  });
};
