import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { servicesSchemas as routes } from '@storefront/contracts';
import { lifecycleDepsOf } from '../../jobs/plugin';
import { requireUser } from '../../plugins/app/session';
import { listCloudServerBackups, takeCloudServerBackup } from '../../services/cloud-server-backups';
import { openServiceCredentials } from '../../services/credentials';
import { cancelOwnedService, completeSslValidation, ownedServiceOf, ownedServicesOf, panelSignInOf, renewOwnedService, setOwnedAutoRenew } from '../../services/owned-services';
import { routeOf } from '../route-of';

/** The signed-in customer's services and domains (issue 16 item 2); never anyone else's (NOT_FOUND). */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.listServices, { security, description: 'Every service and domain I own: status, term, renewal date, the next renewal price and auto-renew.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return ownedServicesOf(app, request.user!.id);
    },
  });

  app.route({
    ...routeOf(routes.getService, { security, description: 'One of my services or domains.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return ownedServiceOf(app, request.user!.id, request.params.id);
    },
  });

  app.route({
    ...routeOf(routes.setServiceAutoRenew, { security, description: 'Turns auto-renew on or off: with it off, the service is cancelled (a domain left to expire) at its renewal date.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return setOwnedAutoRenew(app, request.user!.id, request.params.id, request.body.autoRenew);
    },
  });

  app.route({
    ...routeOf(routes.renewServiceNow, { security, description: 'Renews one of my services now for one more term, from my balance then my default saved card (BALANCE_NOT_ENOUGH otherwise); a suspended one is active again.' }),
    preHandler: requireUser,
    handler: (request) => renewOwnedService(lifecycleDepsOf(app), request.user!.id, request.params.id),
  });

  app.route({
    ...routeOf(routes.cancelService, { security, description: 'Cancels a hosting account suspended for more than 14 days (spec §4).' }),
    preHandler: requireUser,
    handler: (request) => cancelOwnedService(lifecycleDepsOf(app), request.user!.id, request.params.id),
  });

  app.route({
    ...routeOf(routes.completeSslValidation, { security, description: "Says the SSL certificate's domain validation is done (the DNS record published or the approver email answered); the CA then issues it." }),
    preHandler: requireUser,
    handler: (request) => completeSslValidation(app, request.user!.id, request.params.id, request.body.method),
  });

  app.route({
    ...routeOf(routes.signInToPanel, {
      security,
      description: "A one-click sign-in to my active hosting account's control panel: a short-lived address that opens it signed in (cPanel's create_user_session), to open at once. Another customer's service: NOT_FOUND; one that is not an active hosting account: BAD_REQUEST 'The control panel opens once the hosting account is active'.",
    }),
    preHandler: requireUser,
    config: { rateLimit: { max: 20, timeWindow: '10 minutes', keyGenerator: (request) => request.user?.id ?? request.ip } },
    handler: (request) => panelSignInOf(app, request.user!.id, request.params.id),
  });

  app.route({
    ...routeOf(routes.listCloudServerBackups, { security, description: "A cloud server's backups, newest first (what the configurator's BACKUP source restores from)." }),
    preHandler: requireUser,
    handler: async (request) => {
      return listCloudServerBackups(app, request.user!.id, request.params.id);
    },
  });

  app.route({
    ...routeOf(routes.createCloudServerBackup, { security, description: 'Takes a backup of one of my running cloud servers now (BACKUP_UNAVAILABLE while it is not running).' }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      const backup = await takeCloudServerBackup(app, request.user!.id, request.body.serviceId, request.body.label);
      reply.status(201);
      return backup;
    },
  });

  app.route({
    ...routeOf(routes.openServiceCredentials, { security, description: "A service's initial login, shown once through its emailed link (CODE_INCORRECT when used or expired)." }),
    preHandler: requireUser,
    handler: async (request) => {
      return openServiceCredentials(app, request.user!.id, request.params.token);
    },
  });
};
