import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffConsoleSchemas as routes } from '@storefront/contracts';
import { readRuntimeSettings, settingsOf, updateRuntimeSettings } from '../../flags';
import { requireStaff } from '../../plugins/app/session';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/** The feature flags and the seasonal theme at runtime (issue 18 item 3): staff read them, admins change them. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const defaults = () => ({ flags: app.config.flags, theme: app.config.theme });

  app.route({
    ...routeOf(routes.getSettings, { security, description: 'The feature flags and the seasonal theme as stored (the environment gave their values at first start).' }),
    preHandler: requireStaff,
    handler: async () => {
      return readRuntimeSettings(app.db, defaults());
    },
  });

  app.route({
    ...routeOf(routes.updateSettings, {
      security,
      description: 'Switches feature flags and/or sets the seasonal theme, with a reason (audited). The storefront and the server renderer follow within 10 s. Admin only.',
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      const updated = await updateRuntimeSettings(app.db, defaults(), request.body, { email: request.user!.email, userId: request.user!.id });
      settingsOf(app).clear();
      request.log.info({ change: request.body, by: request.user?.email }, 'runtime settings changed');
      return updated;
    },
  });
};
