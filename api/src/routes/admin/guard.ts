import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_API_PREFIX } from '@storefront/contracts';
import { AppError } from '../../errors';
import { requireCapability, requireStaff } from '../../plugins/app/session';
import { capabilityOf } from '../../staff-permissions/capability-of';
import { assertOutranksAccount } from '../../staff-permissions/rank';
import { addStaffActionAudit } from '../../staff-audit/audit-hook';

/**
 * Every route under /api/admin — here and in the areas that declare a staff route of their own (balance adjustments,
 * promo credit grants, trial settings, wheels, programmes, outages) — is staff's before anything else is read: a guest
 * gets 401 and a customer 403, never a validation answer that would tell them about the route. Then the capability its
 * declaration names (issue 28 item 1): a role without it gets 403 FORBIDDEN "You do not have permission to …"; a staff
 * route that declares none is refused to everyone. A change to an account (`:userId`, any method but GET) needs a role
 * ranking above the account's. Also writes the audit rows of the staff actions declared before the console
 * (./staff-audit/audit-hook.ts).
 */
export const adminGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      const path = request.routeOptions.url;
      if (!path?.startsWith(STAFF_API_PREFIX)) return;
      const capability = capabilityOf(request.method, path);
      if (!capability) {
        await requireStaff(request, reply);
        request.log.error({ method: request.method, path }, 'a staff route declares no capability');
        throw new AppError('FORBIDDEN');
      }
      await requireCapability(request, reply, capability);
    });
    app.addHook('preHandler', async (request) => {
      if (!request.routeOptions.url?.startsWith(STAFF_API_PREFIX) || request.method === 'GET') return;
      const userId = (request.params as { userId?: unknown } | undefined)?.userId;
      if (typeof userId === 'string') await assertOutranksAccount(app, request.user!.role, userId);
    });
    // Staff actions of the routes that predate the console (payments, customers) go to the one audit log too.
    addStaffActionAudit(app);
  },
  { name: 'admin-guard', dependencies: ['session'] },
);
