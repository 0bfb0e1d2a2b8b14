import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchemas as routes } from '@storefront/contracts';
import { requireStaff } from '../../plugins/app/session';
import { banCustomer } from '../../staff-customers/account-changes';
import { findCustomerByEmail } from '../../staff-customers/find';
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
import { adminStaffAlertRoutes } from './staff-alerts';
import { adminStaffServiceRoutes } from './staff-services';
import { adminOrderRoutes } from './orders';
import { adminSearchRoutes } from './search';

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
  await app.register(adminStaffAlertRoutes);
  await app.register(adminStaffServiceRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminSearchRoutes);

  app.route({
    ...routeOf(routes.findUser, { security, description: 'Finds a customer by email.' }),
    preHandler: requireStaff,
    handler: async (request) => {
      return findCustomerByEmail(app, request.query.email);
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
      const user = await banCustomer(app, { email: request.user!.email, userId: request.user!.id }, request.params.userId, request.body);
      request.log.info({ userId: user.id, banned: request.body.banned, reason: request.body.reason, by: request.user?.email }, 'account ban changed');
      return user;
    },
  });

  await app.register(adminPaymentRoutes);
};
