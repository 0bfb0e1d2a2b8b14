import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOperationsSchemas as routes } from '@storefront/contracts';
import { requireStaff } from '../../plugins/app/session';
import { mayWaitForApproval } from '../../staff-permissions/gate';
import { createVoucherWithinLimits, updateVoucherWithinLimits } from '../../staff-permissions/voucher-changes';
import { expireVoucher } from '../../vouchers/staff-voucher-changes';
import { listStaffVouchers, listVoucherRedemptions } from '../../vouchers/staff-voucher-view';
import { routeOf } from '../route-of';
import { actorOf } from '../staff-actor';

const security = [{ session: [] }];

/**
 * Vouchers (issue 18 item 6): staff list, create, edit, pause, resume and expire vouchers and read each one's
 * redemptions. Every change is written to the audit log in its transaction, with its reason. The code is the
 * voucher's identity (orders and redemptions name it), so it never changes; a voucher is never deleted.
 */
export const adminVoucherRoutes: FastifyPluginAsyncZod = async (app) => {

  app.route({
    ...routeOf(routes.listVouchers, { security, description: 'Every voucher with its rules, its uses, the discount it gave so far and its state (active, paused, expired, used up).' }),
    preHandler: requireStaff,
    handler: async () => {
      return { items: await listStaffVouchers(app) };
    },
  });

  app.route({
    ...mayWaitForApproval(
      routeOf(routes.createVoucher, {
        security,
        description:
          "Creates a voucher (fixed cents or a percent, valid until, minimum subtotal, categories, max uses, once per customer), with a reason (audited). A code in use answers 400. Beyond the caller's limits (STAFF_LIMITS: largest discount, a use limit) nothing is created: 202 with a pending approval.",
      }),
    ),
    preHandler: requireStaff,
    handler: async (request, reply) => {
      const outcome = await createVoucherWithinLimits(app, request.user!, request.body);
      return 'pending' in outcome ? reply.code(202).send(outcome) : reply.code(201).send(outcome);
    },
  });

  app.route({
    ...mayWaitForApproval(
      routeOf(routes.updateVoucher, {
        security,
        description:
          "Changes a voucher's rules, pauses it (active false) or resumes it, with a reason (audited). Redemptions already made stay. Rules beyond the caller's limits change nothing: 202 with a pending approval.",
      }),
    ),
    preHandler: requireStaff,
    handler: async (request, reply) => {
      const outcome = await updateVoucherWithinLimits(app, request.user!, request.params.code, request.body);
      return 'pending' in outcome ? reply.code(202).send(outcome) : outcome;
    },
  });

  app.route({
    ...routeOf(routes.expireVoucher, { security, description: 'Ends a voucher now (valid until the server\'s now), with a reason (audited): carts holding it drop it with VOUCHER_EXPIRED\'s words.' }),
    preHandler: requireStaff,
    handler: async (request) => {
      return expireVoucher(app, actorOf(request), request.params.code, request.body.reason);
    },
  });

  app.route({
    ...routeOf(routes.listVoucherRedemptions, { security, description: 'Who used the voucher, on which order and for how much, newest first (at most 500).' }),
    preHandler: requireStaff,
    handler: async (request) => {
      return { items: await listVoucherRedemptions(app, request.params.code) };
    },
  });
};
