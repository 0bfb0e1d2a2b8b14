import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSchemas as routes } from '@storefront/contracts';
import { countUnreadNotifications, listNotifications, markAllNotificationsRead, markNotificationRead } from '../../notifications/my-notifications';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

/** The signed-in customer's notifications; never anyone else's. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.listNotifications, { security, description: 'My notifications, newest first (unread only with unread=true), a page at a time, with the unread count.' }),
    preHandler: requireUser,
    handler: async (request) => listNotifications(app, request.user!.id, request.query),
  });

  app.route({
    ...routeOf(routes.markNotificationRead, { security, description: 'Marks one of my notifications read (NOT_FOUND otherwise).' }),
    preHandler: requireUser,
    handler: async (request) => markNotificationRead(app, request.user!.id, request.params.id),
  });

  app.route({
    ...routeOf(routes.markAllNotificationsRead, { security, description: 'Marks all my unread notifications read at once; answers how many were marked and the unread count after.' }),
    preHandler: requireUser,
    handler: async (request) => markAllNotificationsRead(app, request.user!.id),
  });

  app.route({
    ...routeOf(routes.countUnreadNotifications, { security, description: 'How many of my notifications are unread.' }),
    preHandler: requireUser,
    handler: async (request) => countUnreadNotifications(app, request.user!.id),
  });
};
