import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffConsoleSchemas as routes } from '@storefront/contracts';
import { changeSettings, readSettingsForStaff } from '../../flags/staff-settings';
import { requireStaff } from '../../plugins/app/session';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/** The feature flags and the seasonal theme at runtime (issue 18 item 3): staff read them, admins change them. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.getSettings, { security, description: 'The feature flags and the seasonal theme as stored (the environment gave their values at first start).' }),
    preHandler: requireStaff,
    handler: async () => {
      return readSettingsForStaff(app);
    },
  });

  app.route({
    ...routeOf(routes.updateSettings, {
      security,
      description: 'Switches feature flags and/or sets the seasonal theme, with a reason (audited). The storefront and the server renderer follow within 10 s. Admin only.',
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      const updated = await changeSettings(app, { email: request.user!.email, userId: request.user!.id }, request.body);
      request.log.info({ change: request.body, by: request.user?.email }, 'runtime settings changed');
      return updated;
    },
  });
};
