import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchemas as routes, RANK_MESSAGE } from '@storefront/contracts';
import { revokeUserSessions } from '../../auth/sessions.repository';
import { AppError } from '../../errors';
import { assertNotLastAdmin } from '../../staff-permissions/rank';
import { requireStaff } from '../../plugins/app/session';
import { findUserByEmail, setBanned, toUserInfo } from '../../users/users.repository';
import { routeOf } from '../route-of';
import { adminPaymentRoutes } from './payments';
import { adminRemoteRoutes } from './remotes';
import { adminAuditRoutes } from './audit';
import { adminSettingsRoutes } from './flags';
import { adminMaintenanceRoutes } from './maintenance';
import { adminCustomerRoutes } from './customers';
import { adminVoucherRoutes } from './vouchers';
import { adminApprovalRoutes } from './approvals';
import { adminStaffRoleRoutes } from './staff-roles';

/** Staff endpoints: the remotes at runtime (./remotes.ts), customers, payments (./payments.ts). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  // Remotes are the platform: their declarations' capabilities (remotes.read, remotes.write) are checked by ./guard.ts.
  await app.register(adminRemoteRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminMaintenanceRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminCustomerRoutes);
  await app.register(adminVoucherRoutes);
  await app.register(adminApprovalRoutes);
  await app.register(adminStaffRoleRoutes);

  app.route({
    ...routeOf(routes.findUser, { security, description: 'Finds a customer by email.' }),
    preHandler: requireStaff,
    handler: async (request) => {
      const user = await findUserByEmail(app.db, request.query.email);
      if (!user) throw new AppError('NOT_FOUND');
      return { ...toUserInfo(user), banned: user.banned };
    },
  });

  app.route({
    ...routeOf(routes.setUserBan, {
      security,
      description:
        "Bans or unbans an account whose role ranks below the caller's (never one's own, never the last admin). A banned account's sessions end; its login and calls answer ACCOUNT_BANNED.",
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      if (request.params.userId === request.user!.id) throw new AppError('FORBIDDEN', undefined, { rule: 'rank' }, RANK_MESSAGE);
      const user = await app.db.transaction().execute(async (trx) => {
        if (request.body.banned) await assertNotLastAdmin(trx, request.params.userId);
        return setBanned(trx, request.params.userId, request.body.banned);
      });
      if (!user) throw new AppError('NOT_FOUND');
      if (request.body.banned) await revokeUserSessions(app.db, user.id, 'banned');
      request.log.info({ userId: user.id, banned: request.body.banned, reason: request.body.reason, by: request.user?.email }, 'account ban changed');
      return { ...toUserInfo(user), banned: user.banned };
    },
  });

  await app.register(adminPaymentRoutes);
};
