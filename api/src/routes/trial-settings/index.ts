import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trialSettingsSchemas as routes } from '@storefront/contracts';
import { requireStaff } from '../../plugins/app/session';
import { changeTrialSettings, trialSettingsOf } from '../../promotions/trial/trial-settings';
import { routeOf } from '../route-of';

/** Staff: the free trial's length and products (issue 17 item 9); every change is in the audit log with its reason. */
export const trialSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.getTrialSettings, { security, description: 'Staff: the trial\'s days and the products offering one, and who changed them last.' }),
    preHandler: requireStaff,
    handler: async () => {
      return trialSettingsOf(app);
    },
  });

  app.route({
    ...routeOf(routes.updateTrialSettings, { security, description: 'Staff: changes the trial\'s days and products, with a reason (audited). Trials already activated keep their end date.' }),
    preHandler: requireStaff,
    handler: async (request) => {
      return changeTrialSettings(app, request.body, { email: request.user!.email, userId: request.user!.id });
    },
  });
};
