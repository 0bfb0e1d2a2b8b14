import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchemas as routes, outranks, RANK_MESSAGE } from '@storefront/contracts';
import { revokeUserSessions } from '../../auth/sessions.repository';
import { AppError } from '../../errors';
import { requireStaff } from '../../plugins/app/session';
import { recordStaffAudit } from '../../staff-audit/staff-audit.repository';
import { assertNotLastAdmin } from '../../staff-permissions/rank';
import { toUserInfo } from '../../users/users.repository';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/**
 * Staff roles (issue 28 item 1, capability staff.manage): an account's role changes only when the caller outranks both
 * the account's role and the new one (the guard checks the first; nobody grants a role as high as their own), never
 * for the last admin, with a reason (audited). The account's sessions end, so the new role applies at once.
 */
export const adminStaffRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.setUserRole, { security, description: "Sets an account's role (customer, support, finance, admin) below the caller's own, with a reason (audited); never the last admin's." }),
    preHandler: requireStaff,
    handler: async (request) => {
      const actor = request.user!;
      const { role, reason } = request.body;
      if (request.params.userId === actor.id || !outranks(actor.role, role)) throw new AppError('FORBIDDEN', undefined, { rule: 'rank' }, RANK_MESSAGE);
      const user = await app.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('users').selectAll().where('id', '=', request.params.userId).forUpdate().executeTakeFirst();
        if (!before) throw new AppError('NOT_FOUND');
        if (role !== 'admin') await assertNotLastAdmin(trx, before.id);
        const after = await trx.updateTable('users').set({ role }).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow();
        await recordStaffAudit(trx, { email: actor.email, userId: actor.id }, { area: 'staff', action: 'change role', target: `user:${after.id}`, before: { role: before.role }, after: { role: after.role }, reason });
        return after;
      });
      await revokeUserSessions(app.db, user.id, 'role changed');
      return { ...toUserInfo(user), banned: user.banned };
    },
  });
};
