import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_API_PREFIX } from '@storefront/contracts';
import { requireStaff } from '../../plugins/app/session';
import { addStaffActionAudit } from '../../staff-audit/audit-hook';

/**
 * Every route under /api/admin — here and in the areas that declare a staff route of their own (balance adjustments,
 * promo credit grants) — is staff's before anything else is read: a guest gets 401 and a customer 403, never a
 * validation answer that would tell them about the route. Each route still checks its own role (staff or admin).
 * Also writes the audit rows of the staff actions declared before the console (./staff-audit/audit-hook.ts).
 */
export const adminGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url?.startsWith(STAFF_API_PREFIX)) await requireStaff(request, reply);
    });
    // Staff actions of the routes that predate the console (payments, customers) go to the one audit log too.
    addStaffActionAudit(app);
  },
  { name: 'admin-guard', dependencies: ['session'] },
);
